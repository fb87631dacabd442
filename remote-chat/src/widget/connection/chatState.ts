import type { ChatRoom } from '@bookcraft/shared';
import type { ThreadMessage } from './thread';

export interface ChatState {
  roomId: string;
  /** Known once the history has loaded or the server announced a change. */
  room: ChatRoom | null;
  messages: ThreadMessage[];
  historyLoaded: boolean;
  agentTyping: boolean;
  /** Unknown (null) until the server says; the composer shows meanwhile. */
  agentsOnline: boolean | null;
  /** Whether the server has the visitor's e-mail, so it is asked for once (null until the history says). */
  visitorEmailKnown: boolean | null;
  /** Agent and system messages that arrived while the panel was closed. */
  unread: number;
  uploading: boolean;
  /** The last call that failed, in words for the visitor. */
  problem: string | null;
}

export const initialChatState = (roomId: string, messages: ThreadMessage[]): ChatState => ({
  roomId,
  room: null,
  messages,
  historyLoaded: false,
  agentTyping: false,
  agentsOnline: null,
  visitorEmailKnown: null,
  unread: 0,
  uploading: false,
  problem: null,
});
