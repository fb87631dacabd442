import { useId, type FormEvent } from 'react';
import { css } from '@emotion/react';
import { colors } from '@bookcraft/shared/theme';
import { button } from '../ui/styles';
import type { StatsRange } from './statsApi';

const form = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: flex-end;
  label { display: grid; gap: 0.2rem; font-weight: 600; }
  input { padding: 0.35rem 0.5rem; border: 1px solid ${colors.border}; border-radius: 6px; font: inherit; }
`;

interface RangeFormProps {
  /** The range shown now (the server's default until the agent picks one). */
  range: StatsRange | null;
  onChange: (range: StatsRange) => void;
}

export function RangeForm({ range, onChange }: RangeFormProps) {
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const from = String(data.get('from'));
    const to = String(data.get('to'));
    if (from && to) onChange(from <= to ? { from, to } : { from: to, to: from });
  };
  return (
    // Keyed by the range so the fields show the server's default once it is known.
    <form key={`${range?.from}-${range?.to}`} css={form} onSubmit={submit} aria-label="Period">
      <label htmlFor={`${id}-from`}>
        From
        <input id={`${id}-from`} name="from" type="date" defaultValue={range?.from} required />
      </label>
      <label htmlFor={`${id}-to`}>
        To
        <input id={`${id}-to`} name="to" type="date" defaultValue={range?.to} required />
      </label>
      <button type="submit" css={button}>
        Show period
      </button>
    </form>
  );
}
