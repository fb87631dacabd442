import type { ChatRoom, StoredChatMessage } from '@bookcraft/shared';
import { CHAT_EVENTS } from '@bookcraft/shared';
import type { Server } from 'socket.io';
import { STAFF_ROOM } from '../visitors/relay';

/** The Socket.IO room of one conversation: its visitor's sockets, on every node. */
export const conversation = (roomId: string) => `room:${roomId}`;

/** A stored message to the conversation's visitor and every agent, on every node. */
export function relayMessage(io: Server, message: StoredChatMessage): void {
  io.to(conversation(message.roomId)).to(STAFF_ROOM).emit(CHAT_EVENTS.message, message);
}

export function relayRoom(io: Server, room: ChatRoom): void {
  io.to(conversation(room.id)).to(STAFF_ROOM).emit(CHAT_EVENTS.room, room);
}

/**
 * Whether any agent is signed in with a console open, on any node; when the
 * other nodes cannot be asked (Redis is away), on this one.
 */
export async function agentsOnline(io: Server): Promise<boolean> {
  try {
    return (await io.in(STAFF_ROOM).fetchSockets()).length > 0;
  } catch {
    // Read from this node's own rooms: even a `local` fetchSockets asks Redis how many nodes there are.
    return (io.sockets.adapter.rooms.get(STAFF_ROOM)?.size ?? 0) > 0;
  }
}

/** Tells every visitor whether someone can answer. */
export async function announceAgents(io: Server): Promise<void> {
  io.except(STAFF_ROOM).emit(CHAT_EVENTS.agents, { online: await agentsOnline(io) });
}
