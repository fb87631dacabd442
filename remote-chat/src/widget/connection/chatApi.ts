import { api, type ChatRoom, type RoomHistory } from '@bookcraft/shared';
import type { ApiAnswer, VisitorEmail } from '@bookcraft/shared/contracts';

/** The chat's HTTP calls (docs/chat.md), each with the visitor token. */
export function chatApi(token: string) {
  const auth = { headers: { Authorization: `Bearer ${token}` } };
  const blob = { ...auth, responseType: 'blob' as const };
  return {
    history: (roomId: string, after?: string) =>
      api()
        .get<RoomHistory>(`/chat/chat-room/${roomId}`, { ...auth, params: after ? { after } : undefined })
        .then((response) => response.data),
    escalate: (roomId: string) => api().post<ChatRoom>(`/chat/chat-room/${roomId}/escalate`, {}, auth).then((response) => response.data),
    close: (roomId: string) => api().put<ChatRoom>(`/chat/close/${roomId}`, {}, auth).then((response) => response.data),
    rate: (roomId: string, rating: number) => api().post<ChatRoom>(`/chat/chat-room/${roomId}/rating`, { rating }, auth).then((response) => response.data),
    teamPresence: () => api().get<ApiAnswer<'GET /api/chat/agents'>>('/chat/agents').then((response) => response.data),
    saveEmail: (body: VisitorEmail) => api().put<ApiAnswer<'PUT /api/chat/visitor-email'>>('/chat/visitor-email', body, auth).then(() => undefined),
    upload(roomId: string, file: File) {
      const form = new FormData();
      form.append('roomId', roomId);
      form.append('file', file);
      // Not JSON (the client's default, which would flatten the form); the browser adds the boundary.
      const headers = { ...auth.headers, 'Content-Type': 'multipart/form-data' };
      return api().post<ApiAnswer<'POST /api/media/upload'>>('/media/upload', form, { headers }).then((response) => response.data.id);
    },
    image: (id: string) => api().get<Blob>(`/media/download/${id}`, blob).then((response) => response.data),
    transcript: (roomId: string) => api().get<Blob>(`/chat/transcript/${roomId}`, blob).then((response) => response.data),
  };
}

export type ChatApi = ReturnType<typeof chatApi>;
