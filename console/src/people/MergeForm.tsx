import { useId, useState, type FormEvent } from 'react';
import { css } from '@emotion/react';
import { useRemoteData } from '@bookcraft/shared/ui';
import { FieldError, invalidProps } from '../ui/FieldError';
import { NO_REFUSAL, refusalOf, type Refusal } from '../ui/refusal';
import { button, errorText, mutedText } from '../ui/styles';
import { visitorName } from '../ui/visitorName';
import { fetchRecentVisitors } from './peopleApi';

const form = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: end;
  margin: 0.75rem 0;
  label { display: grid; gap: 0.25rem; font-weight: 600; }
  input { font: inherit; padding: 0.4rem; min-width: 22rem; }
  p { flex-basis: 100%; margin: 0; }
`;

interface MergeFormProps {
  name: string;
  /** Visitors already part of the person: not offered. */
  deviceIds: string[];
  /** An admin merges; any other member proposes the merge, for an admin to confirm. */
  isAdmin: boolean;
  /** Merges (or proposes); rejects with the server's refusal. */
  onMerge: (otherVisitorId: string) => Promise<void>;
}

/** "Merge with another visitor" (an admin's) or "Propose a merge" (an agent's): by the visitor's id, typed or picked from the visitors seen most recently. */
export function MergeForm({ name, deviceIds, isAdmin, onMerge }: MergeFormProps) {
  const fieldId = useId();
  const listId = useId();
  const [otherId, setOtherId] = useState('');
  const [refusal, setRefusal] = useState<Refusal>(NO_REFUSAL);
  const [busy, setBusy] = useState(false);
  const [recent] = useRemoteData('recent-visitors', (signal) => fetchRecentVisitors(signal));
  const offered = recent.state === 'loaded' ? recent.data.filter((visitor) => !deviceIds.includes(visitor.id)) : [];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setRefusal(NO_REFUSAL);
    try {
      await onMerge(otherId.trim());
      setOtherId('');
    } catch (caught) {
      setRefusal(refusalOf(caught));
    } finally {
      setBusy(false);
    }
  };

  const fieldError = refusal.fields.visitorId ?? refusal.fields.id;
  return (
    <form css={form} onSubmit={submit} aria-label={isAdmin ? `Merge ${name} with another visitor` : `Propose merging ${name} with another visitor`}>
      <label htmlFor={fieldId}>
        Visitor id to merge with
        <input id={fieldId} list={listId} value={otherId} onChange={(event) => setOtherId(event.target.value)} required autoComplete="off" {...invalidProps(fieldId, fieldError)} />
      </label>
      <datalist id={listId}>
        {offered.map((visitor) => (
          <option key={visitor.id} value={visitor.id}>
            {visitorName(visitor.name, visitor.email, visitor.id)}
          </option>
        ))}
      </datalist>
      <button type="submit" css={button} disabled={busy}>
        {isAdmin ? 'Merge with another visitor' : 'Propose a merge'}
      </button>
      <FieldError fieldId={fieldId} message={fieldError} />
      {refusal.error && !fieldError && (
        <p role="alert" css={errorText}>
          {refusal.error}
        </p>
      )}
      <p css={mutedText}>
        {isAdmin
          ? `The visitor, and anyone already linked with them, becomes part of ${name}: an admin's export or erasure may then take them in.`
          : 'An admin confirms a merge before it is made: it lets an export or erasure take the visitors in together.'}
      </p>
    </form>
  );
}
