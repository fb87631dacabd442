import { useCallback, useEffect, useState } from 'react';
import { CHAT_EVENTS, type ChatRoom } from '@bookcraft/shared';
import { useOnReconnect, useSocketEvent } from '../live/AgentSocketProvider';
import { useLatest } from '../ui/useLatest';
import { lastMessageId } from './conversationState';
import { fetchRoomHistory, markRoomRead } from './inboxApi';
import type { Conversations } from './useConversations';

interface RoomHistoryOptions {
  conversations: Conversations;
  onRoomChanged: (room: ChatRoom) => void;
  onRead: (roomId: string) => void;
}

/**
 * Loads an opened room's messages (only the missed ones when some are known,
 * and again after a reconnect) and marks the room read, now and whenever the
 * visitor writes while it is open.
 */
export function useRoomHistory(roomId: string, { conversations, onRoomChanged, onRead }: RoomHistoryOptions) {
  const [status, setStatus] = useState<'loading' | 'loaded' | 'failed'>('loading');
  const [attempt, setAttempt] = useState(0);
  const latest = useLatest({ conversations, onRoomChanged, onRead });

  const markRead = useCallback(() => {
    markRoomRead(roomId).then(
      () => latest.current.onRead(roomId),
      () => undefined, // The unread count stays; the next message or opening tries again.
    );
  }, [roomId, latest]);

  useEffect(() => {
    let current = true;
    const { conversations: known } = latest.current;
    const afterId = lastMessageId(known.messages[roomId]);
    known.opened(roomId);
    fetchRoomHistory(roomId, afterId).then(
      (history) => {
        if (!current) return;
        latest.current.conversations.historyLoaded(roomId, history.messages);
        latest.current.onRoomChanged(history.room);
        setStatus('loaded');
        markRead();
      },
      () => current && setStatus((previous) => (previous === 'loaded' ? previous : 'failed')),
    );
    return () => {
      current = false;
    };
  }, [roomId, attempt, latest, markRead]);

  useOnReconnect(() => setAttempt((count) => count + 1));
  useSocketEvent(CHAT_EVENTS.message, (message) => {
    if (message.roomId === roomId && message.senderRole === 'visitor') markRead();
  });

  return { status, retry: () => setAttempt((count) => count + 1) };
}
