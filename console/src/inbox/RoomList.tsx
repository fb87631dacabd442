import { css } from '@emotion/react';
import type { InboxRoom } from '@bookcraft/shared';
import { colors, visuallyHidden } from '@bookcraft/shared/theme';
import { badge, escalatedBadge, mutedText } from '../ui/styles';
import { takenByLabel, visitorLabel } from './roomLabels';

const list = css`
  margin: 0;
  padding: 0;
  list-style: none;
  li + li { margin-top: 0.4rem; }
`;
const roomButton = css`
  display: grid;
  gap: 0.15rem;
  width: 100%;
  padding: 0.6rem 0.75rem;
  border: 1px solid #d6d3d1;
  border-radius: 8px;
  background: ${colors.white};
  color: ${colors.ink};
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:hover { border-color: ${colors.navy}; }
  &[aria-current='true'] { border: 2px solid ${colors.navy}; background: #e8eef5; }
`;
const firstLine = css`
  display: flex;
  gap: 0.4rem;
  align-items: center;
  font-weight: 700;
  span:first-of-type { margin-right: auto; }
`;
const preview = css`
  ${mutedText};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

function lastLine(room: InboxRoom): string {
  const message = room.lastMessage;
  if (!message) return 'No messages yet';
  const text = message.content || (message.attachmentId ? 'Image' : '');
  return message.senderRole === 'agent' ? `${message.senderName ?? 'Agent'}: ${text}` : text;
}

interface RoomListProps {
  rooms: InboxRoom[];
  openRoomId: string | null;
  staffId: string;
  /** What to say when the view holds no conversation. */
  emptyText: string;
  onOpen: (roomId: string) => void;
}

/** Conversations, escalated first: each a button that opens it. */
export function RoomList({ rooms, openRoomId, staffId, emptyText, onOpen }: RoomListProps) {
  if (rooms.length === 0) return <p css={mutedText}>{emptyText}</p>;
  return (
    <ul css={list}>
      {rooms.map((room) => (
        <li key={room.id}>
          <button type="button" css={roomButton} aria-current={room.id === openRoomId ? 'true' : undefined} onClick={() => onOpen(room.id)}>
            <span css={firstLine}>
              <span>{visitorLabel(room)}</span>
              {room.escalated && <span css={escalatedBadge}>Escalated</span>}
              {room.unread > 0 && (
                <span css={badge}>
                  {room.unread}
                  <span css={visuallyHidden}> unread</span>
                </span>
              )}
            </span>
            <span css={preview}>{lastLine(room)}</span>
            <span css={mutedText}>
              {room.status === 'closed' ? 'Closed · ' : ''}
              {takenByLabel(room, staffId)}
            </span>
            {room.labels.length > 0 && <span css={mutedText}>Labels: {room.labels.map((label) => label.name).join(', ')}</span>}
          </button>
        </li>
      ))}
    </ul>
  );
}
