import type { z } from 'zod';
import type { chatRoomSchema, inboxRoomSchema, roomHistorySchema, storedChatMessageSchema } from '../api/apiAnswers';

/**
 * The chat's contract between the widget, the agent console and the server
 * (requirements §3.3, §7). Messages carry a client id so a resend is recognised and
 * stored once; the server's id orders them.
 */
export const CHAT_LIMITS = {
  messageLength: 4_000,
  uploadBytes: 10 * 1024 * 1024,
  /** Events one socket may send per window before it is told to slow down. */
  socketEvents: 30,
  socketWindowMs: 10_000,
} as const;

export type SenderRole = 'visitor' | 'agent' | 'system';

// The answers' types come from their schemas in the API contract (contract/apiAnswers.ts): what the
// server's serializer checks is what the clients read.
/** A stored message, as every client receives it. */
export type StoredChatMessage = z.output<typeof storedChatMessageSchema>;
export type ChatRoom = z.output<typeof chatRoomSchema>;
/** A conversation as the agent console's inbox lists it. */
export type InboxRoom = z.output<typeof inboxRoomSchema>;
export type RoomHistory = z.output<typeof roomHistorySchema>;

/** Every answer to a socket event with an acknowledgement. */
export type ChatAck<T = object> = ({ ok: true } & T) | { ok?: false; error: string; fields?: Record<string, string> };

/** Server to staff sockets: a visitor's change (VisitorEvent). */
export const VISITOR_EVENT = 'visitor';

/** Socket event names beyond the tracking ones of requirements §7. */
export const CHAT_EVENTS = {
  /** Both ways: a chat message (sent: `SendChatMessage`, received: `StoredChatMessage`). */
  message: 'book-craft-message',
  typing: 'typing',
  /** Server to clients: a room changed (escalated, taken, closed, rated). Payload: `ChatRoom`. */
  room: 'chat-room',
  /** Server to visitors: whether the team can answer now (an available member, within working hours). Payload: `TeamPresence`. */
  agents: 'agents-online',
} as const;
