import type { StoredChatMessage } from '@bookcraft/shared';
import { mergeStoredMessages, stillPending } from '@bookcraft/shared/messaging';

/** Delivered once the server stored it; sending until acknowledged; failed when the server said no or never answered. */
export type Delivery = 'delivered' | 'sending' | 'failed';
export type ThreadMessage = StoredChatMessage & { delivery: Delivery };
/** The visitor's own message, not yet stored: it always has its client id. */
export type UnsentMessage = ThreadMessage & { clientId: string };

const isPending = (message: ThreadMessage): message is UnsentMessage => message.delivery !== 'delivered';

/**
 * Merges stored messages into a thread by id; a stored message whose client
 * id matches a pending one replaces it, so a resend or a relay of our own
 * message never shows twice. Stored messages come first in id order, then
 * what is still pending, in the order it was written.
 */
export function mergeMessages(thread: readonly ThreadMessage[], incoming: readonly StoredChatMessage[]): ThreadMessage[] {
  if (incoming.length === 0) return thread as ThreadMessage[];
  const stored = mergeStoredMessages(
    thread.filter((message) => !isPending(message)),
    incoming.map((message): ThreadMessage => ({ ...message, delivery: 'delivered' })),
  );
  return [...stored, ...stillPending(pendingMessages(thread), stored)];
}

export function pendingMessages(thread: readonly ThreadMessage[]): UnsentMessage[] {
  return thread.filter(isPending);
}

/** The newest stored message's id, for `?after=` once a connection comes back. */
export function lastStoredId(thread: readonly ThreadMessage[]): string | undefined {
  return thread.filter((message) => !isPending(message)).at(-1)?.id;
}

export function withDelivery(thread: readonly ThreadMessage[], clientId: string, delivery: Delivery): ThreadMessage[] {
  return thread.map((message) => (message.clientId === clientId && isPending(message) ? { ...message, delivery } : message));
}
