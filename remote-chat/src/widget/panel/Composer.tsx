import { useState, type FormEvent } from 'react';
import { css } from '@emotion/react';
import { CHAT_LIMITS } from '@bookcraft/shared';
import { colors, visuallyHidden } from '@bookcraft/shared/theme';
import type { ChatConnection } from '../connection/ChatConnection';
import { ACCEPTED_IMAGE_TYPES, firstImage } from '@bookcraft/shared/messaging';
import { primaryButton, secondaryButton, textInput } from './styles';

const MESSAGE_ID = 'bookcraft-chat-message';
const FILE_ID = 'bookcraft-chat-file';

const form = css`
  flex: none;
  padding: 0.6em 1em 0.75em;
  border-top: 1px solid ${colors.surface};
  textarea { ${textInput}; display: block; resize: none; }
`;

const actions = css`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 0.5em;
  margin-top: 0.5em;
  label { ${secondaryButton}; font-size: 0.9em; }
  input:focus-visible + label { outline: 3px solid ${colors.focus}; outline-offset: 2px; }
`;

const status = css`
  margin: 0.4em 0 0;
  color: ${colors.muted};
  font-size: 0.875em;
`;

/** The message box: Enter sends, Shift+Enter starts a new line; an image can be attached or pasted. */
export function Composer({ connection, uploading }: { connection: ChatConnection; uploading: boolean }) {
  const [text, setText] = useState('');

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const content = text.trim();
    if (!content) return;
    setText('');
    if (!(await connection.send(content))) setText(content);
  };

  return (
    <form css={form} onSubmit={submit} aria-label="Send a message">
      <label htmlFor={MESSAGE_ID} css={visuallyHidden}>
        Message
      </label>
      <textarea
        id={MESSAGE_ID}
        data-initial-focus
        rows={2}
        value={text}
        maxLength={CHAT_LIMITS.messageLength}
        placeholder="Type your message…"
        onChange={(event) => {
          setText(event.target.value);
          connection.visitorTyping();
        }}
        onKeyDown={(event) => {
          if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
          event.preventDefault();
          void submit();
        }}
        onPaste={(event) => {
          const image = firstImage(event.clipboardData?.files);
          if (!image) return;
          event.preventDefault();
          void connection.sendImage(image);
        }}
      />
      <div css={actions}>
        <input
          id={FILE_ID}
          type="file"
          accept={ACCEPTED_IMAGE_TYPES.join(',')}
          css={visuallyHidden}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void connection.sendImage(file);
          }}
        />
        <label htmlFor={FILE_ID}>Attach an image</label>
        <button type="submit" css={primaryButton}>
          Send
        </button>
      </div>
      {uploading && (
        <p role="status" css={status}>
          Uploading the image…
        </p>
      )}
    </form>
  );
}
