import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { css } from '@emotion/react';
import { NO_REFUSAL, refusalOf, type Refusal } from '../ui/refusal';
import { errorText, formFields, mutedText } from '../ui/styles';
import { BodyField } from './BodyField';
import { ImageField } from './ImageField';
import { PostActions, type PostAction } from './PostActions';
import { PostPreview } from './PostPreview';
import { createPost, publishPost, unpublishPost, updatePost, type PostDraft, type StaffPost } from './postsApi';
import { draftOf, emptyDraft, isoFromLocal, slugFrom, stateLabel } from './postState';
import { Revisions } from './Revisions';
import { TextField } from '../ui/TextField';
import { usePreview } from './usePreview';

// Side by side where there is room; the preview under the form on narrow screens.
const layout = css`
  display: grid;
  gap: 1.5rem;
  @media (min-width: 1100px) { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); align-items: start; }
`;

const DONE: Record<PostAction['kind'], (post: StaffPost) => string> = {
  save: (post) => (post.status === 'draft' ? 'Saved as a draft.' : `Saved. ${stateLabel(post)}.`),
  publish: () => 'Published: the post is on the site.',
  schedule: (post) => `${stateLabel(post)}.`,
  // A scheduled post that never went out goes back to being a draft.
  unpublish: (post) => (post.status === 'draft' ? 'The schedule is cancelled: the post is a draft.' : 'Unpublished: the post is off the site.'),
};

interface PostEditorProps {
  /** The post to edit; null to write a new one. */
  initial: StaffPost | null;
  /** Who writes a new post, until someone types another author. */
  author: string;
  /** After each change the server took, so the list can show it. */
  onChanged?: (post: StaffPost) => void;
}

/** Writing a post: its fields, the server's preview beside them, saving and publishing, and its revisions. */
export function PostEditor({ initial, author, onChanged }: PostEditorProps) {
  const id = useId();
  const [post, setPost] = useState(initial);
  const [draft, setDraft] = useState<PostDraft>(() => (initial ? draftOf(initial) : emptyDraft(author)));
  // A new post's slug follows its title until someone types one.
  const [slugTyped, setSlugTyped] = useState(initial !== null);
  const [refusal, setRefusal] = useState<Refusal>(NO_REFUSAL);
  const [busy, setBusy] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const preview = usePreview(draft.body);
  const formRef = useRef<HTMLFormElement>(null);

  // The first refused field takes the focus, so its message (tied to it) is read out.
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusal]);

  const set = (field: keyof PostDraft) => (value: string) =>
    setDraft((current) => ({ ...current, [field]: value, ...(field === 'title' && !slugTyped ? { slug: slugFrom(value) } : {}) }));

  const took = (changed: StaffPost) => {
    setPost(changed);
    setDraft(draftOf(changed));
    setSlugTyped(true);
    onChanged?.(changed);
  };

  const run = async (action: PostAction) => {
    setRefusal(NO_REFUSAL);
    setAnnouncement('');
    const at = action.kind === 'schedule' ? isoFromLocal(action.at) : '';
    if (action.kind === 'schedule' && at === '') return setRefusal({ error: '', fields: { at: 'Enter a date and time.' } });
    setBusy(true);
    try {
      // Publishing saves what is in the form first: the post goes out as the editor sees it.
      const saved = action.kind === 'unpublish' && post ? post : await (post ? updatePost(post.id, draft) : createPost(draft));
      // Saved before it is published: should publishing fail, the post is not saved twice.
      if (saved !== post && action.kind !== 'save') took(saved);
      const changed =
        action.kind === 'publish' ? await publishPost(saved.id) : action.kind === 'schedule' ? await publishPost(saved.id, at) : action.kind === 'unpublish' ? await unpublishPost(saved.id) : saved;
      took(changed);
      setAnnouncement(DONE[action.kind](changed));
    } catch (caught) {
      setRefusal(refusalOf(caught, 'Could not reach the server. Nothing was lost: please try again.'));
    } finally {
      setBusy(false);
    }
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    void run({ kind: 'save' });
  };

  const { fields } = refusal;
  const refusedFields = Object.keys(fields);
  // A refused publishing time is said under its field alone: the post itself was saved.
  const summary = refusedFields.length === 0 ? refusal.error : refusedFields.some((field) => field !== 'at') ? 'The post was not saved: see the fields marked below.' : '';
  return (
    <>
      <p css={mutedText}>State: {post ? stateLabel(post) : 'New, not saved yet'}</p>
      <p role="status">{announcement}</p>
      {summary && (
        <p role="alert" css={errorText}>
          {summary}
        </p>
      )}
      <div css={layout}>
        <form ref={formRef} css={formFields} onSubmit={save} noValidate aria-label={post ? `Edit ${post.title}` : 'New post'}>
          <TextField label="Title" value={draft.title} onChange={set('title')} error={fields.title} />
          <TextField
            label="Slug"
            hint="The post's address after /blog/: lower-case words joined by dashes."
            value={draft.slug}
            onChange={(slug) => {
              setSlugTyped(true);
              set('slug')(slug);
            }}
            error={fields.slug}
          />
          <TextField label="Excerpt" hint="A sentence or two for the list of articles and search results." rows={3} value={draft.excerpt} onChange={set('excerpt')} error={fields.excerpt} />
          <TextField label="Author" value={draft.author} onChange={set('author')} error={fields.author} />
          <ImageField label="Cover image" hint="Shown above the article and on its card." value={draft.image} onChange={set('image')} error={fields.image} />
          <BodyField value={draft.body} onChange={set('body')} error={fields.body} />
          <fieldset>
            <legend>Search and sharing</legend>
            <TextField label="SEO title" hint="The title search results show; the post's title when empty (at most 70 characters)." value={draft.seoTitle} onChange={set('seoTitle')} error={fields.seoTitle} />
            <TextField label="SEO description" hint="The line under it in search results (at most 170 characters)." rows={2} value={draft.seoDescription} onChange={set('seoDescription')} error={fields.seoDescription} />
            <ImageField label="Share image" hint="What link previews show; the cover when there is none." optional value={draft.shareImage} onChange={set('shareImage')} error={fields.shareImage} />
          </fieldset>
          <PostActions key={`${id}-${post?.status ?? 'new'}`} post={post} busy={busy} atError={fields.at} onAction={(action) => void run(action)} />
        </form>
        <PostPreview title={draft.title} image={draft.image} date={new Date(post?.publishedAt ?? post?.scheduledAt ?? Date.now())} preview={preview} />
      </div>
      {post && (
        <Revisions
          post={post}
          onRestored={(restored) => {
            took(restored);
            setAnnouncement('Revision restored: the form shows it.');
          }}
        />
      )}
    </>
  );
}
