import { useId, useState, type FormEvent } from 'react';
import { css } from '@emotion/react';
import { SHORTCUT_PATTERN } from '@bookcraft/shared/contracts';
import { FieldError, invalidProps } from '../ui/FieldError';
import { NO_REFUSAL, refusalOf, type Refusal } from '../ui/refusal';
import { button, errorText, mutedText, primaryButton } from '../ui/styles';
import { PLACEHOLDER_HINT } from './placeholders';
import { createSavedReply, editSavedReply, type SavedReply } from './savedRepliesApi';

const form = css`
  display: grid;
  gap: 0.5rem;
  max-width: 40rem;
  margin-top: 1rem;
  label { display: grid; gap: 0.2rem; font-weight: 600; }
  input[type='text'], textarea { font: inherit; padding: 0.35rem 0.5rem; }
  .choice { display: flex; gap: 0.4rem; align-items: center; font-weight: 400; }
`;

interface SavedReplyFormProps {
  /** The reply being edited; none to add one. */
  editing: SavedReply | null;
  /** Admins may add a reply for the whole team. */
  mayShare: boolean;
  onSaved: (reply: SavedReply) => void;
  onCancel: () => void;
}

export function SavedReplyForm({ editing, mayShare, onSaved, onCancel }: SavedReplyFormProps) {
  const id = useId();
  const [shortcut, setShortcut] = useState(editing?.shortcut ?? '');
  const [content, setContent] = useState(editing?.content ?? '');
  const [shared, setShared] = useState(false);
  const [refusal, setRefusal] = useState<Refusal>(NO_REFUSAL);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!SHORTCUT_PATTERN.test(shortcut.trim())) return setRefusal({ error: '', fields: { shortcut: 'Use one word of letters, digits, - or _ (at most 32).' } });
    setRefusal(NO_REFUSAL);
    const saving = editing ? editSavedReply(editing.id, { shortcut, content }) : createSavedReply({ shortcut, content, shared });
    saving.then(onSaved, (caught: unknown) => setRefusal(refusalOf(caught)));
  };

  const { fields } = refusal;
  return (
    <form css={form} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{editing ? `Edit /${editing.shortcut}` : 'Add a saved reply'}</h3>
      <label htmlFor={`${id}-shortcut`}>
        Shortcut (typed after /)
        <input id={`${id}-shortcut`} type="text" value={shortcut} onChange={(event) => setShortcut(event.target.value)} {...invalidProps(`${id}-shortcut`, fields.shortcut)} />
      </label>
      <FieldError fieldId={`${id}-shortcut`} message={fields.shortcut} />
      <label htmlFor={`${id}-content`}>
        Reply
        <textarea id={`${id}-content`} rows={3} value={content} aria-describedby={`${id}-hint`} onChange={(event) => setContent(event.target.value)} {...invalidProps(`${id}-content`, fields.content)} />
      </label>
      <p id={`${id}-hint`} css={mutedText}>
        {PLACEHOLDER_HINT}
      </p>
      <FieldError fieldId={`${id}-content`} message={fields.content} />
      {mayShare && !editing && (
        <label className="choice">
          <input type="checkbox" checked={shared} onChange={(event) => setShared(event.target.checked)} />
          Shared with the whole team
        </label>
      )}
      {refusal.error && Object.keys(fields).length === 0 && (
        <p role="alert" css={errorText}>
          {refusal.error}
        </p>
      )}
      <p>
        <button type="submit" css={primaryButton}>
          {editing ? 'Save reply' : 'Add reply'}
        </button>{' '}
        {editing && (
          <button type="button" css={button} onClick={onCancel}>
            Cancel
          </button>
        )}
      </p>
    </form>
  );
}
