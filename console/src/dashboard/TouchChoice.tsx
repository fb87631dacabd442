import { css } from '@emotion/react';
import { colors } from '@bookcraft/shared/theme';
import type { StatsTouch } from './statsApi';

const choice = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1rem;
  margin: 0;
  padding: 0.35rem 0.75rem;
  border: 1px solid ${colors.border};
  border-radius: 6px;
  legend { font-weight: 600; padding: 0 0.25rem; }
  label { display: flex; gap: 0.35rem; align-items: center; }
`;

const CHOICES: [StatsTouch, string][] = [
  ['first', 'First touch'],
  ['last', 'Last touch'],
];

/** Which touch the conversion by campaign and source credits a lead to: the campaign that first brought the visitor, or the last one before the lead. */
export function TouchChoice({ touch, onChange }: { touch: StatsTouch; onChange: (touch: StatsTouch) => void }) {
  return (
    <fieldset css={choice}>
      <legend>Attribute to</legend>
      {CHOICES.map(([value, label]) => (
        <label key={value}>
          <input type="radio" name="attribute-to" value={value} checked={touch === value} onChange={() => onChange(value)} />
          {label}
        </label>
      ))}
    </fieldset>
  );
}
