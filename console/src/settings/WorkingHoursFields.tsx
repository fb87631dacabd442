import { css } from '@emotion/react';
import { WEEKDAYS, type Weekday } from '@bookcraft/shared/contracts';
import { FieldError, invalidProps } from '../ui/FieldError';
import { weekdayLabel, type DayDraft } from './settingsDraft';

const dayRow = css`
  display: grid;
  grid-template-columns: 11rem repeat(2, minmax(8rem, 10rem));
  gap: 0.25rem 1rem;
  align-items: start;
  padding: 0.35rem 0;
  label { font-weight: 600; }
  @media (max-width: 600px) { grid-template-columns: 1fr; }
`;
const checkLabel = css`
  display: flex;
  gap: 0.4rem;
  align-items: center;
`;

interface WorkingHoursFieldsProps {
  idOf: (field: string) => string;
  days: Record<Weekday, DayDraft>;
  errors: Record<string, string>;
  onDay: (day: Weekday, change: Partial<DayDraft>) => void;
  /** What the week is: the team's working hours, or a member's own consultation hours. */
  legend?: string;
}

/** Each weekday: open or not, and its hours in the team's time zone. */
export function WorkingHoursFields({ idOf, days, errors, onDay, legend = 'Working hours' }: WorkingHoursFieldsProps) {
  return (
    <fieldset>
      <legend>{legend}</legend>
      {WEEKDAYS.map((day) => {
        const name = weekdayLabel(day);
        const opensField = `workingHours.${day}.opens`;
        const closesField = `workingHours.${day}.closes`;
        const dayError = errors[`workingHours.${day}`];
        return (
          <div key={day} css={dayRow}>
            <label css={checkLabel}>
              <input type="checkbox" checked={days[day].open} onChange={(event) => onDay(day, { open: event.target.checked })} {...invalidProps(idOf(`workingHours.${day}`), dayError)} />
              Open on {name}
            </label>
            <div>
              <label htmlFor={idOf(opensField)}>{name} opens</label>
              <input id={idOf(opensField)} type="time" value={days[day].opens} disabled={!days[day].open} onChange={(event) => onDay(day, { opens: event.target.value })} {...invalidProps(idOf(opensField), errors[opensField])} />
              <FieldError fieldId={idOf(opensField)} message={errors[opensField]} />
            </div>
            <div>
              <label htmlFor={idOf(closesField)}>{name} closes</label>
              <input id={idOf(closesField)} type="time" value={days[day].closes} disabled={!days[day].open} onChange={(event) => onDay(day, { closes: event.target.value })} {...invalidProps(idOf(closesField), errors[closesField])} />
              <FieldError fieldId={idOf(closesField)} message={errors[closesField]} />
            </div>
            <FieldError fieldId={idOf(`workingHours.${day}`)} message={dayError} />
          </div>
        );
      })}
    </fieldset>
  );
}
