import { callFor, type InboxRoom } from '@bookcraft/shared';
import type { SearchResult } from '@bookcraft/shared/contracts';
import { fetchRoomHistory } from '../inbox/inboxApi';

/** Messages, notes, visitors and leads holding every word of `q`, best first. */
export const search = async (q: string, signal?: AbortSignal): Promise<SearchResult[]> => (await callFor('GET /api/staff/search', { query: { q } }, { signal })).results;

/**
 * A found conversation as the inbox lists one. It may be closed and older than the inbox's list, so
 * it is read by id, with its labels; what only the list knows (presence, page, handover) is left blank.
 */
export async function foundConversation(found: { roomId: string; visitorName: string | null }): Promise<InboxRoom> {
  const { room, messages, labels = [] } = await fetchRoomHistory(found.roomId);
  const lastMessage = messages.filter((message) => message.senderRole !== 'system').at(-1) ?? null;
  return { ...room, unread: 0, lastMessage, visitorName: found.visitorName, visitorEmail: null, presence: 'offline', visitorPage: '', handover: null, labels };
}
