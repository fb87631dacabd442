import { storedList } from '@bookcraft/shared';
import type { ThreadMessage } from './thread';

const unsentList = storedList<ThreadMessage>('bookcraft:chat-unsent');
const readAll = unsentList.read;

/** What the visitor wrote that the server has not acknowledged yet, kept so a reload or a lost connection loses nothing. */
export function readUnsent(roomId: string): ThreadMessage[] {
  return readAll()
    .filter((message) => message.roomId === roomId)
    .map((message) => ({ ...message, delivery: 'sending' }));
}

export function writeUnsent(roomId: string, unsent: readonly ThreadMessage[]): void {
  const others = readAll().filter((message) => message.roomId !== roomId);
  unsentList.write([...others, ...unsent]);
}
