import type { FormType } from '../contract/types';

/**
 * Every cross-remote event and its payload. The bus rides on `window` events,
 * so separately built bundles (and partner pages that mount only the chat)
 * hear each other without sharing a module instance.
 */
export interface EventMap {
  /** A lead form's field was left (requirements §3.2): the chat stops asking for an e-mail it now has. */
  customerUpdated: { customerId: string; fields: Record<string, string> };
  openFormPopup: { formType?: FormType };
  /** The landing page's content is live; deferred work may start. */
  pageReady: Record<string, never>;
  /** Show or update the toast `id` (requirements §4.3). The shell owns the one toaster, so a toast outlives the form that raised it. */
  toast: ToastRequest;
}

export interface ToastRequest {
  id: string;
  kind: 'loading' | 'success' | 'error';
  message: string;
  /** The message carries its own icon (family B's "👍 Submitted."): none is added. */
  plainIcon?: boolean;
}
export type EventName = keyof EventMap;

const PREFIX = 'bookcraft:';

// The bus is the page's: a client run outside a browser (the chat connection in a server test) has none to hear.
const hasPage = () => typeof window !== 'undefined';

export function emit<K extends EventName>(name: K, payload: EventMap[K]): void {
  if (!hasPage()) return;
  window.dispatchEvent(new CustomEvent(PREFIX + name, { detail: payload }));
}

/** Subscribes to one event; returns the unsubscribe function. */
export function on<K extends EventName>(name: K, handler: (payload: EventMap[K]) => void): () => void {
  if (!hasPage()) return () => undefined;
  const listener = (event: Event) => handler((event as CustomEvent<EventMap[K]>).detail);
  window.addEventListener(PREFIX + name, listener);
  return () => window.removeEventListener(PREFIX + name, listener);
}
