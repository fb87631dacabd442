import { useState, type FormEvent } from 'react';
import { WEEKDAYS, type WeeklySchedule, type Weekday } from '@bookcraft/shared/contracts';
import { useRemoteData } from '@bookcraft/shared/ui';
import { WorkingHoursFields } from '../settings/WorkingHoursFields';
import type { DayDraft } from '../settings/settingsDraft';
import { Problem } from '../ui/Problem';
import { LoadState } from '../ui/LoadState';
import { FieldError, invalidProps } from '../ui/FieldError';
import { NO_REFUSAL, refusalOf } from '../ui/refusal';
import { button, card, formFields, mutedText, textBox } from '../ui/styles';
import { addTimeOff, fetchMyHours, removeTimeOff, saveMyHours, type MemberHours } from './consultationsApi';

const idOf = (field: string) => `my-hours-${field.replace(/\./g, '-')}`;
const daysOf = (hours: WeeklySchedule | null) =>
  Object.fromEntries(WEEKDAYS.map((day) => [day, { open: hours ? hours[day] !== null : true, ...(hours?.[day] ?? { opens: '09:00', closes: '17:00' }) }])) as Record<Weekday, DayDraft>;
const scheduleOf = (days: Record<Weekday, DayDraft>): WeeklySchedule =>
  Object.fromEntries(WEEKDAYS.map((day) => [day, days[day].open ? { opens: days[day].opens, closes: days[day].closes } : null])) as WeeklySchedule;
const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** The member's own consultation hours (or the team's) and their time off: theirs alone to set. */
export function MyHours() {
  const [result, retry] = useRemoteData('my-consultation-hours', (signal) => fetchMyHours(signal), { keepLoaded: true });
  return (
    <section css={card} aria-labelledby="my-hours-title">
      <h2 id="my-hours-title">My consultation hours and time off</h2>
      <LoadState result={result} what="your hours" retry={retry}>
        {(loaded) => (
          <>
            {/* A new start when the saved hours come back: the form shows what is stored. */}
            <HoursForm key={JSON.stringify(loaded.hours)} loaded={loaded} onSaved={retry} />
            <TimeOff loaded={loaded} onSaved={retry} />
          </>
        )}
      </LoadState>
    </section>
  );
}

function HoursForm({ loaded, onSaved }: { loaded: MemberHours; onSaved: () => void }) {
  const [teamHours, setTeamHours] = useState(loaded.hours === null);
  const [days, setDays] = useState(() => daysOf(loaded.hours));
  const [refusal, setRefusal] = useState(NO_REFUSAL);
  const [saved, setSaved] = useState('');
  const errors = Object.fromEntries(Object.entries(refusal.fields).map(([field, message]) => [field.replace(/^hours\./, 'workingHours.'), message]));

  async function saveHours(event: FormEvent) {
    event.preventDefault();
    try {
      await saveMyHours(teamHours ? null : scheduleOf(days));
      setRefusal(NO_REFUSAL);
      setSaved('Your hours are saved.');
      onSaved();
    } catch (caught) {
      setRefusal(refusalOf(caught));
    }
  }

  return (
    <form css={formFields} aria-label="My consultation hours" onSubmit={saveHours}>
        <p css={mutedText}>Calls are offered to you within the team's working hours ({loaded.teamZone.replace(/_/g, ' ')} time), and within your own if you set them.</p>
        <label>
          <input type="checkbox" checked={teamHours} onChange={(event) => setTeamHours(event.target.checked)} /> Take calls in all of the team's working hours
        </label>
        {!teamHours && <WorkingHoursFields legend="My hours" idOf={idOf} days={days} errors={errors} onDay={(day, change) => setDays({ ...days, [day]: { ...days[day], ...change } })} />}
        <button type="submit" css={button}>
          Save my hours
        </button>
        <p role="status">{saved}</p>
        <Problem message={refusal.error} />
    </form>
  );
}

function TimeOff({ loaded, onSaved }: { loaded: MemberHours; onSaved: () => void }) {
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [refusal, setRefusal] = useState(NO_REFUSAL);
  async function add(event: FormEvent) {
    event.preventDefault();
    if (!start || !end) return setRefusal({ error: '', fields: { [start ? 'end' : 'start']: 'Choose a day and a time.' } });
    try {
      // The browser's own time: what the member typed, as an instant.
      await addTimeOff(new Date(start).toISOString(), new Date(end).toISOString());
      onSaved();
    } catch (caught) {
      setRefusal(refusalOf(caught));
    }
  }
  return (
    <form css={formFields} aria-label="My time off" onSubmit={add}>
      <h3>Time off</h3>
      {loaded.timeOff.length ? (
        <ul aria-label="My time off to come">
          {loaded.timeOff.map((off) => (
            <li key={off.id}>
              {when(off.start)} to {when(off.end)}{' '}
              <button type="button" css={button} onClick={() => void removeTimeOff(off.id).then(onSaved, (caught) => setRefusal(refusalOf(caught)))}>
                Remove time off from {when(off.start)}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p css={mutedText}>No time off to come.</p>
      )}
      <label htmlFor="time-off-start">Time off from</label>
      <input id="time-off-start" css={textBox} type="datetime-local" value={start} onChange={(event) => setStart(event.target.value)} {...invalidProps('time-off-start', refusal.fields.start)} />
      <FieldError fieldId="time-off-start" message={refusal.fields.start} />
      <label htmlFor="time-off-end">Until</label>
      <input id="time-off-end" css={textBox} type="datetime-local" value={end} onChange={(event) => setEnd(event.target.value)} {...invalidProps('time-off-end', refusal.fields.end)} />
      <FieldError fieldId="time-off-end" message={refusal.fields.end} />
      <button type="submit" css={button}>
        Add time off
      </button>
    </form>
  );
}
