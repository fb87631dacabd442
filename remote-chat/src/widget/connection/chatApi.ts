import { callFor, type ChatRoom, type RoomHistory } from '@bookcraft/shared';
import type { VisitorEmail } from '@bookcraft/shared/contracts';

/** The chat's HTTP calls (docs/chat.md), each with the visitor token. */
export function chatApi(token: string) {
  const auth = { headers: { Authorization: `Bearer ${token}` } };
  const blob = { ...auth, responseType: 'blob' as const };
  return {
    history: (roomId: string, after?: string): Promise<RoomHistory> => callFor('GET /api/chat/chat-room/:id', { params: { id: roomId }, query: after ? { after } : undefined }, auth),
    escalate: (roomId: string): Promise<ChatRoom> => callFor('POST /api/chat/chat-room/:id/escalate', { params: { id: roomId }, body: {} }, auth),
    answered: (roomId: string): Promise<ChatRoom> => callFor('POST /api/chat/chat-room/:id/answered', { params: { id: roomId }, body: {} }, auth),
    close: (roomId: string): Promise<ChatRoom> => callFor('PUT /api/chat/close/:id', { params: { id: roomId }, body: {} }, auth),
    rate: (roomId: string, rating: number): Promise<ChatRoom> => callFor('POST /api/chat/chat-room/:id/rating', { params: { id: roomId }, body: { rating } }, auth),
    teamPresence: () => callFor('GET /api/chat/agents', {}),
    saveEmail: (body: VisitorEmail) => callFor('PUT /api/chat/visitor-email', { body }, auth).then(() => undefined),
    upload(roomId: string, file: File) {
      const form = new FormData();
      form.append('roomId', roomId);
      form.append('file', file);
      // Not JSON (the client's default, which would flatten the form); the browser adds the boundary.
      const headers = { ...auth.headers, 'Content-Type': 'multipart/form-data' };
      return callFor('POST /api/media/upload', { body: form }, { headers }).then((answer) => answer.id);
    },
    image: (id: string): Promise<Blob> => callFor('GET /api/media/download/:id', { params: { id } }, blob),
    transcript: (roomId: string): Promise<Blob> => callFor('GET /api/chat/transcript/:id', { params: { id: roomId } }, blob),
  };
}

export type ChatApi = ReturnType<typeof chatApi>;
