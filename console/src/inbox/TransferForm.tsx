import { useEffect, useId, useState, type FormEvent } from 'react';
import { css } from '@emotion/react';
import type { ChatRoom } from '@bookcraft/shared';
import { colors } from '@bookcraft/shared/theme';
import { FieldError, invalidProps } from '../ui/FieldError';
import { NO_REFUSAL, refusalOf, type Refusal } from '../ui/refusal';
import { button, errorText } from '../ui/styles';
import { fetchActiveMembers, transferRoom, type ActiveMember } from './inboxApi';

const form = css`
  display: grid;
  grid-template-columns: minmax(10rem, 14rem) 1fr auto;
  gap: 0.25rem 0.75rem;
  align-items: end;
  margin: 0 0 0.75rem;
  padding: 0.5rem 0.75rem;
  border: 1px solid ${colors.border};
  border-radius: 8px;
  label { display: block; font-weight: 600; font-size: 0.875rem; }
  select, textarea { width: 100%; box-sizing: border-box; padding: 0.35rem; font: inherit; border: 1px solid ${colors.border}; border-radius: 6px; }
  textarea { resize: vertical; }
  @media (max-width: 767px) { grid-template-columns: 1fr; }
`;
const whole = css`
  grid-column: 1 / -1;
  margin: 0;
`;

const availabilityLabel = (member: ActiveMember) => (member.availability === 'away' ? `${member.name} (away)` : member.name);

interface TransferFormProps {
  room: ChatRoom;
  onTransferred: (room: ChatRoom) => void;
}

/** Hands the conversation to another active member, with a note visitors never see. */
export function TransferForm({ room, onTransferred }: TransferFormProps) {
  const id = useId();
  const [members, setMembers] = useState<ActiveMember[] | null>(null);
  const [to, setTo] = useState('');
  const [note, setNote] = useState('');
  const [refusal, setRefusal] = useState<Refusal>(NO_REFUSAL);

  useEffect(() => {
    let current = true;
    fetchActiveMembers().then(
      (list) => current && setMembers(list),
      () => current && setRefusal({ error: 'Could not load the members to transfer to.', fields: {} }),
    );
    return () => {
      current = false;
    };
  }, []);

  const choices = (members ?? []).filter((member) => member.id !== room.agentId);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!to) {
      setRefusal({ error: '', fields: { to: 'Choose a member.' } });
      return;
    }
    setRefusal(NO_REFUSAL);
    try {
      const transferred = await transferRoom(room.id, to, note);
      setNote('');
      setTo('');
      onTransferred(transferred);
    } catch (caught) {
      setRefusal(refusalOf(caught, 'Could not transfer the conversation. Please try again.'));
    }
  };

  const fieldError = (field: string) => refusal.fields[field];
  return (
    <form css={form} onSubmit={submit} noValidate aria-label="Transfer the conversation">
      <div>
        <label htmlFor={`${id}-to`}>Transfer to</label>
        <select id={`${id}-to`} value={to} onChange={(event) => setTo(event.target.value)} {...invalidProps(`${id}-to`, fieldError('to'))}>
          <option value="">{members ? 'Choose a member' : 'Loading members…'}</option>
          {choices.map((member) => (
            <option key={member.id} value={member.id}>
              {availabilityLabel(member)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-note`}>Note for the next member (visitors never see it)</label>
        <textarea id={`${id}-note`} rows={1} maxLength={500} value={note} onChange={(event) => setNote(event.target.value)} {...invalidProps(`${id}-note`, fieldError('note'))} />
      </div>
      <button type="submit" css={button}>
        Transfer
      </button>
      <div css={whole}>
        <FieldError fieldId={`${id}-to`} message={fieldError('to')} />
        <FieldError fieldId={`${id}-note`} message={fieldError('note')} />
        {refusal.error && (
          <p role="alert" css={errorText}>
            {refusal.error}
          </p>
        )}
      </div>
    </form>
  );
}
