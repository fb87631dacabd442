import { api } from '@bookcraft/shared';
import type { ApiAnswer, ConversationNote, NoteMention } from '@bookcraft/shared/contracts';

// Private notes: staff routes only; a visitor's answers never hold one.

export async function fetchNotes(roomId: string): Promise<ConversationNote[]> {
  return (await api().get<ApiAnswer<'GET /api/chat/chat-room/:id/notes'>>(`/chat/chat-room/${roomId}/notes`)).data.notes;
}

export async function addNote(roomId: string, content: string): Promise<ConversationNote> {
  return (await api().post<ConversationNote>(`/chat/chat-room/${roomId}/notes`, { content })).data;
}

export async function fetchMentions(): Promise<NoteMention[]> {
  return (await api().get<ApiAnswer<'GET /api/staff/mentions'>>('/staff/mentions')).data.mentions;
}

export async function markMentionRead(noteId: string): Promise<void> {
  await api().post(`/staff/mentions/${noteId}/read`, {});
}
