import { api } from '@bookcraft/shared';
import type { ApiAnswer, PostBody } from '@bookcraft/shared/contracts';

/** A post as the console edits it, in whatever state it is. */
export type StaffPost = ApiAnswer<'GET /api/staff/posts/:id'>;
export type PostSummary = ApiAnswer<'GET /api/staff/posts'>['posts'][number];
export type PostRevision = ApiAnswer<'GET /api/staff/posts/:id/revisions'>['revisions'][number];
export type UploadedImage = ApiAnswer<'POST /api/staff/post-images'>;
/** What the editor sends on a save: everything but the post's state. */
export type PostDraft = PostBody;

/** Every post, in every state, for the Content tab's list. */
export async function fetchPosts(signal?: AbortSignal): Promise<PostSummary[]> {
  return (await api().get<ApiAnswer<'GET /api/staff/posts'>>('/staff/posts', { signal })).data.posts;
}

export async function fetchPost(id: number, signal?: AbortSignal): Promise<StaffPost> {
  return (await api().get<StaffPost>(`/staff/posts/${id}`, { signal })).data;
}

/** A new post starts as a draft; 400 names the refused fields. */
export async function createPost(draft: PostDraft): Promise<StaffPost> {
  return (await api().post<StaffPost>('/staff/posts', draft)).data;
}

/** Saves over a post in any state: a published post changes on the site and records its dateModified. */
export async function updatePost(id: number, draft: PostDraft): Promise<StaffPost> {
  return (await api().put<StaffPost>(`/staff/posts/${id}`, draft)).data;
}

/** Publishes now, or at `at` (an ISO date-time in the future): the post is then scheduled. */
export async function publishPost(id: number, at?: string): Promise<StaffPost> {
  return (await api().post<StaffPost>(`/staff/posts/${id}/publish`, at === undefined ? {} : { at })).data;
}

/** Takes a post down: its page answers 410 and it leaves the list, the sitemap and the feed. */
export async function unpublishPost(id: number): Promise<StaffPost> {
  return (await api().post<StaffPost>(`/staff/posts/${id}/unpublish`, {})).data;
}

export async function fetchRevisions(id: number, signal?: AbortSignal): Promise<PostRevision[]> {
  return (await api().get<ApiAnswer<'GET /api/staff/posts/:id/revisions'>>(`/staff/posts/${id}/revisions`, { signal })).data.revisions;
}

/** Saves an earlier revision again as the newest; the answer is the post as it now is. */
export async function restoreRevision(id: number, revision: number): Promise<StaffPost> {
  return (await api().post<StaffPost>(`/staff/posts/${id}/revisions/${revision}/restore`, {})).data;
}

/** The body's Markdown rendered and sanitised by the server, as the site's article page will show it. */
export async function previewPost(body: string, signal?: AbortSignal): Promise<string> {
  return (await api().post<ApiAnswer<'POST /api/staff/posts/preview'>>('/staff/posts/preview', { body }, { signal })).data.html;
}

/** Uploads an image for a post (a cover, a share image, or one in the body); the server checks and re-encodes it. */
export async function uploadPostImage(file: File): Promise<UploadedImage> {
  const form = new FormData();
  form.append('file', file);
  // Not the client's JSON default: axios would turn the FormData into JSON; the browser adds the boundary.
  return (await api().post<UploadedImage>('/staff/post-images', form, { headers: { 'Content-Type': 'multipart/form-data' } })).data;
}
