import { CHAT_EVENTS, type ChatAck, type StoredChatMessage } from '@bookcraft/shared';
import type { SendChatMessage } from '@bookcraft/shared/contracts';

/** A message on its way: it goes with the same client id every time, so the server stores a resend once. */
export interface OutgoingMessage {
  clientId: string;
  roomId: string;
  content: string;
  attachmentId?: string | null;
}

/** How the latest send of a message ended. An answer lost with the connection is none of these: the message stays pending. */
export type SendOutcome = { outcome: 'stored'; message: StoredChatMessage } | { outcome: 'refused'; error: string } | { outcome: 'noAnswer' };

/** A chat message's acknowledgement names the stored message; the contract's `{ ok: true }` alone is a presence line's. */
type MessageAck = ChatAck<{ message: StoredChatMessage }> | { ok: true };

/** What the visitor's and the staff socket have in common: a chat message sent with a timeout on its acknowledgement. */
export interface MessageSocket {
  readonly connected: boolean;
  timeout(ms: number): { emit(event: typeof CHAT_EVENTS.message, payload: SendChatMessage, ack: (error: Error | null, answer: MessageAck) => void): unknown };
}

export interface PendingSenderOptions {
  ackTimeoutMs: number;
  /** The console's replies name their sender; the visitor's payload names none. */
  senderRole?: 'agent';
  onOutcome: (clientId: string, outcome: SendOutcome) => void;
}

export type PendingSender = ReturnType<typeof createPendingSender>;

/**
 * Sends chat messages that the caller keeps as pending until `onOutcome`
 * reports them stored (or refused, or unanswered). Only the answer to a
 * message's latest send counts; a send cut off by a lost connection is
 * reported as nothing, for `resend` to send again after the reconnect.
 */
export function createPendingSender(socket: MessageSocket, { ackTimeoutMs, senderRole, onOutcome }: PendingSenderOptions) {
  /** The latest send of each message still waiting for its answer. */
  const awaiting = new Map<string, number>();
  let sends = 0;

  const payload = ({ roomId, clientId, content, attachmentId }: OutgoingMessage): SendChatMessage => ({
    roomId,
    clientId,
    content,
    ...(senderRole ? { senderRole } : {}),
    ...(attachmentId ? { attachmentId } : {}),
  });

  function send(message: OutgoingMessage): void {
    // Offline it stays pending: socket.io would otherwise buffer a copy beside the resend after the reconnect.
    if (!socket.connected) return;
    const { clientId } = message;
    const attempt = ++sends;
    awaiting.set(clientId, attempt);
    socket.timeout(ackTimeoutMs).emit(CHAT_EVENTS.message, payload(message), (error, answer) => {
      if (awaiting.get(clientId) !== attempt) return;
      awaiting.delete(clientId);
      // socket.io fails every open acknowledgement as the connection drops: not a failure of the message.
      if (error && !socket.connected) return;
      if (error) onOutcome(clientId, { outcome: 'noAnswer' });
      else if ('message' in answer) onOutcome(clientId, { outcome: 'stored', message: answer.message });
      else onOutcome(clientId, { outcome: 'refused', error: 'error' in answer ? answer.error : 'The message was not stored' });
    });
  }

  /** After a reconnect: sends each of `messages` again, unless its latest send is still waiting for an answer. */
  function resend(messages: Iterable<OutgoingMessage>): void {
    for (const message of messages) if (!awaiting.has(message.clientId)) send(message);
  }

  return { payload, send, resend };
}

/** The pending messages still unacknowledged once `stored` came from the server: a stored message replaces the one with its client id. */
export function stillPending<T extends { clientId: string | null }>(pending: readonly T[], stored: Iterable<{ clientId: string | null }>): T[] {
  const storedClientIds = new Set<string | null>();
  for (const message of stored) if (message.clientId) storedClientIds.add(message.clientId);
  return pending.filter((message) => !storedClientIds.has(message.clientId));
}
