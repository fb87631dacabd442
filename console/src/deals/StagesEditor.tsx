import { useState, type FormEvent } from 'react';
import { Problem } from '../ui/Problem';
import { refusalOf } from '../ui/refusal';
import { button, card, formFields, mutedText, textBox } from '../ui/styles';
import { saveStages, type DealStage } from './dealsApi';

type Draft = { id?: string; name: string; kind: DealStage['kind'] };

const KINDS: Record<DealStage['kind'], string> = { open: 'Open', consultation: 'A consultation is booked', won: 'Won', lost: 'Lost' };

/** The admins' stages: named, ordered (up and down), added and removed, and what each means to the product. */
export function StagesEditor({ stages, onSaved }: { stages: DealStage[]; onSaved: () => void }) {
  const [drafts, setDrafts] = useState<Draft[]>(stages);
  const [problem, setProblem] = useState('');
  const [saved, setSaved] = useState('');
  const update = (index: number, change: Partial<Draft>) => setDrafts((current) => current.map((draft, at) => (at === index ? { ...draft, ...change } : draft)));
  const move = (index: number, by: -1 | 1) =>
    setDrafts((current) => {
      const next = [...current];
      [next[index], next[index + by]] = [next[index + by]!, next[index]!];
      return next;
    });

  async function save(event: FormEvent) {
    event.preventDefault();
    try {
      setDrafts(await saveStages(drafts));
      setProblem('');
      setSaved('Stages saved.');
      onSaved();
    } catch (caught) {
      const refusal = refusalOf(caught);
      setProblem(Object.values(refusal.fields)[0] ?? refusal.error);
      setSaved('');
    }
  }

  return (
    <section css={card} aria-labelledby="deal-stages-title">
      <h2 id="deal-stages-title">Deal stages</h2>
      <p css={mutedText}>A booked consultation moves a deal in an earlier stage to the consultation stage by itself; Won and Lost close a deal.</p>
      <form css={formFields} onSubmit={save} aria-labelledby="deal-stages-title">
        <ol>
          {drafts.map((draft, index) => (
            <li key={draft.id ?? `new-${index}`}>
              <label>
                Name of stage {index + 1}
                <input css={textBox} value={draft.name} onChange={(event) => update(index, { name: event.target.value })} />
              </label>{' '}
              <label>
                Meaning of {draft.name || `stage ${index + 1}`}
                <select css={textBox} value={draft.kind} onChange={(event) => update(index, { kind: event.target.value as Draft['kind'] })}>
                  {Object.entries(KINDS).map(([kind, label]) => (
                    <option key={kind} value={kind}>
                      {label}
                    </option>
                  ))}
                </select>
              </label>{' '}
              <button type="button" css={button} disabled={index === 0} onClick={() => move(index, -1)} aria-label={`Move ${draft.name || `stage ${index + 1}`} up`}>
                Up
              </button>{' '}
              <button type="button" css={button} disabled={index === drafts.length - 1} onClick={() => move(index, 1)} aria-label={`Move ${draft.name || `stage ${index + 1}`} down`}>
                Down
              </button>{' '}
              <button type="button" css={button} onClick={() => setDrafts((current) => current.filter((_, at) => at !== index))}>
                Remove {draft.name}
              </button>
            </li>
          ))}
        </ol>
        <button type="button" css={button} onClick={() => setDrafts((current) => [...current.slice(0, -2), { name: '', kind: 'open' }, ...current.slice(-2)])}>
          Add a stage
        </button>{' '}
        <button type="submit" css={button}>
          Save stages
        </button>
        <p role="status" css={mutedText}>
          {saved}
        </p>
        <Problem message={problem} />
      </form>
    </section>
  );
}
