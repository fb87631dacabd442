import { css } from '@emotion/react';
import { colors } from '@bookcraft/shared/theme';
import type { ChatConnection } from '../connection/ChatConnection';
import { note, primaryButton, secondaryButton } from './styles';

const RATINGS = [1, 2, 3, 4, 5];

const block = css`
  margin-top: 0.75em;
  fieldset { margin: 0 0 0.75em; padding: 0.5em 0.75em 0.75em; border: 1px solid ${colors.border}; border-radius: 8px; }
  legend { padding: 0 0.25em; font-weight: 600; }
`;

const scale = css`
  display: flex;
  gap: 0.4em;
  button { ${secondaryButton}; min-width: 2.75em; min-height: 2.75em; }
`;

/** After the visitor or an agent ended the chat: a 1 to 5 rating, then a fresh conversation if wanted. */
export function ClosedChat({ connection, rating }: { connection: ChatConnection; rating: number | null }) {
  return (
    <div css={block}>
      <p css={note}>This chat has ended.</p>
      {rating === null ? (
        <fieldset>
          <legend>How was this chat?</legend>
          <div css={scale}>
            {RATINGS.map((value) => (
              <button key={value} type="button" aria-label={`Rate ${value} out of 5`} data-initial-focus={value === 1 || undefined} onClick={() => void connection.rate(value)}>
                {value}
              </button>
            ))}
          </div>
        </fieldset>
      ) : (
        <p role="status" css={note}>
          Thank you for rating this chat {rating} out of 5.
        </p>
      )}
      <button type="button" css={primaryButton} data-initial-focus={rating !== null || undefined} onClick={() => void connection.startNewChat()}>
        Start a new chat
      </button>
    </div>
  );
}
