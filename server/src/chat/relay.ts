import type { ChatRoom, StoredChatMessage } from '@bookcraft/shared/core';
import { CHAT_EVENTS } from '@bookcraft/shared/core';
import { conversation, STAFF_ROOM, visitorSockets, type SocketServer } from '../core/socketServer';

/** A stored message to the conversation's visitor and every agent, on every node. */
export function relayMessage(io: SocketServer, message: StoredChatMessage): void {
  io.to(conversation(message.roomId)).to(STAFF_ROOM).emit(CHAT_EVENTS.message, message);
}

export function relayRoom(io: SocketServer, room: ChatRoom): void {
  io.to(conversation(room.id)).to(STAFF_ROOM).emit(CHAT_EVENTS.room, room);
}

/**
 * Whether any socket is in a Socket.IO room: on this node, else on any other
 * (asked through the adapter); when the other nodes cannot be asked (Redis
 * is away), on this one alone. Asked only when an agent answers a visitor
 * not connected here, never on a visitor's connect (agentPresence.ts).
 */
async function anyoneIn(io: SocketServer, room: string): Promise<boolean> {
  // Read from this node's own rooms: even a `local` fetchSockets asks Redis how many nodes there are.
  if ((io.sockets.adapter.rooms.get(room)?.size ?? 0) > 0) return true;
  try {
    return (await io.in(room).fetchSockets()).length > 0;
  } catch {
    return false;
  }
}

/** Whether the visitor still has a page of the site (or a partner's embed) open: then an answer reaches them live. */
export const visitorConnected = (io: SocketServer, customerId: string) => anyoneIn(io, visitorSockets(customerId));
