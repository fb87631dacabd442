import { css } from '@emotion/react';
import type { ConversationNote } from '@bookcraft/shared/contracts';
import { formatTime } from '../ui/format';
import { focusableEntry, foundEntryId } from '../ui/foundEntry';

const note = css`
  margin: 0.5rem 0;
  padding: 0.45rem 0.7rem;
  border: 1px dashed #b45309;
  border-radius: 8px;
  background: #fef3c7;
  p { margin: 0; white-space: pre-wrap; }
  p:first-of-type { font-size: 0.8rem; font-weight: 700; color: #78350f; }
`;

/** A private note in the thread: tinted and dashed apart from messages, and named a private note to a screen reader. */
export function NoteItem({ note: { id, authorName, content, createdAt } }: { note: ConversationNote }) {
  const time = formatTime(createdAt);
  return (
    <li id={foundEntryId('note', id)} tabIndex={-1} css={[{ listStyle: 'none' }, focusableEntry]}>
      <div role="note" aria-label={`Private note by ${authorName} at ${time}`} css={note}>
        <p aria-hidden="true">
          Note · {authorName} · {time}
        </p>
        <p>{content}</p>
      </div>
    </li>
  );
}
