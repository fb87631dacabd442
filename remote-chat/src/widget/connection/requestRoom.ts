import type { Socket } from 'socket.io-client';
import { STORAGE_KEYS, type ChatAck } from '@bookcraft/shared';

const ROOM_TIMEOUT_MS = 10_000;

/** Asks the server for the visitor's open room (a new one after the last was closed) and remembers it for later visits. */
export async function requestRoom(socket: Socket, customerId: string): Promise<string> {
  const request = { customerId, current_page: window.location.pathname };
  const answer = (await socket.timeout(ROOM_TIMEOUT_MS).emitWithAck('createRoom', request)) as ChatAck<{ roomId: string | number }>;
  if (!answer.ok) throw new Error(answer.error);
  const roomId = String(answer.roomId);
  localStorage.setItem(STORAGE_KEYS.roomId, roomId);
  return roomId;
}
