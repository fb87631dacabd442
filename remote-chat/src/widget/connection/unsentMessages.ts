import type { ThreadMessage } from './thread';

const KEY = 'bookcraft:chat-unsent';

/** What the visitor wrote that the server has not acknowledged yet, kept so a reload or a lost connection loses nothing. */
export function readUnsent(roomId: string): ThreadMessage[] {
  return readAll()
    .filter((message) => message.roomId === roomId)
    .map((message) => ({ ...message, delivery: 'sending' }));
}

export function writeUnsent(roomId: string, unsent: readonly ThreadMessage[]): void {
  const others = readAll().filter((message) => message.roomId !== roomId);
  const all = [...others, ...unsent];
  try {
    if (all.length) localStorage.setItem(KEY, JSON.stringify(all));
    else localStorage.removeItem(KEY);
  } catch {
    // Storage full or blocked (private mode): the messages still live in memory.
  }
}

function readAll(): ThreadMessage[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as ThreadMessage[]) : [];
  } catch {
    return [];
  }
}
