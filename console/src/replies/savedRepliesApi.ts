import { api } from '@bookcraft/shared';
import type { ApiAnswer } from '@bookcraft/shared/contracts';

export type SavedReply = ApiAnswer<'GET /api/staff/saved-replies'>['replies'][number];
export interface SavedReplyDraft {
  shortcut: string;
  content: string;
}

/** The team's shared replies and the member's own. */
export async function fetchSavedReplies(): Promise<SavedReply[]> {
  return (await api().get<ApiAnswer<'GET /api/staff/saved-replies'>>('/staff/saved-replies')).data.replies;
}

/** `shared` is an admin's choice (the server refuses it to an agent). */
export async function createSavedReply(draft: SavedReplyDraft & { shared: boolean }): Promise<SavedReply> {
  return (await api().post<SavedReply>('/staff/saved-replies', draft)).data;
}

export async function editSavedReply(id: string, draft: SavedReplyDraft): Promise<SavedReply> {
  return (await api().put<SavedReply>(`/staff/saved-replies/${id}`, draft)).data;
}

export async function deleteSavedReply(id: string): Promise<void> {
  await api().delete(`/staff/saved-replies/${id}`);
}
