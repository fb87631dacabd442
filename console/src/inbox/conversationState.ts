import type { StoredChatMessage } from '@bookcraft/shared';
import { mergeStoredMessages, stillPending } from '@bookcraft/shared/messaging';

/** An agent's message on its way: shown at once, replaced by the stored one when the server acknowledges it. */
export interface PendingMessage {
  clientId: string;
  roomId: string;
  content: string;
  attachmentId?: string;
  /** An image still to upload, kept for a retry. */
  file?: File;
  /** 'uploading': its image is still going up; 'failed' waits for the agent to retry. */
  status: 'uploading' | 'sending' | 'failed';
  error?: string;
}

export interface ConversationsState {
  /** Messages of the rooms opened so far, oldest first. */
  messages: Record<string, StoredChatMessage[]>;
  pending: PendingMessage[];
}

export type ConversationsAction =
  /** From now on the room keeps live messages, even those that arrive while its history loads. */
  | { type: 'opened'; roomId: string }
  | { type: 'historyLoaded'; roomId: string; messages: StoredChatMessage[] }
  | { type: 'messageStored'; message: StoredChatMessage }
  | { type: 'pendingAdded'; message: PendingMessage }
  | { type: 'pendingChanged'; clientId: string; change: Partial<PendingMessage> }
  /** After a reconnect only the open room is caught up; the others load afresh when opened. */
  | { type: 'keepOnly'; roomId: string | null };

export const initialConversations: ConversationsState = { messages: {}, pending: [] };


export function lastMessageId(messages: StoredChatMessage[] | undefined): string | undefined {
  return messages?.at(-1)?.id;
}

export function conversationsReducer(state: ConversationsState, action: ConversationsAction): ConversationsState {
  switch (action.type) {
    case 'opened':
      return state.messages[action.roomId] ? state : { ...state, messages: { ...state.messages, [action.roomId]: [] } };
    case 'historyLoaded':
      return { ...state, messages: { ...state.messages, [action.roomId]: mergeStoredMessages(state.messages[action.roomId] ?? [], action.messages) } };
    case 'messageStored': {
      const { message } = action;
      const loaded = state.messages[message.roomId];
      return {
        // A room not opened yet keeps no partial history: it loads whole when opened.
        messages: loaded ? { ...state.messages, [message.roomId]: mergeStoredMessages(loaded, [message]) } : state.messages,
        pending: stillPending(state.pending, [message]),
      };
    }
    case 'pendingAdded':
      return { ...state, pending: [...state.pending, action.message] };
    case 'pendingChanged':
      return { ...state, pending: state.pending.map((pending) => (pending.clientId === action.clientId ? { ...pending, ...action.change } : pending)) };
    case 'keepOnly':
      return { ...state, messages: action.roomId && state.messages[action.roomId] ? { [action.roomId]: state.messages[action.roomId]! } : {} };
  }
}
