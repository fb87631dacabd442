import { api } from '@bookcraft/shared';
import type { ApiAnswer } from '@bookcraft/shared/contracts';

export type ConversationLabel = ApiAnswer<'GET /api/staff/labels'>['labels'][number];

export async function fetchLabels(): Promise<ConversationLabel[]> {
  return (await api().get<ApiAnswer<'GET /api/staff/labels'>>('/staff/labels')).data.labels;
}

export async function createLabel(name: string): Promise<ConversationLabel> {
  return (await api().post<ConversationLabel>('/staff/labels', { name })).data;
}

export async function renameLabel(id: string, name: string): Promise<ConversationLabel> {
  return (await api().put<ConversationLabel>(`/staff/labels/${id}`, { name })).data;
}

export async function deleteLabel(id: string): Promise<void> {
  await api().delete(`/staff/labels/${id}`);
}

/** Puts a label on a conversation (`on`) or takes it off; the conversation's labels after. */
export async function setRoomLabel(roomId: string, labelId: string, on: boolean): Promise<ConversationLabel[]> {
  return (await api().post<ApiAnswer<'POST /api/chat/chat-room/:id/labels'>>(`/chat/chat-room/${roomId}/labels`, { labelId, on })).data.labels;
}
