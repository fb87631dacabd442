import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { css } from '@emotion/react';
import type { Weekday } from '@bookcraft/shared/contracts';
import type { TeamSettings } from '@bookcraft/shared/contracts';
import { colors } from '@bookcraft/shared/theme';
import { FieldError, invalidProps } from '../ui/FieldError';
import { NO_REFUSAL, refusalOf, type Refusal } from '../ui/refusal';
import { errorText, mutedText, primaryButton } from '../ui/styles';
import { saveSettings } from './settingsApi';
import { draftOf, settingsOf, type DayDraft, type SettingsDraft } from './settingsDraft';
import { SettingsField } from './SettingsField';
import { WorkingHoursFields } from './WorkingHoursFields';

const form = css`
  display: grid;
  gap: 1rem;
  max-width: 42rem;
  fieldset { display: grid; gap: 0.75rem; margin: 0; padding: 0.75rem 1rem; border: 1px solid ${colors.border}; border-radius: 8px; }
  legend { font-weight: 700; }
  label { display: block; font-weight: 600; }
  input:not([type='checkbox']) { padding: 0.4rem; font: inherit; border: 1px solid ${colors.border}; border-radius: 6px; }
  button { justify-self: start; }
`;
const checkLabel = css`
  display: flex !important;
  gap: 0.4rem;
  align-items: center;
`;

/** The server counts these in milliseconds; the form asks for minutes, and says so when it refuses them. */
const MINUTE_MESSAGES: Record<string, string> = {
  reassignAfterMs: 'Enter a number of minutes from 0.5 to 60.',
  unansweredMailAfterMs: 'Enter a number of minutes from 1 to 1440 (24 hours).',
};
const inMinutes = (fields: Record<string, string>) =>
  Object.fromEntries(Object.entries(fields).map(([field, message]) => [field, MINUTE_MESSAGES[field] ?? message]));

// Computed once: the zones this browser knows, offered as suggestions (any zone the server knows is taken).
const TIME_ZONES = Intl.supportedValuesOf('timeZone');

/** The team's working hours and routing, saved whole. */
export function SettingsForm({ settings }: { settings: TeamSettings }) {
  const id = useId();
  const idOf = (field: string) => `${id}-${field.replaceAll('.', '-')}`;
  const [draft, setDraft] = useState<SettingsDraft>(() => draftOf(settings));
  const [refusal, setRefusal] = useState<Refusal>(NO_REFUSAL);
  const [saved, setSaved] = useState('');
  const formRef = useRef<HTMLFormElement>(null);

  // The first refused field takes the focus, so its message (tied to it) is read out.
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusal]);

  const update = (change: Partial<SettingsDraft>) => setDraft((previous) => ({ ...previous, ...change }));
  const updateDay = (day: Weekday, change: Partial<DayDraft>) => setDraft((previous) => ({ ...previous, days: { ...previous.days, [day]: { ...previous.days[day], ...change } } }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved('');
    setRefusal(NO_REFUSAL);
    const settings = settingsOf(draft);
    if ('fields' in settings) {
      setRefusal(settings);
      return;
    }
    try {
      const stored = await saveSettings(settings);
      setDraft(draftOf(stored));
      setSaved('Settings saved');
    } catch (caught) {
      setRefusal(refusalOf(caught, 'Could not save the settings. Please try again.'));
    }
  };

  const errors = inMinutes(refusal.fields);
  const numberField = (field: keyof TeamSettings, label: string, value: string, onChange: (value: string) => void, limits: { min: number; max: number; step: number }) => (
    <SettingsField id={idOf(field)} label={label} type="number" inputMode="decimal" {...limits} value={value} onChange={(event) => onChange(event.target.value)} error={errors[field]} />
  );

  return (
    <form ref={formRef} css={form} onSubmit={submit} noValidate aria-label="Team settings">
      <div>
        <label htmlFor={idOf('timeZone')}>Time zone</label>
        <input id={idOf('timeZone')} list={`${id}-zones`} value={draft.timeZone} onChange={(event) => update({ timeZone: event.target.value })} {...invalidProps(idOf('timeZone'), errors.timeZone)} />
        <datalist id={`${id}-zones`}>
          {TIME_ZONES.map((zone) => (
            <option key={zone} value={zone} />
          ))}
        </datalist>
        <FieldError fieldId={idOf('timeZone')} message={errors.timeZone} />
      </div>
      <WorkingHoursFields idOf={idOf} days={draft.days} errors={errors} onDay={updateDay} />
      <fieldset>
        <legend>Routing</legend>
        <label css={checkLabel}>
          <input type="checkbox" checked={draft.autoAssign} onChange={(event) => update({ autoAssign: event.target.checked })} />
          Assign new conversations automatically
        </label>
        <label css={checkLabel}>
          <input type="checkbox" checked={draft.adminsSignInAway} onChange={(event) => update({ adminsSignInAway: event.target.checked })} />
          Admins sign in as Away (routing gives them nothing until they choose Available)
        </label>
        {numberField('agentCap', 'Most open conversations per member', draft.agentCap, (agentCap) => update({ agentCap }), { min: 1, max: 50, step: 1 })}
        {numberField('reassignAfterMs', 'Route again after (minutes) away', draft.reassignAfterMinutes, (reassignAfterMinutes) => update({ reassignAfterMinutes }), { min: 0.5, max: 60, step: 0.5 })}
        {numberField('unansweredMailAfterMs', 'E-mail the assignee after (minutes) unanswered', draft.unansweredMailAfterMinutes, (unansweredMailAfterMinutes) => update({ unansweredMailAfterMinutes }), {
          min: 1,
          max: 1440,
          step: 1,
        })}
      </fieldset>
      <button type="submit" css={primaryButton}>
        Save settings
      </button>
      {refusal.error && Object.keys(errors).length === 0 && (
        <p role="alert" css={errorText}>
          {refusal.error}
        </p>
      )}
      <p role="status" css={mutedText}>
        {saved}
      </p>
    </form>
  );
}
