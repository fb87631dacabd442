import { useState } from 'react';
import { css } from '@emotion/react';
import { errorText, mutedText } from '../ui/styles';
import { setRoomLabel, type ConversationLabel } from './labelsApi';

const group = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 0.75rem;
  margin: 0 0 0.5rem;
  padding: 0;
  border: 0;
  legend { padding: 0; font-weight: 600; }
  label { display: inline-flex; gap: 0.3rem; align-items: center; }
`;

interface RoomLabelsPickerProps {
  roomId: string;
  /** Every label of the list. */
  labels: ConversationLabel[];
  /** The conversation's labels now. */
  chosen: ConversationLabel[];
  onChanged: (labels: ConversationLabel[]) => void;
}

/** A checkbox per label of the list: checking one puts it on the conversation, unchecking takes it off. */
export function RoomLabelsPicker({ roomId, labels, chosen, onChanged }: RoomLabelsPickerProps) {
  const [error, setError] = useState('');
  // A box shows its new state at once, while the server stores it; a refusal puts it back.
  const [pending, setPending] = useState<Record<string, boolean>>({});
  if (labels.length === 0) return <p css={mutedText}>No labels yet: an admin adds them under Labels.</p>;
  const on = new Set(chosen.map((label) => label.id));

  const settled = (labelId: string) => setPending(({ [labelId]: _settled, ...rest }) => rest);
  const toggle = (label: ConversationLabel, checked: boolean) => {
    setError('');
    setPending((current) => ({ ...current, [label.id]: checked }));
    setRoomLabel(roomId, label.id, checked).then(
      (labelsNow) => {
        onChanged(labelsNow);
        settled(label.id);
      },
      () => {
        settled(label.id);
        setError(`Could not ${checked ? 'add' : 'remove'} the label ${label.name}. Please try again.`);
      },
    );
  };

  return (
    <fieldset css={group}>
      <legend>Labels</legend>
      {labels.map((label) => (
        <label key={label.id}>
          <input type="checkbox" checked={pending[label.id] ?? on.has(label.id)} onChange={(event) => toggle(label, event.target.checked)} />
          {label.name}
        </label>
      ))}
      {error && (
        <p role="alert" css={errorText}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
