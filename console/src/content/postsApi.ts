import { callFor } from '@bookcraft/shared';
import type { ApiAnswer, PostBody } from '@bookcraft/shared/contracts';

/** A post as the console edits it, in whatever state it is. */
export type StaffPost = ApiAnswer<'GET /api/staff/posts/:id'>;
export type PostSummary = ApiAnswer<'GET /api/staff/posts'>['posts'][number];
type PostRevision = ApiAnswer<'GET /api/staff/posts/:id/revisions'>['revisions'][number];
export type UploadedImage = ApiAnswer<'POST /api/staff/post-images'>;
/** What the editor sends on a save: everything but the post's state. */
export type PostDraft = PostBody;

/** Every post, in every state, for the Content tab's list. */
export const fetchPosts = async (signal?: AbortSignal): Promise<PostSummary[]> => (await callFor('GET /api/staff/posts', {}, { signal })).posts;

export const fetchPost = (id: number, signal?: AbortSignal): Promise<StaffPost> => callFor('GET /api/staff/posts/:id', { params: { id: String(id) } }, { signal });

/** A new post starts as a draft; 400 names the refused fields. */
export const createPost = (draft: PostDraft): Promise<StaffPost> => callFor('POST /api/staff/posts', { body: draft });

/** Saves over a post in any state: a published post changes on the site and records its dateModified. */
export const updatePost = (id: number, draft: PostDraft): Promise<StaffPost> => callFor('PUT /api/staff/posts/:id', { params: { id: String(id) }, body: draft });

/** Publishes now, or at `at` (an ISO date-time in the future): the post is then scheduled. */
export const publishPost = (id: number, at?: string): Promise<StaffPost> => callFor('POST /api/staff/posts/:id/publish', { params: { id: String(id) }, body: at === undefined ? {} : { at } });

/** Takes a post down: its page answers 410 and it leaves the list, the sitemap and the feed. */
export const unpublishPost = (id: number): Promise<StaffPost> => callFor('POST /api/staff/posts/:id/unpublish', { params: { id: String(id) }, body: {} });

export const fetchRevisions = async (id: number, signal?: AbortSignal): Promise<PostRevision[]> => (await callFor('GET /api/staff/posts/:id/revisions', { params: { id: String(id) } }, { signal })).revisions;

/** Saves an earlier revision again as the newest; the answer is the post as it now is. */
export const restoreRevision = (id: number, revision: number): Promise<StaffPost> =>
  callFor('POST /api/staff/posts/:id/revisions/:revision/restore', { params: { id: String(id), revision: String(revision) }, body: {} });

/** The body's Markdown rendered and sanitised by the server, as the site's article page will show it. */
export const previewPost = async (body: string, signal?: AbortSignal): Promise<string> => (await callFor('POST /api/staff/posts/preview', { body: { body } }, { signal })).html;

/** Uploads an image for a post (a cover, a share image, or one in the body); the server checks and re-encodes it. */
export async function uploadPostImage(file: File): Promise<UploadedImage> {
  const form = new FormData();
  form.append('file', file);
  // Not the client's JSON default: axios would turn the FormData into JSON; the browser adds the boundary.
  return callFor('POST /api/staff/post-images', { body: form }, { headers: { 'Content-Type': 'multipart/form-data' } });
}
