import { useEffect, useRef } from 'react';
import { css } from '@emotion/react';
import type { StoredChatMessage } from '@bookcraft/shared';
import type { ConversationNote } from '@bookcraft/shared/contracts';
import { NoteItem } from '../notes/NoteItem';
import { mutedText } from '../ui/styles';
import type { PendingMessage } from './conversationState';
import { PendingMessageItem, StoredMessageItem } from './MessageItem';

const log = css`
  flex: 1;
  min-height: 12rem;
  overflow-y: auto;
  padding: 0 0.75rem;
  border: 1px solid #d6d3d1;
  border-radius: 8px;
  background: #fbfaf8;
  ol { margin: 0; padding: 0; }
`;

interface MessageListProps {
  visitor: string;
  messages: StoredChatMessage[];
  /** Private notes, shown among the messages by time. */
  notes?: ConversationNote[];
  pending: PendingMessage[];
  onRetry: (clientId: string) => void;
}

/** Messages in their stored order, each note after the messages written before it. */
function byTime(messages: StoredChatMessage[], notes: ConversationNote[]): (StoredChatMessage | ConversationNote)[] {
  const entries: (StoredChatMessage | ConversationNote)[] = [];
  let next = 0;
  for (const message of messages) {
    while (next < notes.length && Date.parse(notes[next]!.createdAt) < Date.parse(message.createdAt)) entries.push(notes[next++]!);
    entries.push(message);
  }
  return [...entries, ...notes.slice(next)];
}

/** The conversation as a live log: screen readers hear new messages as they arrive. */
export function MessageList({ visitor, messages, notes = [], pending, onRetry }: MessageListProps) {
  const box = useRef<HTMLDivElement>(null);
  const count = messages.length + notes.length + pending.length;

  useEffect(() => {
    const log = box.current;
    // A message or note that holds the focus (one opened from search) keeps its place.
    const reading = log && document.activeElement !== log && log.contains(document.activeElement);
    if (!reading) log?.scrollTo?.({ top: log.scrollHeight });
  }, [count]);

  return (
    <div ref={box} role="log" aria-label={`Messages with ${visitor}`} tabIndex={0} css={log}>
      {count === 0 && <p css={mutedText}>No messages yet.</p>}
      <ol>
        {byTime(messages, notes).map((entry) =>
          'authorName' in entry ? <NoteItem key={`note-${entry.id}`} note={entry} /> : <StoredMessageItem key={entry.id} message={entry} visitor={visitor} />,
        )}
        {pending.map((message) => (
          <PendingMessageItem key={message.clientId} message={message} onRetry={onRetry} />
        ))}
      </ol>
    </div>
  );
}
