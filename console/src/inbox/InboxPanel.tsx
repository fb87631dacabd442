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
import { LabelFilter } from '../labels/LabelFilter';
import type { ConversationLabel } from '../labels/labelsApi';
import { MentionsList } from '../notes/MentionsList';
import { useMentions } from '../notes/useMentions';

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
  /** The signed-in member's name, for saved replies' placeholders. */
  staffName: string;
  isAdmin: boolean;
  /** The team's labels (null until read), shared with the Labels tab. */
  labels: ConversationLabel[] | null;
  /** Opens a conversation by id, as search does: one older than the list, or closed, opens too. */
  openConversation: (roomId: string, visitorName: string | null) => Promise<unknown>;
}

/**
 * The conversations on the left, the open one on the right. The list starts on All: a new
 * conversation nobody has taken, or one routed to me, is never hidden by a view chosen earlier.
 */
export function InboxPanel({ inbox: { inbox, dispatch, reload }, staffId, staffName, isAdmin, labels: known, openConversation }: InboxPanelProps) {
  const labels = known ?? [];
  const conversations = useConversations(inbox.openRoomId);
  const [view, setView] = useState<RoomView>('all');
  const [labelId, setLabelId] = useState('');
  const mentions = useMentions();
  const openRoom = inbox.rooms.find((room) => room.id === inbox.openRoomId);
  const rooms = roomsInView(inbox.rooms, view, staffId).filter((room) => !labelId || room.labels.some((label) => label.id === labelId));

  const openMentioned = (roomId: string, visitorName: string | null) => {
    if (inbox.rooms.some((room) => room.id === roomId)) dispatch({ type: 'opened', roomId });
    else void openConversation(roomId, visitorName);
  };

  return (
    <div css={layout}>
      <div>
        <MentionsList mentions={mentions} onOpen={openMentioned} />
        <section aria-labelledby="inbox-rooms-title">
          <h2 id="inbox-rooms-title">Conversations</h2>
          <LoadStatus status={inbox.status} what="conversations" retry={reload}>
            {() => (
              <>
                <RoomViewFilter view={view} onChange={setView} />
                <LabelFilter labels={labels} value={labelId} onChange={setLabelId} />
                <RoomList rooms={rooms} openRoomId={inbox.openRoomId} staffId={staffId} emptyText={labelId ? 'No conversation has this label here.' : emptyViewText(view)} onOpen={(roomId) => dispatch({ type: 'opened', roomId })} />
              </>
            )}
          </LoadStatus>
        </section>
      </div>
      <div css={threadBox}>
        {openRoom ? (
          <RoomThread
            key={openRoom.id}
            room={openRoom}
            staffId={staffId}
            staffName={staffName}
            labels={labels}
            onLabelsChanged={(changed) => dispatch({ type: 'labelsChanged', roomId: openRoom.id, labels: changed })}
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
