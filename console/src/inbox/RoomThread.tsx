import { useState } from 'react';
import { css } from '@emotion/react';
import type { ChatRoom, InboxRoom } from '@bookcraft/shared';
import { colors } from '@bookcraft/shared/theme';
import { LoadStatus } from '../ui/LoadState';
import { button, errorText, escalatedBadge, mutedText } from '../ui/styles';
import { closeRoom, transcriptUrl } from './inboxApi';
import { MessageList } from './MessageList';
import { ReplyForm } from './ReplyForm';
import { presenceLabel } from '../ui/format';
import { takenByLabel, visitorLabel } from './roomLabels';
import type { Conversations } from './useConversations';
import { useRoomHistory } from './useRoomHistory';
import { useVisitorTyping } from './useTyping';

const thread = css`
  display: flex;
  flex-direction: column;
  min-height: 0;
  h2 { margin: 0; font-size: 1.2rem; }
`;
const header = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1rem;
  align-items: flex-start;
  justify-content: space-between;
  margin-bottom: 0.75rem;
`;
const headerActions = css`
  display: flex;
  gap: 0.5rem;
  align-items: center;
  a { color: ${colors.navy}; font-weight: 600; }
`;
const typingLine = css`
  ${mutedText};
  min-height: 1.3rem;
  margin: 0.35rem 0 0;
`;

interface RoomThreadProps {
  room: InboxRoom;
  staffId: string;
  conversations: Conversations;
  onRoomChanged: (room: ChatRoom) => void;
  onRead: (roomId: string) => void;
}

/** One conversation: who and where the visitor is, the messages, and the reply box while it is open. */
export function RoomThread({ room, staffId, conversations, onRoomChanged, onRead }: RoomThreadProps) {
  const visitor = visitorLabel(room);
  const history = useRoomHistory(room.id, { conversations, onRoomChanged, onRead });
  const visitorTyping = useVisitorTyping(room.id);
  const [closeError, setCloseError] = useState('');
  const open = room.status === 'open';

  const close = () => {
    setCloseError('');
    closeRoom(room.id).then(onRoomChanged, () => setCloseError('Could not close the conversation. Please try again.'));
  };

  return (
    <section css={thread} aria-labelledby={`room-${room.id}-title`}>
      <header css={header}>
        <div>
          <h2 id={`room-${room.id}-title`}>
            {visitor} {room.escalated && <span css={escalatedBadge}>Escalated</span>}
          </h2>
          <p css={mutedText}>
            {presenceLabel(room.presence)} · on {room.visitorPage || room.currentPage} · {open ? 'Open' : 'Closed'} · {takenByLabel(room, staffId)}
            {room.visitorEmail && room.visitorEmail !== visitor && ` · ${room.visitorEmail}`}
            {room.rating !== null && ` · rated ${room.rating} of 5`}
          </p>
        </div>
        <div css={headerActions}>
          <a href={transcriptUrl(room.id)} download={`chat-${room.id}.txt`}>
            Download transcript
          </a>
          {open && (
            <button type="button" css={button} onClick={close}>
              Close conversation
            </button>
          )}
        </div>
      </header>
      {closeError && (
        <p role="alert" css={errorText}>
          {closeError}
        </p>
      )}
      <LoadStatus status={history.status} what="the messages" retry={history.retry}>
        {() => (
          <MessageList
            visitor={visitor}
            messages={conversations.messages[room.id] ?? []}
            pending={conversations.pending.filter((message) => message.roomId === room.id)}
            onRetry={conversations.retry}
          />
        )}
      </LoadStatus>
      <p role="status" css={typingLine}>
        {visitorTyping ? 'Visitor is typing…' : ''}
      </p>
      {open ? (
        <ReplyForm
          roomId={room.id}
          visitor={visitor}
          onSendText={(content) => conversations.sendText(room.id, content)}
          onSendImage={(file) => conversations.sendImage(room.id, file)}
        />
      ) : (
        <p css={mutedText}>This conversation is closed.</p>
      )}
    </section>
  );
}
