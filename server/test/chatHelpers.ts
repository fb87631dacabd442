import { randomUUID } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import type { StoredChatMessage } from '@bookcraft/shared';
import { cookieFrom, signIn } from './helpers';
import { asVisitor, emitWithAck, openSocket, register } from './visitorHelpers';

export interface ChatVisitor {
  id: string;
  token: string;
  roomId: string;
  socket: Socket;
}

/** A registered visitor with a connected socket and a chat room. */
export async function chatVisitor(url: string): Promise<ChatVisitor> {
  const { id, token } = await register(url);
  const socket = await openSocket(url, { token });
  const answer = await emitWithAck(socket, 'createRoom', { customerId: id, current_page: '/services' });
  return { id, token, roomId: String(answer.roomId), socket };
}

export const staffCookie = async (url: string) => cookieFrom(await signIn(url), 'bc_staff')!.split(';')[0]!;

export const say = (socket: Socket, roomId: string, content: string, clientId: string = randomUUID()) =>
  emitWithAck(socket, 'book-craft-message', { roomId, clientId, content }) as Promise<{ ok?: boolean; message?: StoredChatMessage; error?: string; fields?: Record<string, string> }>;

/** Resolves with the next chat message the socket receives that matches. */
export function nextMessage(socket: Socket, match: (message: StoredChatMessage) => boolean = () => true): Promise<StoredChatMessage> {
  return new Promise((resolve) => {
    const listener = (message: StoredChatMessage) => {
      if (!match(message)) return;
      socket.off('book-craft-message', listener);
      resolve(message);
    };
    socket.on('book-craft-message', listener);
  });
}

export async function history(url: string, roomId: string, headers: Record<string, string>, after?: string) {
  const response = await fetch(`${url}/api/chat/chat-room/${roomId}${after ? `?after=${after}` : ''}`, { headers });
  return { status: response.status, body: (await response.json()) as { messages: StoredChatMessage[]; room: { status: string; escalated: boolean } } };
}

export const visitorHeaders = (visitor: { token: string }) => asVisitor(visitor.token);
