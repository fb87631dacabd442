import { callFor } from '@bookcraft/shared';
import type { ConversationNote, NoteMention } from '@bookcraft/shared/contracts';

// Private notes: staff routes only; a visitor's answers never hold one.

export const fetchNotes = async (roomId: string): Promise<ConversationNote[]> => (await callFor('GET /api/chat/chat-room/:id/notes', { params: { id: roomId } })).notes;

export const addNote = (roomId: string, content: string): Promise<ConversationNote> => callFor('POST /api/chat/chat-room/:id/notes', { params: { id: roomId }, body: { content } });

export const fetchMentions = async (): Promise<NoteMention[]> => (await callFor('GET /api/staff/mentions', {})).mentions;

export const markMentionRead = async (noteId: string): Promise<void> => {
  await callFor('POST /api/staff/mentions/:id/read', { params: { id: noteId }, body: {} });
};
