import { css } from '@emotion/react';
import { colors } from '@bookcraft/shared/theme';
import type { ChatConnection } from '../connection/ChatConnection';
import type { ChatState } from '../connection/chatState';
import { beep, saveBlob, useStoredChoice, VISITOR_TONE } from '@bookcraft/shared/messaging';
import { VISITOR_SOUND } from '../sound';

export const TITLE_ID = 'bookcraft-chat-title';

const header = css`
  flex: none;
  padding: 0.6em 1em 0.75em;
  background: ${colors.navy};
  color: ${colors.white};
  & :focus-visible { outline-color: ${colors.white}; }
`;

const titleRow = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.5em;
  h2 { margin: 0; font-size: 1.1em; line-height: 1.3; }
`;

const toolbar = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.4em 0.6em;
  margin-top: 0.5em;
`;

const headerButton = css`
  padding: 0.3em 0.7em;
  border: 1px solid ${colors.white};
  border-radius: 999px;
  background: transparent;
  color: ${colors.white};
  font: inherit;
  font-size: 0.875em;
  cursor: pointer;
  &:hover { background: ${colors.navyLight}; }
`;

const minimize = css`
  ${headerButton};
  min-width: 2em;
  min-height: 2em;
  border-color: transparent;
  font-size: 1.4em;
  line-height: 1;
`;

const soundToggle = css`
  display: inline-flex;
  align-items: center;
  gap: 0.35em;
  font-size: 0.875em;
  cursor: pointer;
  input { width: 1.1em; height: 1.1em; margin: 0; }
`;

interface Props {
  connection: ChatConnection | null;
  state: ChatState | null;
  onClose: () => void;
}

/** Title, close, and what can be done with the conversation as a whole. */
export function PanelHeader({ connection, state, onClose }: Props) {
  const [sound, setSound] = useStoredChoice(VISITOR_SOUND);
  const roomId = state?.roomId ?? '';
  const open = state?.room?.status !== 'closed';
  const hasConversation = Boolean(state?.messages.some((message) => message.delivery === 'delivered'));
  // Not once a person has joined: the visitor is already talking to one.
  const canEscalate = Boolean(roomId) && open && !state?.room?.escalated && !state?.room?.agentId && state?.agentsOnline !== false;

  const downloadTranscript = () =>
    connection?.run('downloading the transcript', async () => saveBlob(await connection.api.transcript(roomId), `chat-${roomId}.txt`), 'The transcript could not be downloaded. Please try again.');

  return (
    <header css={header}>
      <div css={titleRow}>
        <h2 id={TITLE_ID}>Chat with Book Craft</h2>
        <button type="button" css={minimize} aria-label="Minimize chat" onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div css={toolbar}>
        {connection && canEscalate && (
          <button type="button" css={headerButton} onClick={() => void connection.escalate()}>
            Talk to a person
          </button>
        )}
        {connection && hasConversation && (
          <button type="button" css={headerButton} onClick={() => void downloadTranscript()}>
            Download transcript
          </button>
        )}
        {connection && open && state?.room && (
          <button type="button" css={headerButton} onClick={() => void connection.end()}>
            End chat
          </button>
        )}
        <label css={soundToggle}>
          <input
            type="checkbox"
            checked={sound}
            onChange={(event) => {
              setSound(event.target.checked);
              // A sample, and the click lets the browser start audio for later messages.
              if (event.target.checked) beep(VISITOR_TONE);
            }}
          />
          Sound
        </label>
      </div>
    </header>
  );
}
