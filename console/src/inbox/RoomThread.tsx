import { useState } from 'react';
import { css } from '@emotion/react';
import type { ChatRoom, InboxRoom } from '@bookcraft/shared';
import { colors, visuallyHidden } from '@bookcraft/shared/theme';
import { LoadStatus } from '../ui/LoadState';
import { button, errorText, escalatedBadge, mutedText } from '../ui/styles';
import { closeRoom, transcriptUrl } from './inboxApi';
import { MessageList } from './MessageList';
import { ReplyForm } from './ReplyForm';
import { presenceLabel } from '../ui/format';
import { takenByLabel, visitorLabel } from './roomLabels';
import { canTake, handlesConversation, repliesAsOther } from './roomViews';
import { TakeButton } from './TakeButton';
import { TransferForm } from './TransferForm';
import type { Conversations } from './useConversations';
import { useRoomHistory } from './useRoomHistory';
import { useVisitorTyping } from './useTyping';
import { RoomLabelsPicker } from '../labels/RoomLabelsPicker';
import type { ConversationLabel } from '../labels/labelsApi';
import { addNote } from '../notes/notesApi';
import { useNotes } from '../notes/useNotes';
import { PersonPage } from '../people/PersonPage';
import { refusalOf } from '../ui/refusal';
import { OpenDealButton } from '../deals/OpenDealButton';

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
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: center;
  a { color: ${colors.navy}; font-weight: 600; }
`;
const handoverLine = css`
  margin: 0.25rem 0 0;
  padding: 0.3rem 0.6rem;
  border-left: 3px solid ${colors.navy};
  background: #e8eef5;
  font-size: 0.875rem;
`;
const typingLine = css`
  ${mutedText};
  min-height: 1.3rem;
  margin: 0.35rem 0 0;
`;

interface RoomThreadProps {
  room: InboxRoom;
  staffId: string;
  /** The signed-in member's name: a saved reply's {agent_name}. */
  staffName: string;
  /** Every label of the list, to put on the conversation. */
  labels: ConversationLabel[];
  onLabelsChanged: (labels: ConversationLabel[]) => void;
  /** Admins may transfer and close any open conversation, not only their own. */
  isAdmin: boolean;
  conversations: Conversations;
  onRoomChanged: (room: ChatRoom) => void;
  onRead: (roomId: string) => void;
}

/** One conversation: who and where the visitor is, the messages, and the reply box while it is open. */
export function RoomThread({ room, staffId, staffName, labels, onLabelsChanged, isAdmin, conversations, onRoomChanged, onRead }: RoomThreadProps) {
  const visitor = visitorLabel(room);
  const { notes, added } = useNotes(room.id);
  const history = useRoomHistory(room.id, { conversations, onRoomChanged, onRead });
  const visitorTyping = useVisitorTyping(room.id);
  const [closeError, setCloseError] = useState('');
  // A status line belongs to the last action: once the conversation is in another state (handed on
  // again, closed), the line that said what this member did no longer shows.
  const [assignmentNotice, setAssignmentNotice] = useState({ text: '', state: '' });
  const stateOf = (of: { agentId: string | null; status: string }) => `${of.agentId ?? ''} ${of.status}`;
  const open = room.status === 'open';
  // The person behind the visitor: their other devices and one timeline, in place of the thread until "Back".
  const [showPerson, setShowPerson] = useState(false);

  const close = () => {
    setCloseError('');
    closeRoom(room.id).then(onRoomChanged, () => setCloseError('Could not close the conversation. Please try again.'));
  };
  const sendNote = (content: string) =>
    addNote(room.id, content).then(
      (note) => {
        added(note);
        return null;
      },
      (caught: unknown) => {
        const { error, fields } = refusalOf(caught, 'Could not add the note. Please try again.');
        return fields.content ?? error;
      },
    );
  const assigned = (notice: string) => (changed: ChatRoom) => {
    setAssignmentNotice({ text: notice.replace('{name}', changed.agentName ?? 'the member'), state: stateOf(changed) });
    onRoomChanged(changed);
  };

  if (showPerson) return <PersonPage visitorId={room.customerId} backLabel="Back to the conversation" onBack={() => setShowPerson(false)} />;
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
          {room.handover && (
            <p css={handoverLine}>
              Transferred by {room.handover.from}
              {room.handover.note && `: ${room.handover.note}`}
            </p>
          )}
        </div>
        <div css={headerActions}>
          <a href={transcriptUrl(room.id)} download={`chat-${room.id}.txt`}>
            Download transcript
          </a>
          <button type="button" css={button} onClick={() => setShowPerson(true)}>
            Person page<span css={visuallyHidden}> of {visitor}</span>
          </button>
          <OpenDealButton source={{ roomId: room.id }} name={visitor} />
          {canTake(room) && <TakeButton roomId={room.id} onTaken={assigned('You took the conversation.')} />}
          {handlesConversation(room, staffId, isAdmin) && (
            <button type="button" css={button} onClick={close}>
              Close conversation
            </button>
          )}
        </div>
      </header>
      <p role="status" css={mutedText}>
        {assignmentNotice.state === stateOf(room) && assignmentNotice.text}
      </p>
      <RoomLabelsPicker roomId={room.id} labels={labels} chosen={room.labels} onChanged={onLabelsChanged} />
      {handlesConversation(room, staffId, isAdmin) && <TransferForm room={room} onTransferred={assigned('Transferred to {name}.')} />}
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
            notes={notes}
            pending={conversations.pending.filter((message) => message.roomId === room.id)}
            onRetry={conversations.retry}
          />
        )}
      </LoadStatus>
      <p role="status" css={typingLine}>
        {visitorTyping ? 'Visitor is typing…' : ''}
      </p>
      {open && repliesAsOther(room, staffId) && <p css={mutedText}>Assigned to {room.agentName}</p>}
      {!open && <p css={mutedText}>This conversation is closed.</p>}
      <ReplyForm
        roomId={room.id}
        visitor={visitor}
        notesOnly={!open || repliesAsOther(room, staffId)}
        assignee={room.agentId}
        placeholders={{ visitorName: room.visitorName, agentName: staffName }}
        onSendNote={sendNote}
        onSendText={(content) => conversations.sendText(room.id, content)}
        onSendImage={(file) => conversations.sendImage(room.id, file)}
      />
    </section>
  );
}
