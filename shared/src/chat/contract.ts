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

/** A stored message, as every client receives it. */
export interface StoredChatMessage {
  id: string;
  /** The sender's id for it; null for the server's own lines. */
  clientId: string | null;
  roomId: string;
  content: string;
  senderRole: SenderRole;
  /** The agent's display name on agent messages; null otherwise. */
  senderName: string | null;
  /** An uploaded image, fetched from `/api/media/download/{id}`. */
  attachmentId: string | null;
  createdAt: string;
}

export interface ChatRoom {
  id: string;
  customerId: string;
  status: 'open' | 'closed';
  escalated: boolean;
  escalatedAt: string | null;
  /** The staff member who took the conversation: an opaque id and the display name visitors see (never an e-mail). */
  agentId: string | null;
  agentName: string | null;
  rating: number | null;
  currentPage: string;
  createdAt: string;
}

/** A conversation as the agent console's inbox lists it. */
export interface InboxRoom extends ChatRoom {
  /** Visitor messages after the last one an agent read. */
  unread: number;
  lastMessage: StoredChatMessage | null;
  visitorName: string | null;
  visitorEmail: string | null;
  /** The visitor's presence and the page they are on now (the room's `currentPage` is where the chat began). */
  presence: string;
  visitorPage: string;
}

export interface RoomHistory {
  room: ChatRoom;
  messages: StoredChatMessage[];
  /** Whether the visitor's e-mail is on record, so the widget asks for it (while no one is online) only once. */
  visitorEmailKnown: boolean;
}

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
  /** Server to visitors: whether any agent is signed in. Payload: `{ online: boolean }`. */
  agents: 'agents-online',
} as const;
