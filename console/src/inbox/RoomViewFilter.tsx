import { useId } from 'react';
import { css } from '@emotion/react';
import { colors } from '@bookcraft/shared/theme';
import { ROOM_VIEWS, type RoomView } from './roomViews';

const group = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 0.75rem;
  margin: 0 0 0.75rem;
  padding: 0;
  border: 0;
  legend { padding: 0; margin-bottom: 0.25rem; font-weight: 600; }
  label { display: inline-flex; gap: 0.3rem; align-items: center; cursor: pointer; }
  input { accent-color: ${colors.navy}; }
`;

/** Mine, Unassigned or All: radio buttons, so the arrow keys move between them. */
export function RoomViewFilter({ view, onChange }: { view: RoomView; onChange: (view: RoomView) => void }) {
  const name = useId();
  return (
    <fieldset css={group}>
      <legend>Show conversations</legend>
      {ROOM_VIEWS.map((option) => (
        <label key={option.key}>
          <input type="radio" name={name} value={option.key} checked={view === option.key} onChange={() => onChange(option.key)} />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
