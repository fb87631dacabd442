import { callFor } from '@bookcraft/shared';
import type { ApiAnswer } from '@bookcraft/shared/contracts';

export type ConversationLabel = ApiAnswer<'GET /api/staff/labels'>['labels'][number];

export const fetchLabels = async (): Promise<ConversationLabel[]> => (await callFor('GET /api/staff/labels', {})).labels;

export const createLabel = (name: string): Promise<ConversationLabel> => callFor('POST /api/staff/labels', { body: { name } });

export const renameLabel = (id: string, name: string): Promise<ConversationLabel> => callFor('PUT /api/staff/labels/:id', { params: { id }, body: { name } });

export const deleteLabel = async (id: string): Promise<void> => {
  await callFor('DELETE /api/staff/labels/:id', { params: { id } });
};

/** Puts a label on a conversation (`on`) or takes it off; the conversation's labels after. */
export const setRoomLabel = async (roomId: string, labelId: string, on: boolean): Promise<ConversationLabel[]> =>
  (await callFor('POST /api/chat/chat-room/:id/labels', { params: { id: roomId }, body: { labelId, on } })).labels;
