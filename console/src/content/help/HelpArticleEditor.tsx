import { useId, type FormEvent } from 'react';
import { css } from '@emotion/react';
import { HELP_CATEGORIES, type HelpCategory } from '@bookcraft/shared/contracts';
import { visuallyHidden } from '@bookcraft/shared/theme';
import { FieldError, invalidProps } from '../../ui/FieldError';
import { button, formFields, primaryButton } from '../../ui/styles';
import { TextField } from '../../ui/TextField';
import { ArticlePreview } from '../ArticlePreview';
import { beside } from '../articleStyles';
import { BodyField } from '../BodyField';
import { Revisions } from '../Revisions';
import { usePreview } from '../usePreview';
import { useWriting } from '../useWriting';
import { WritingStatus } from '../WritingStatus';
import { emptyHelpDraft, helpBodyOf, helpDraftOf, helpStateLabel, relatedPathsError, titledHelpDraft } from './helpArticleDraft';
import {
  createHelpArticle,
  fetchHelpRevisions,
  publishHelpArticle,
  restoreHelpRevision,
  unpublishHelpArticle,
  updateHelpArticle,
  type StaffHelpArticle,
} from './helpArticlesApi';

const labelled = css`
  display: grid;
  gap: 0.3rem;
`;

const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem 1rem;
  align-items: center;
  padding-top: 0.75rem;
  border-top: 1px solid #e5e7eb;
  a { font-weight: 600; }
`;

/** The short answer as the page and the chat show it: under the title, before the body. */
const lead = css`
  font-weight: 600;
`;

type HelpAction = 'save' | 'publish' | 'unpublish';

const DONE: Record<HelpAction, (article: StaffHelpArticle) => string> = {
  save: (article) => (article.status === 'draft' ? 'Saved as a draft.' : 'Saved: the help center shows it now.'),
  publish: () => 'Published: the article is on the help center and among the chat’s suggestions.',
  unpublish: () => 'Unpublished: the article is a draft again, off the help center.',
};

interface HelpArticleEditorProps {
  /** The article to edit; null to write a new one. */
  initial: StaffHelpArticle | null;
  /** A new article's title, asked for from elsewhere (a question no article answered): the Title field starts with it, and with the focus. */
  title?: string;
  /** After each change the server took, so the list can show it. */
  onChanged?: (article: StaffHelpArticle) => void;
}

/** Writing a help article: its fields, the server's preview beside them, saving and publishing, and its revisions. */
export function HelpArticleEditor({ initial, title, onChanged }: HelpArticleEditorProps) {
  const categoryId = useId();
  const emptyDraft = title === undefined ? emptyHelpDraft : () => titledHelpDraft(title);
  const { saved: article, draft, set, took, restored, attempt, refusal, busy, announcement, formRef } = useWriting({ initial, emptyDraft, draftOf: helpDraftOf, onChanged });
  const preview = usePreview(draft.body);

  const run = (action: HelpAction) =>
    void attempt(async () => {
      // Publishing saves what is in the form first: the article goes out as the editor sees it.
      const body = helpBodyOf(draft);
      const saved = action === 'unpublish' && article ? article : await (article ? updateHelpArticle(article.id, body) : createHelpArticle(body));
      // Saved before it is published: should publishing fail, the article is not saved twice.
      if (saved !== article && action !== 'save') took(saved);
      const changed = action === 'publish' ? await publishHelpArticle(saved.id) : action === 'unpublish' ? await unpublishHelpArticle(saved.id) : saved;
      took(changed);
      return DONE[action](changed);
    });

  const save = (event: FormEvent) => {
    event.preventDefault();
    run('save');
  };

  const { fields } = refusal;
  const published = article?.status === 'published';
  return (
    <>
      <WritingStatus
        state={article ? helpStateLabel(article) : 'New, not saved yet'}
        announcement={announcement}
        alert={Object.keys(fields).length === 0 ? refusal.error : 'The article was not saved: see the fields marked below.'}
      />
      <div css={beside}>
        <form ref={formRef} css={formFields} onSubmit={save} noValidate aria-label={article ? `Edit ${article.title}` : 'New article'}>
          <TextField label="Title" hint="The question it answers, as a visitor would ask it." value={draft.title} onChange={set('title')} error={fields.title} autoFocus={title !== undefined} />
          <TextField label="Slug" hint="The article's address after /help/: lower-case words joined by dashes." value={draft.slug} onChange={set('slug')} error={fields.slug} />
          <TextField
            label="Short answer"
            hint="What the chat shows under a visitor's question, and the page's first paragraph (at most 300 characters)."
            rows={3}
            value={draft.shortAnswer}
            onChange={set('shortAnswer')}
            error={fields.shortAnswer}
          />
          <BodyField label="Body (Markdown)" value={draft.body} onChange={set('body')} error={fields.body} />
          <div css={labelled}>
            <label htmlFor={categoryId}>Category</label>
            <select id={categoryId} value={draft.category} onChange={(event) => set('category')(event.target.value as HelpCategory)} {...invalidProps(categoryId, fields.category)}>
              <option value="" disabled>
                Choose a category
              </option>
              {HELP_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {category}
                </option>
              ))}
            </select>
            <FieldError fieldId={categoryId} message={fields.category} />
          </div>
          <TextField
            label="Related pages"
            hint="The site's pages that say the same, one path per line, such as /services/publishing (at most 10)."
            rows={3}
            value={draft.relatedPaths}
            onChange={set('relatedPaths')}
            error={relatedPathsError(fields)}
          />
          <div css={actions}>
            {/* The form's submit: Enter in a one-line field saves too. */}
            <button type="submit" css={primaryButton} disabled={busy}>
              {published ? 'Save' : 'Save draft'}
            </button>
            <button type="button" css={button} disabled={busy} onClick={() => run(published ? 'unpublish' : 'publish')}>
              {published ? 'Unpublish' : 'Publish'}
            </button>
            {/* The saved article's address, not the form's: a slug typed and not yet saved is no page yet. */}
            {article && published && (
              <a href={`/help/${article.slug}`} target="_blank" rel="noopener noreferrer">
                View on site<span css={visuallyHidden}> (opens in a new tab)</span>
              </a>
            )}
          </div>
        </form>
        <ArticlePreview preview={preview}>
          <h1>{draft.title || 'Untitled article'}</h1>
          {draft.shortAnswer && <p css={lead}>{draft.shortAnswer}</p>}
        </ArticlePreview>
      </div>
      {article && (
        <Revisions
          of={article}
          load={(signal) => fetchHelpRevisions(article.id, signal)}
          restore={(revision) => restoreHelpRevision(article.id, revision)}
          onRestored={restored}
        />
      )}
    </>
  );
}
