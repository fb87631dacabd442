import { callFor } from '@bookcraft/shared';
import type { ApiAnswer } from '@bookcraft/shared/contracts';

export type SavedReply = ApiAnswer<'GET /api/staff/saved-replies'>['replies'][number];
export interface SavedReplyDraft {
  shortcut: string;
  content: string;
}

/** The team's shared replies and the member's own. */
export const fetchSavedReplies = async (): Promise<SavedReply[]> => (await callFor('GET /api/staff/saved-replies', {})).replies;

/** `shared` is an admin's choice (the server refuses it to an agent). */
export const createSavedReply = (draft: SavedReplyDraft & { shared: boolean }): Promise<SavedReply> => callFor('POST /api/staff/saved-replies', { body: draft });

export const editSavedReply = (id: string, draft: SavedReplyDraft): Promise<SavedReply> => callFor('PUT /api/staff/saved-replies/:id', { params: { id }, body: draft });

export const deleteSavedReply = async (id: string): Promise<void> => {
  await callFor('DELETE /api/staff/saved-replies/:id', { params: { id } });
};
