import { useId, type FormEvent } from 'react';
import { formFields } from '../ui/styles';
import { beside } from './articleStyles';
import { BodyField } from './BodyField';
import { ImageField } from './ImageField';
import { PostActions, type PostAction } from './PostActions';
import { PostPreview } from './PostPreview';
import { createPost, fetchRevisions, publishPost, restoreRevision, unpublishPost, updatePost, type StaffPost } from './postsApi';
import { draftOf, emptyDraft, isoFromLocal, stateLabel } from './postState';
import { Revisions } from './Revisions';
import { TextField } from '../ui/TextField';
import { usePreview } from './usePreview';
import { useWriting } from './useWriting';
import { WritingStatus } from './WritingStatus';

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
  const { saved: post, draft, set, took, restored, refuse, attempt, refusal, busy, announcement, formRef } = useWriting({ initial, emptyDraft: () => emptyDraft(author), draftOf, onChanged });
  const preview = usePreview(draft.body);

  const run = (action: PostAction) => {
    const at = action.kind === 'schedule' ? isoFromLocal(action.at) : '';
    if (action.kind === 'schedule' && at === '') return refuse({ error: '', fields: { at: 'Enter a date and time.' } });
    void attempt(async () => {
      // Publishing saves what is in the form first: the post goes out as the editor sees it.
      const saved = action.kind === 'unpublish' && post ? post : await (post ? updatePost(post.id, draft) : createPost(draft));
      // Saved before it is published: should publishing fail, the post is not saved twice.
      if (saved !== post && action.kind !== 'save') took(saved);
      const changed =
        action.kind === 'publish' ? await publishPost(saved.id) : action.kind === 'schedule' ? await publishPost(saved.id, at) : action.kind === 'unpublish' ? await unpublishPost(saved.id) : saved;
      took(changed);
      return DONE[action.kind](changed);
    });
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    run({ kind: 'save' });
  };

  const { fields } = refusal;
  const refusedFields = Object.keys(fields);
  // A refused publishing time is said under its field alone: the post itself was saved.
  const summary = refusedFields.length === 0 ? refusal.error : refusedFields.some((field) => field !== 'at') ? 'The post was not saved: see the fields marked below.' : '';
  return (
    <>
      <WritingStatus state={post ? stateLabel(post) : 'New, not saved yet'} announcement={announcement} alert={summary} />
      <div css={beside}>
        <form ref={formRef} css={formFields} onSubmit={save} noValidate aria-label={post ? `Edit ${post.title}` : 'New post'}>
          <TextField label="Title" value={draft.title} onChange={set('title')} error={fields.title} />
          <TextField label="Slug" hint="The post's address after /blog/: lower-case words joined by dashes." value={draft.slug} onChange={set('slug')} error={fields.slug} />
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
          <PostActions key={`${id}-${post?.status ?? 'new'}`} post={post} busy={busy} atError={fields.at} onAction={run} />
        </form>
        <PostPreview title={draft.title} image={draft.image} date={new Date(post?.publishedAt ?? post?.scheduledAt ?? Date.now())} preview={preview} />
      </div>
      {post && (
        <Revisions
          of={post}
          load={(signal) => fetchRevisions(post.id, signal)}
          restore={(revision) => restoreRevision(post.id, revision)}
          onRestored={restored}
        />
      )}
    </>
  );
}
