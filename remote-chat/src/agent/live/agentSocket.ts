import type { Socket } from 'socket.io-client';
import { CHAT_EVENTS, type ChatAck, type ChatRoom, type StoredChatMessage, type VisitorEvent } from '@bookcraft/shared';
import { typingSchema, type SendChatMessage } from '@bookcraft/shared/contracts';

export type TypingSignal = ReturnType<typeof typingSchema.parse>;

export const VISITOR_EVENT = 'visitor';

export type MessageAck = ChatAck<{ message: StoredChatMessage }>;

/** Events the server sends to a staff socket (docs/chat.md). */
export interface AgentServerEvents {
  [CHAT_EVENTS.message]: (message: StoredChatMessage) => void;
  [CHAT_EVENTS.room]: (room: ChatRoom) => void;
  [CHAT_EVENTS.typing]: (signal: TypingSignal) => void;
  [VISITOR_EVENT]: (event: VisitorEvent) => void;
}

/** Events a staff socket sends. */
export interface AgentClientEvents {
  [CHAT_EVENTS.message]: (message: SendChatMessage, ack: (answer: MessageAck) => void) => void;
  [CHAT_EVENTS.typing]: (signal: TypingSignal) => void;
}

export type AgentSocket = Socket<AgentServerEvents, AgentClientEvents>;
