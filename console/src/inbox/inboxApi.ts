import { callFor, getRuntimeConfig, pathOf, type ChatRoom, type InboxRoom, type RoomHistory } from '@bookcraft/shared';
import type { ApiAnswer } from '@bookcraft/shared/contracts';

// The staff side of docs/chat.md; the session cookie authenticates each call.

export const fetchInbox = (): Promise<InboxRoom[]> => callFor('GET /api/chat/chat-room/status', {});

/** The room and its messages, only those after `afterId` when given (oldest first). */
export const fetchRoomHistory = (roomId: string, afterId?: string): Promise<RoomHistory> =>
  callFor('GET /api/chat/chat-room/:id', { params: { id: roomId }, query: afterId ? { after: afterId } : {} });

export const markRoomRead = async (roomId: string): Promise<void> => {
  await callFor('POST /api/chat/chat-room/:id/read', { params: { id: roomId }, body: {} });
};

export const closeRoom = (roomId: string): Promise<ChatRoom> => callFor('PUT /api/chat/close/:id', { params: { id: roomId }, body: {} });

/** A plain link: the browser downloads the text file with the session cookie. */
export function transcriptUrl(roomId: string): string {
  return `${getRuntimeConfig().apiBaseUrl}${pathOf('GET /api/chat/transcript/:id', { id: roomId })}`;
}

export async function uploadImage(roomId: string, file: File): Promise<string> {
  const form = new FormData();
  form.append('roomId', roomId);
  form.append('file', file);
  // Not the client's JSON default: axios would turn the FormData into JSON; the browser adds the boundary.
  return (await callFor('POST /api/media/upload', { body: form }, { headers: { 'Content-Type': 'multipart/form-data' } })).id;
}

/** An attached image, through the API client so a failed or forbidden download shows as such rather than as a broken image. */
export const fetchImage = (attachmentId: string): Promise<Blob> => callFor('GET /api/media/download/:id', { params: { id: attachmentId } }, { responseType: 'blob' });

/** The member takes an unassigned conversation (409 when someone was quicker). */
export const takeRoom = (roomId: string): Promise<ChatRoom> => callFor('POST /api/chat/chat-room/:id/take', { params: { id: roomId }, body: {} });

/** Hands the conversation to another member with a note only staff see. */
export const transferRoom = (roomId: string, to: string, note: string): Promise<ChatRoom> =>
  callFor('POST /api/chat/chat-room/:id/transfer', { params: { id: roomId }, body: { to, note } });

export type ActiveMember = ApiAnswer<'GET /api/staff/members'>['members'][number];

/** The active members any member may transfer to: names and availability, no e-mails. */
export const fetchActiveMembers = async (): Promise<ActiveMember[]> => (await callFor('GET /api/staff/members', {})).members;
