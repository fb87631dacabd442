import { useEffect, useState, useSyncExternalStore } from 'react';
import { onVisitorSession } from '@bookcraft/shared';
import { ChatConnection } from '../connection/ChatConnection';
import type { ChatState } from '../connection/chatState';
import { beep, readChoice, VISITOR_TONE } from '@bookcraft/shared/messaging';
import { VISITOR_SOUND } from '../sound';

const notifyAgentMessage = () => {
  if (readChoice(VISITOR_SOUND)) beep(VISITOR_TONE);
};

/** The conversation over the page's socket, once the tracking (or the partner embed) has published the visitor's session. */
export function useVisitorConnection(): ChatConnection | null {
  const [connection, setConnection] = useState<ChatConnection | null>(null);
  useEffect(() => {
    let current: ChatConnection | null = null;
    const stop = onVisitorSession((session) => {
      if (current?.serves(session)) return;
      current?.dispose();
      current = new ChatConnection(session, { onAgentMessage: notifyAgentMessage });
      setConnection(current);
    });
    return () => {
      stop();
      current?.dispose();
    };
  }, []);
  return connection;
}

const noStore = () => () => undefined;

export function useChatState(connection: ChatConnection | null): ChatState | null {
  return useSyncExternalStore(connection ? connection.store.subscribe : noStore, () => connection?.store.get() ?? null);
}
