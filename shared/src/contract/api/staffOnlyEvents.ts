/**
 * Events the server sends to staff sockets only, never to a visitor's: a new private note
 * to every console (`conversationNoteSchema`), a mention to the consoles of the member it names
 * (`noteMentionSchema`). Notes are written over HTTP (POST /api/chat/chat-room/:id/notes), so no
 * client sends these. Apart from socketEvents.ts so the type maps read it without zod.
 */
export const STAFF_ONLY_EVENTS = { note: 'conversation-note', mention: 'note-mention' } as const;
