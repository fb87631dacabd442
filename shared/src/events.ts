import type { FormType, PresenceStatus } from './types';

/**
 * Every cross-remote event and its payload. The bus rides on `window` events,
 * so separately built bundles (and partner pages that mount only the chat)
 * hear each other without sharing a module instance.
 */
export interface EventMap {
  customerUpdated: { customerId: string; fields: Record<string, string> };
  presenceChanged: { status: PresenceStatus };
  openFormPopup: { formType?: FormType };
  openChat: Record<string, never>;
  /** The landing page's content is live; deferred work may start. */
  pageReady: Record<string, never>;
}
export type EventName = keyof EventMap;

const PREFIX = 'bookcraft:';

export function emit<K extends EventName>(name: K, payload: EventMap[K]): void {
  window.dispatchEvent(new CustomEvent(PREFIX + name, { detail: payload }));
}

/** Subscribes to one event; returns the unsubscribe function. */
export function on<K extends EventName>(name: K, handler: (payload: EventMap[K]) => void): () => void {
  const listener = (event: Event) => handler((event as CustomEvent<EventMap[K]>).detail);
  window.addEventListener(PREFIX + name, listener);
  return () => window.removeEventListener(PREFIX + name, listener);
}
