import { useState, type FormEvent } from 'react';
import { useRemoteData } from '@bookcraft/shared/ui';
import { Problem } from '../ui/Problem';
import { LoadState } from '../ui/LoadState';
import { FieldError, invalidProps } from '../ui/FieldError';
import { NO_REFUSAL, refusalOf } from '../ui/refusal';
import { button, card, formFields, textBox } from '../ui/styles';
import { fetchOfferSettings, saveOfferSettings, type OfferSettings } from './consultationsApi';

const NUMBERS = [
  { field: 'lengthMinutes', label: 'Length of a call (minutes)' },
  { field: 'noticeMinutes', label: 'Notice before a call (minutes)' },
  { field: 'bufferMinutes', label: "Buffer between a member's calls (minutes)" },
  { field: 'horizonDays', label: 'Days offered' },
] as const;

/** How calls are offered and who takes them: an admin's. */
export function OfferSettingsPanel() {
  const [result, retry] = useRemoteData('consultation-settings', (signal) => fetchOfferSettings(signal), { keepLoaded: true });
  return (
    <section css={card} aria-labelledby="offer-settings-title">
      <h2 id="offer-settings-title">How consultations are offered</h2>
      <LoadState result={result} what="the consultation settings" retry={retry}>
        {(loaded) => <OfferForm key={JSON.stringify(loaded)} loaded={loaded} onSaved={retry} />}
      </LoadState>
    </section>
  );
}

function OfferForm({ loaded, onSaved }: { loaded: OfferSettings; onSaved: () => void }) {
  const [numbers, setNumbers] = useState(() => Object.fromEntries(NUMBERS.map(({ field }) => [field, String(loaded[field])])) as Record<(typeof NUMBERS)[number]['field'], string>);
  const [takers, setTakers] = useState(() => new Set(loaded.members.filter((member) => member.takesConsultations).map((member) => member.id)));
  const [refusal, setRefusal] = useState(NO_REFUSAL);
  const [saved, setSaved] = useState('');

  async function save(event: FormEvent) {
    event.preventDefault();
    try {
      const whole = (field: keyof typeof numbers) => Number(numbers[field]);
      await saveOfferSettings({ lengthMinutes: whole('lengthMinutes'), noticeMinutes: whole('noticeMinutes'), bufferMinutes: whole('bufferMinutes'), horizonDays: whole('horizonDays'), takers: [...takers] });
      setRefusal(NO_REFUSAL);
      setSaved('Saved: new bookings follow these rules.');
      onSaved();
    } catch (caught) {
      setRefusal(refusalOf(caught));
    }
  }

  return (
    <form css={formFields} aria-label="How consultations are offered" onSubmit={save}>
      {NUMBERS.map(({ field, label }) => (
        <div key={field}>
          <label htmlFor={`offer-${field}`}>{label}</label>
          <input id={`offer-${field}`} css={textBox} inputMode="numeric" value={numbers[field]} onChange={(event) => setNumbers({ ...numbers, [field]: event.target.value })} {...invalidProps(`offer-${field}`, refusal.fields[field])} />
          <FieldError fieldId={`offer-${field}`} message={refusal.fields[field]} />
        </div>
      ))}
      <fieldset>
        <legend>Who takes consultations</legend>
        {loaded.members.map((member) => (
          <label key={member.id}>
            <input
              type="checkbox"
              checked={takers.has(member.id)}
              onChange={(event) => {
                const next = new Set(takers);
                if (event.target.checked) next.add(member.id);
                else next.delete(member.id);
                setTakers(next);
              }}
            />{' '}
            {member.name}
          </label>
        ))}
      </fieldset>
      <button type="submit" css={button}>
        Save
      </button>
      <p role="status">{saved}</p>
      <Problem message={refusal.error} />
    </form>
  );
}
