import { useId, useRef, useState, type ChangeEvent, type FormEvent, type KeyboardEvent } from 'react';
import { css } from '@emotion/react';
import { CHAT_LIMITS } from '@bookcraft/shared';
import { colors, visuallyHidden } from '@bookcraft/shared/theme';
import type { PlaceholderValues } from '../replies/placeholders';
import { useSavedReplyCombobox } from '../replies/useSavedReplyCombobox';
import { button, errorText, mutedText, primaryButton } from '../ui/styles';
import { useTypingSignal } from './useTyping';
import { ACCEPTED_IMAGE_TYPES } from '@bookcraft/shared/messaging';

const form = css`
  display: grid;
  gap: 0.4rem;
  margin-top: 0.75rem;
  label { font-weight: 600; }
  textarea { width: 100%; box-sizing: border-box; padding: 0.5rem; font: inherit; border: 1px solid ${colors.border}; border-radius: 6px; resize: vertical; }
  textarea[data-mode='note'] { background: #fef3c7; border-color: #b45309; }
`;
const modes = css`
  display: flex;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  border: 0;
  legend { ${visuallyHidden}; }
  label { display: inline-flex; gap: 0.3rem; align-items: center; }
`;
const actions = css`
  display: flex;
  gap: 0.5rem;
  justify-content: flex-end;
  align-items: center;
  /* The file input is hidden; its label is the button, so it carries the focus ring. */
  input:focus-visible + label { outline: 3px solid ${colors.focus}; outline-offset: 2px; }
`;

type Mode = 'reply' | 'note';

interface ReplyFormProps {
  roomId: string;
  visitor: string;
  /** What a saved reply's placeholders are filled with. */
  placeholders: PlaceholderValues;
  /** Each resolves to an error to show, or null once the message is on its way. */
  onSendText: (content: string) => string | null;
  onSendImage: (file: File) => string | null;
  /** A private note: resolves to an error to show, or null once it is stored. */
  onSendNote: (content: string) => Promise<string | null>;
  /** Only notes: the conversation is someone else's or closed. */
  notesOnly?: boolean;
  /** Who has the conversation: when it changes hands, the box goes back to Reply (Note while only notes may be written). */
  assignee?: string | null;
}

/** The reply box: a reply to the visitor, or a private note only staff read; `/` opens the saved replies. */
export function ReplyForm({ roomId, visitor, placeholders, onSendText, onSendImage, onSendNote, notesOnly = false, assignee = null }: ReplyFormProps) {
  const id = useId();
  const textarea = useRef<HTMLTextAreaElement>(null);
  // While only notes may be written the mode is Note. When the conversation changes hands the box
  // goes back to Reply, so the next answer reaches the visitor rather than becoming a note. Each mode
  // keeps its own draft: a note half-written stays in Note, and never goes to the visitor.
  const [mode, setMode] = useState<Mode>(notesOnly ? 'note' : 'reply');
  const [hands, setHands] = useState(assignee);
  if (assignee !== hands) {
    setHands(assignee);
    setMode(notesOnly ? 'note' : 'reply');
  } else if (notesOnly && mode !== 'note') setMode('note');
  const [drafts, setDrafts] = useState<Record<Mode, string>>({ reply: '', note: '' });
  const draft = drafts[mode];
  const setDraftOf = (of: Mode, value: string) => setDrafts((current) => ({ ...current, [of]: value }));
  const setDraft = (value: string) => setDraftOf(mode, value);
  const [addingNote, setAddingNote] = useState(false);
  const [error, setError] = useState('');
  const { typed, stopped } = useTypingSignal(roomId);
  const combobox = useSavedReplyCombobox({ draft, onDraftChange: setDraft, textarea, placeholders });

  const send = () => {
    if (combobox.unmatchedShortcut) {
      setError(`No saved reply has the shortcut ${combobox.unmatchedShortcut}: nothing was sent.`);
      return;
    }
    if (mode === 'note') {
      // One note per press: a second Enter while it is stored would store (and mail) it twice.
      if (addingNote) return;
      setAddingNote(true);
      void onSendNote(draft)
        .then((problem) => {
          setError(problem ?? '');
          if (!problem) setDraftOf('note', '');
        })
        .finally(() => setAddingNote(false));
      return;
    }
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
    if (combobox.onKeyDown(event)) return;
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
      <fieldset css={modes} hidden={notesOnly}>
        <legend>Write</legend>
        {(['reply', 'note'] as const).map((choice) => (
          <label key={choice}>
            <input type="radio" name={`${id}-mode`} value={choice} checked={mode === choice} onChange={() => setMode(choice)} />
            {choice === 'reply' ? 'Reply' : 'Note'}
          </label>
        ))}
      </fieldset>
      <label htmlFor={`${id}-reply`}>{mode === 'reply' ? `Reply to ${visitor}` : 'Private note (visitors never see it; @name mentions a member)'}</label>
      {combobox.above && combobox.listbox}
      <textarea
        ref={textarea}
        id={`${id}-reply`}
        rows={3}
        maxLength={CHAT_LIMITS.messageLength}
        value={draft}
        data-mode={mode}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        {...combobox.textareaProps}
        onChange={(event) => {
          setDraft(event.target.value);
          combobox.track(event.target);
          if (mode === 'note') return;
          if (event.target.value) typed();
          else stopped();
        }}
        onKeyDown={onKeyDown}
        onBlur={stopped}
      />
      {!combobox.above && combobox.listbox}
      <p id={`${id}-hint`} css={mutedText}>
        Enter sends; Shift+Enter starts a new line; / inserts a saved reply.
      </p>
      {error && (
        <p id={`${id}-error`} role="alert" css={errorText}>
          {error}
        </p>
      )}
      <div css={actions}>
        {mode === 'reply' && (
          <>
            <input id={`${id}-image`} type="file" accept={ACCEPTED_IMAGE_TYPES.join(',')} css={visuallyHidden} onChange={onFile} />
            <label htmlFor={`${id}-image`} css={button}>
              Send an image
            </label>
          </>
        )}
        <button type="submit" css={primaryButton} disabled={mode === 'note' && addingNote}>
          {mode === 'reply' ? 'Send' : 'Add note'}
        </button>
      </div>
    </form>
  );
}
