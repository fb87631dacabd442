import { useSyncExternalStore } from 'react';
import { getVisitorConnectionState, onVisitorConnectionState, type VisitorConnectionState } from '@bookcraft/shared';
import { note } from './styles';

const SAYS: Record<VisitorConnectionState, string> = {
  connecting: 'Connecting to the chat…',
  retrying: 'We cannot reach the chat right now. We keep trying, and it will open here by itself.',
  connected: 'Connecting to the chat…',
  unavailable: 'The chat is not available on this site.',
};

/** Before the chat can start: what the page's connection is doing, in words (it never waits silently). */
export function ConnectingNote() {
  const state = useSyncExternalStore(onVisitorConnectionState, getVisitorConnectionState);
  return (
    <p role="status" css={note}>
      {SAYS[state]}
    </p>
  );
}
