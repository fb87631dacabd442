import { api, getRuntimeConfig, type ChatRoom, type InboxRoom, type RoomHistory } from '@bookcraft/shared';
import type { ApiAnswer } from '@bookcraft/shared/contracts';

// The staff side of docs/chat.md; the session cookie authenticates each call.

export async function fetchInbox(): Promise<InboxRoom[]> {
  return (await api().get<InboxRoom[]>('/chat/chat-room/status')).data;
}

/** The room and its messages, only those after `afterId` when given (oldest first). */
export async function fetchRoomHistory(roomId: string, afterId?: string): Promise<RoomHistory> {
  return (await api().get<RoomHistory>(`/chat/chat-room/${roomId}`, { params: afterId ? { after: afterId } : {} })).data;
}

export async function markRoomRead(roomId: string): Promise<void> {
  await api().post(`/chat/chat-room/${roomId}/read`, {});
}

export async function closeRoom(roomId: string): Promise<ChatRoom> {
  return (await api().put<ChatRoom>(`/chat/close/${roomId}`, {})).data;
}

/** A plain link: the browser downloads the text file with the session cookie. */
export function transcriptUrl(roomId: string): string {
  return `${getRuntimeConfig().apiBaseUrl}/chat/transcript/${roomId}`;
}

export async function uploadImage(roomId: string, file: File): Promise<string> {
  const form = new FormData();
  form.append('roomId', roomId);
  form.append('file', file);
  // Not the client's JSON default: axios would turn the FormData into JSON; the browser adds the boundary.
  const response = await api().post<ApiAnswer<'POST /api/media/upload'>>('/media/upload', form, { headers: { 'Content-Type': 'multipart/form-data' } });
  return response.data.id;
}

/** An attached image, through the API client so a failed or forbidden download shows as such rather than as a broken image. */
export async function fetchImage(attachmentId: string): Promise<Blob> {
  return (await api().get<Blob>(`/media/download/${attachmentId}`, { responseType: 'blob' })).data;
}

/** The member takes an unassigned conversation (409 when someone was quicker). */
export async function takeRoom(roomId: string): Promise<ChatRoom> {
  return (await api().post<ChatRoom>(`/chat/chat-room/${roomId}/take`, {})).data;
}

/** Hands the conversation to another member with a note only staff see. */
export async function transferRoom(roomId: string, to: string, note: string): Promise<ChatRoom> {
  return (await api().post<ChatRoom>(`/chat/chat-room/${roomId}/transfer`, { to, note })).data;
}

export type ActiveMember = ApiAnswer<'GET /api/staff/members'>['members'][number];

/** The active members any member may transfer to: names and availability, no e-mails. */
export async function fetchActiveMembers(): Promise<ActiveMember[]> {
  return (await api().get<ApiAnswer<'GET /api/staff/members'>>('/staff/members')).data.members;
}
