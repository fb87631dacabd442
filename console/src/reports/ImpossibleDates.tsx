import type { ReactNode } from 'react';
import { css } from '@emotion/react';
import { colors } from '@bookcraft/shared/theme';

// Conversations whose dates contradict each other (closed before the visitor's first message, as
// when two clocks dated one): the server counts them but leaves them out of the resolution times
// (docs/team.md, "Reports"). A report marks the rows that hold one and explains the mark under the table.

const flag = css`
  color: ${colors.error};
  font-size: 0.8rem;
  font-weight: 600;
  white-space: nowrap;
`;

const note = css`
  margin: 0.5rem 0;
  color: ${colors.error};
  font-size: 0.875rem;
`;

/** The mark after a flagged row's or conversation's text; the sign is drawn, the words are what is read. */
export function FlaggedMark({ children }: { children: ReactNode }) {
  return (
    <span css={flag}>
      {' '}
      <span aria-hidden="true">⚠</span> {children}
    </span>
  );
}

/** What the flagged rows of a report mean; nothing when none is flagged. */
export function ImpossibleDatesNote({ id, count }: { id: string; count: number }) {
  if (count === 0) return null;
  const text =
    count === 1
      ? '1 conversation has dates that contradict each other (closed before its messages); it is counted but left out of the resolution times.'
      : `${count} conversations have dates that contradict each other (closed before their messages); they are counted but left out of the resolution times.`;
  return (
    <p id={id} css={note}>
      {text}
    </p>
  );
}
