import { useState } from 'react';
import { css } from '@emotion/react';
import { mutedText } from '../ui/styles';
import { LoadStatus } from '../ui/LoadState';
import { RoomList } from './RoomList';
import { RoomThread } from './RoomThread';
import { RoomViewFilter } from './RoomViewFilter';
import { emptyViewText, roomsInView, type RoomView } from './roomViews';
import { useConversations } from './useConversations';
import type { InboxHandle } from './useInbox';

const layout = css`
  display: grid;
  grid-template-columns: minmax(16rem, 22rem) 1fr;
  gap: 1.25rem;
  align-items: start;
  h2 { margin-top: 0; }
  @media (max-width: 767px) { grid-template-columns: 1fr; }
`;
const threadBox = css`
  display: flex;
  flex-direction: column;
  height: calc(100vh - 12rem);
  min-height: 26rem;
`;

interface InboxPanelProps {
  inbox: InboxHandle;
  staffId: string;
  isAdmin: boolean;
}

/**
 * The conversations on the left, the open one on the right. The list starts on All: a new
 * conversation nobody has taken, or one routed to me, is never hidden by a view chosen earlier.
 */
export function InboxPanel({ inbox: { inbox, dispatch, reload }, staffId, isAdmin }: InboxPanelProps) {
  const conversations = useConversations(inbox.openRoomId);
  const [view, setView] = useState<RoomView>('all');
  const openRoom = inbox.rooms.find((room) => room.id === inbox.openRoomId);

  return (
    <div css={layout}>
      <section aria-labelledby="inbox-rooms-title">
        <h2 id="inbox-rooms-title">Conversations</h2>
        <LoadStatus status={inbox.status} what="conversations" retry={reload}>
          {() => (
            <>
              <RoomViewFilter view={view} onChange={setView} />
              <RoomList rooms={roomsInView(inbox.rooms, view, staffId)} openRoomId={inbox.openRoomId} staffId={staffId} emptyText={emptyViewText(view)} onOpen={(roomId) => dispatch({ type: 'opened', roomId })} />
            </>
          )}
        </LoadStatus>
      </section>
      <div css={threadBox}>
        {openRoom ? (
          <RoomThread
            key={openRoom.id}
            room={openRoom}
            staffId={staffId}
            isAdmin={isAdmin}
            conversations={conversations}
            onRoomChanged={(room) => dispatch({ type: 'roomChanged', room })}
            onRead={(roomId) => dispatch({ type: 'read', roomId })}
          />
        ) : (
          <p css={mutedText}>Choose a conversation to read and answer it.</p>
        )}
      </div>
    </div>
  );
}
