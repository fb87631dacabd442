import { useId, useState, type ChangeEvent, type FormEvent, type KeyboardEvent } from 'react';
import { css } from '@emotion/react';
import { CHAT_LIMITS } from '@bookcraft/shared';
import { colors, visuallyHidden } from '@bookcraft/shared/theme';
import { button, errorText, mutedText, primaryButton } from '../ui/styles';
import { useTypingSignal } from './useTyping';
import { ACCEPTED_IMAGE_TYPES } from '@bookcraft/shared/messaging';

const form = css`
  display: grid;
  gap: 0.4rem;
  margin-top: 0.75rem;
  label { font-weight: 600; }
  textarea { width: 100%; box-sizing: border-box; padding: 0.5rem; font: inherit; border: 1px solid ${colors.border}; border-radius: 6px; resize: vertical; }
`;
const actions = css`
  display: flex;
  gap: 0.5rem;
  justify-content: flex-end;
  align-items: center;
  /* The file input is hidden; its label is the button, so it carries the focus ring. */
  input:focus-visible + label { outline: 3px solid ${colors.focus}; outline-offset: 2px; }
`;

interface ReplyFormProps {
  roomId: string;
  visitor: string;
  /** Each resolves to an error to show, or null once the message is on its way. */
  onSendText: (content: string) => string | null;
  onSendImage: (file: File) => string | null;
}

export function ReplyForm({ roomId, visitor, onSendText, onSendImage }: ReplyFormProps) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const [error, setError] = useState('');
  const { typed, stopped } = useTypingSignal(roomId);

  const send = () => {
    const problem = onSendText(draft);
    setError(problem ?? '');
    if (problem) return;
    setDraft('');
    stopped();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) setError(onSendImage(file) ?? '');
  };

  const describedBy = [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <form css={form} onSubmit={onSubmit}>
      <label htmlFor={`${id}-reply`}>Reply to {visitor}</label>
      <textarea
        id={`${id}-reply`}
        rows={3}
        maxLength={CHAT_LIMITS.messageLength}
        value={draft}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          setDraft(event.target.value);
          if (event.target.value) typed();
          else stopped();
        }}
        onKeyDown={onKeyDown}
        onBlur={stopped}
      />
      <p id={`${id}-hint`} css={mutedText}>
        Enter sends; Shift+Enter starts a new line.
      </p>
      {error && (
        <p id={`${id}-error`} role="alert" css={errorText}>
          {error}
        </p>
      )}
      <div css={actions}>
        <input id={`${id}-image`} type="file" accept={ACCEPTED_IMAGE_TYPES.join(',')} css={visuallyHidden} onChange={onFile} />
        <label htmlFor={`${id}-image`} css={button}>
          Send an image
        </label>
        <button type="submit" css={primaryButton}>
          Send
        </button>
      </div>
    </form>
  );
}
