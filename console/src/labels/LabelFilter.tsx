import { useId } from 'react';
import { css } from '@emotion/react';
import type { ConversationLabel } from './labelsApi';

const field = css`
  display: flex;
  gap: 0.5rem;
  align-items: center;
  margin: 0 0 0.75rem;
  label { font-weight: 600; }
  select { font: inherit; padding: 0.2rem 0.4rem; }
`;

/** Narrows the conversation list to one label; '' shows every conversation. */
export function LabelFilter({ labels, value, onChange }: { labels: ConversationLabel[]; value: string; onChange: (labelId: string) => void }) {
  const id = useId();
  return (
    <p css={field}>
      <label htmlFor={id}>Label</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">Any label</option>
        {labels.map((label) => (
          <option key={label.id} value={label.id}>
            {label.name}
          </option>
        ))}
      </select>
    </p>
  );
}
