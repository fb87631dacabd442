import { css } from '@emotion/react';
import { visuallyHidden } from '@bookcraft/shared/theme';
import { badge, mutedText } from '../ui/styles';
import { formatTime } from '../ui/format';
import { mentionWhere, type useMentions } from './useMentions';

const section = css`
  margin-bottom: 1rem;
  h2 { display: flex; gap: 0.4rem; align-items: center; font-size: 1.05rem; }
  ul { margin: 0; padding: 0; list-style: none; }
  li + li { margin-top: 0.35rem; }
`;
const mentionButton = css`
  display: grid;
  width: 100%;
  padding: 0.45rem 0.6rem;
  border: 1px dashed #b45309;
  border-radius: 8px;
  background: #fef3c7;
  font: inherit;
  text-align: left;
  cursor: pointer;
  &[data-read='true'] { background: transparent; }
`;

const SHOWN = 5;

interface MentionsListProps {
  mentions: ReturnType<typeof useMentions>;
  onOpen: (roomId: string, visitorName: string | null) => void;
}

/** Notes that mention me, unread first: each opens its conversation and is then read. A new one is announced. */
export function MentionsList({ mentions: { mentions, unread, announcement, markRead }, onOpen }: MentionsListProps) {
  const shown = [...mentions].sort((a, b) => Number(a.read) - Number(b.read)).slice(0, SHOWN);
  return (
    <section css={section} aria-labelledby="mentions-title">
      <h2 id="mentions-title">
        Mentions
        {unread > 0 && (
          <span css={badge}>
            {unread}
            <span css={visuallyHidden}> unread</span>
          </span>
        )}
      </h2>
      <p role="status" aria-live="polite" css={visuallyHidden}>
        {announcement}
      </p>
      {shown.length === 0 ? (
        <p css={mutedText}>Notes that mention you (@ and your name) show here.</p>
      ) : (
        <ul>
          {shown.map((mention) => (
            <li key={mention.noteId}>
              <button
                type="button"
                css={mentionButton}
                data-read={mention.read}
                onClick={() => {
                  onOpen(mention.roomId, mention.visitorName);
                  if (!mention.read) markRead(mention.noteId);
                }}
              >
                <strong>
                  {mention.authorName} on {mentionWhere(mention)} · {formatTime(mention.createdAt)}
                  {!mention.read && <span css={visuallyHidden}> (unread)</span>}
                </strong>
                <span>{mention.content}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
