import type { TypedSocket } from './createSocket';
import type { ChatAck } from '../../contract/chat/contract';

const ROOM_TIMEOUT_MS = 10_000;

/** Asks the server for the visitor's open room (a new one after the last was closed) and remembers it under `storageKey`. */
export async function requestRoom(socket: TypedSocket, customerId: string, storageKey: string, currentPage = window.location.pathname): Promise<string> {
  const answer = (await socket.timeout(ROOM_TIMEOUT_MS).emitWithAck('createRoom', { customerId, current_page: currentPage })) as ChatAck<{ roomId: string | number }>;
  if (!answer.ok) throw new Error(answer.error);
  const roomId = String(answer.roomId);
  localStorage.setItem(storageKey, roomId);
  return roomId;
}
