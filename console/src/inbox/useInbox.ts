import { useCallback, useEffect, useReducer } from 'react';
import { CHAT_EVENTS } from '@bookcraft/shared';
import { VISITOR_EVENT } from '@bookcraft/shared';
import { useOnReconnect, useSocketEvent } from '../live/AgentSocketProvider';
import { fetchInbox } from './inboxApi';
import { inboxReducer, initialInbox } from './inboxState';

/**
 * The conversation list, kept live by the socket for as long as the console
 * is signed in (not only while the Inbox tab shows), so the title badge and
 * the sound follow new conversations and escalations anywhere in the console.
 */
export function useInbox() {
  const [inbox, dispatch] = useReducer(inboxReducer, initialInbox);

  const reload = useCallback(() => {
    fetchInbox().then(
      (rooms) => dispatch({ type: 'loaded', rooms }),
      () => dispatch({ type: 'failed' }),
    );
  }, []);

  useEffect(reload, [reload]);
  useEffect(() => {
    if (inbox.stale) reload();
  }, [inbox.stale, reload]);
  useOnReconnect(reload);
  useSocketEvent(CHAT_EVENTS.room, (room) => dispatch({ type: 'roomChanged', room }));
  useSocketEvent(CHAT_EVENTS.message, (message) => dispatch({ type: 'messageArrived', message }));
  useSocketEvent(VISITOR_EVENT, (event) => dispatch({ type: 'visitorEvent', event }));

  return { inbox, dispatch, reload };
}

export type InboxHandle = ReturnType<typeof useInbox>;
