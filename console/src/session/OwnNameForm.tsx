import { useState, type FormEvent } from 'react';
import { css } from '@emotion/react';
import { ownNameSchema, validate } from '@bookcraft/shared/contracts';
import { colors } from '@bookcraft/shared/theme';
import { TextField } from '../ui/TextField';
import { button } from '../ui/styles';
import { isRefused, renameSelf, type StaffSession } from './staffApi';

const disclosure = css`
  summary { cursor: pointer; text-decoration: underline; }
  form { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: end; margin-top: 0.5rem; }
  input { font: inherit; padding: 0.3rem 0.5rem; min-width: 14rem; }
  [role='alert'], [id$='-error'] { color: ${colors.white}; font-weight: 700; }
`;

/** The signed-in member changes the name visitors and the team see, from the console's top bar. */
export function OwnNameForm({ staff, onRenamed }: { staff: StaffSession; onRenamed: (staff: StaffSession) => void }) {
  const [name, setName] = useState(staff.name);
  const [error, setError] = useState<string>();
  const [status, setStatus] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    setStatus('');
    // The contract's own rule, checked before sending: the server answers the same for a name it refuses.
    const checked = validate(ownNameSchema, { name });
    if (!checked.success) return setError(checked.fields.name);
    try {
      const answer = await renameSelf(checked.data.name);
      if (isRefused(answer)) return setError(answer.fields.name ?? Object.values(answer.fields)[0]);
      onRenamed(answer);
      setStatus(`Visitors now see you as ${answer.name}.`);
    } catch {
      setError('Could not save your name. Please try again.');
    }
  };

  return (
    <details css={disclosure}>
      <summary>Your name</summary>
      <form onSubmit={submit} noValidate aria-label="Your name">
        <TextField label="Name visitors see" value={name} onChange={setName} error={error} />
        <button type="submit" css={button}>
          Save name
        </button>
      </form>
      <p role="status">{status}</p>
    </details>
  );
}
