import type { TypedSocket } from '../socket/createSocket';

/** Where a visitor's id, token and chat room are kept in this page's storage. */
export interface VisitorStorageKeys {
  customerId: string;
  visitorToken: string;
  roomId: string;
}

/** The visitor as the page's tracking knows them: one socket for the whole page, shared with the chat. */
export interface VisitorSession {
  customerId: string;
  token: string;
  roomId: string;
  socket: TypedSocket;
  storageKeys: VisitorStorageKeys;
  /** The page as staff see it: a path on the site, the page address on a partner's. */
  currentPage: () => string;
}

/**
 * How the page's connection to the chat stands, for the widget to say so:
 * still starting, failing and trying again (the API or socket could not be
 * reached, or refused for a while), connected, or not offered on this page
 * (a partner origin the site does not allow).
 */
export type VisitorConnectionState = 'connecting' | 'retrying' | 'connected' | 'unavailable';

let current: VisitorSession | undefined;
let connectionState: VisitorConnectionState = 'connecting';
const sessionListeners = new Set<(session: VisitorSession) => void>();
const stateListeners = new Set<(state: VisitorConnectionState) => void>();

export function setVisitorSession(session: VisitorSession): void {
  current = session;
  sessionListeners.forEach((listener) => listener(session));
}

export function getVisitorSession(): VisitorSession | undefined {
  return current;
}

/** Calls back with the session now if there is one, and whenever it is set; returns the unsubscribe function. */
export function onVisitorSession(listener: (session: VisitorSession) => void): () => void {
  sessionListeners.add(listener);
  if (current) listener(current);
  return () => sessionListeners.delete(listener);
}

export function setVisitorConnectionState(state: VisitorConnectionState): void {
  if (state === connectionState) return;
  connectionState = state;
  stateListeners.forEach((listener) => listener(state));
}

export const getVisitorConnectionState = () => connectionState;

/** Calls back whenever the connection state changes; returns the unsubscribe function. */
export function onVisitorConnectionState(listener: (state: VisitorConnectionState) => void): () => void {
  stateListeners.add(listener);
  return () => stateListeners.delete(listener);
}
