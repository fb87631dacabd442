import type { Socket } from 'socket.io-client';

/** The visitor as the shell's tracking knows them: one socket for the whole page, shared with the chat. */
export interface VisitorSession {
  customerId: string;
  token: string;
  roomId: string;
  socket: Socket;
}

let current: VisitorSession | undefined;
const listeners = new Set<(session: VisitorSession) => void>();

export function setVisitorSession(session: VisitorSession): void {
  current = session;
  listeners.forEach((listener) => listener(session));
}

export function getVisitorSession(): VisitorSession | undefined {
  return current;
}

/** Calls back with the session now if there is one, and whenever it is set; returns the unsubscribe function. */
export function onVisitorSession(listener: (session: VisitorSession) => void): () => void {
  listeners.add(listener);
  if (current) listener(current);
  return () => listeners.delete(listener);
}
