import type { ChatRoom } from '@bookcraft/shared';
import type { TeamPresence } from '@bookcraft/shared/contracts';
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
  /** Outside working hours: when the team is back, and the company's time zone to say it in. */
  teamBack: { backAt: string; timeZone: string } | null;
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
  teamBack: null,
  visitorEmailKnown: null,
  unread: 0,
  uploading: false,
  problem: null,
});

/** What the server's answer on who is online (the call and the socket event) makes of the state. */
export const presenceState = ({ online, backAt, timeZone }: TeamPresence): Pick<ChatState, 'agentsOnline' | 'teamBack'> => ({
  agentsOnline: online,
  teamBack: !online && backAt && timeZone ? { backAt, timeZone } : null,
});
