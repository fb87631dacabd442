import { useEffect, useState, type FormEvent } from 'react';
import { visuallyHidden } from '@bookcraft/shared/theme';
import { button, textBox } from '../ui/styles';
import { Problem } from '../ui/Problem';
import { OpenDealButton } from '../deals/OpenDealButton';
import { fetchActiveMembers, type ActiveMember } from '../inbox/inboxApi';
import { reassignConsultation, recordOutcome, type StaffConsultation } from './consultationsApi';
import { NamedOptions } from '../ui/NamedOptions';

const timeIn = (iso: string, zone: string, withDay: boolean) =>
  new Intl.DateTimeFormat('en-US', { timeZone: zone, ...(withDay && { weekday: 'short', month: 'short', day: 'numeric' }), hour: 'numeric', minute: '2-digit' }).format(new Date(iso));

const OUTCOMES = { held: 'Held', 'no-show': 'No-show' } as const;

/** One call: when (the team's time, and the person's), who, where they came from, and how it went. */
interface ConsultationRowProps {
  consultation: StaffConsultation;
  teamZone: string;
  isAdmin: boolean;
  onChanged: () => void;
  /** Opens the person page of the call's person: their touches, conversations and leads. */
  onOpenPerson: (visitorId: string) => void;
}

export function ConsultationRow({ consultation: c, teamZone, isAdmin, onChanged, onOpenPerson }: ConsultationRowProps) {
  const cancelled = c.status === 'cancelled';
  return (
    <tr>
      <th scope="row">
        {timeIn(c.start, teamZone, true)} to {timeIn(c.end, teamZone, false)}
        {c.visitorZone !== teamZone && <div>({timeIn(c.start, c.visitorZone, false)} for them, {c.visitorZone.replace(/_/g, ' ')})</div>}
        {cancelled && <div>Cancelled</div>}
      </th>
      <td>
        {c.person.name}
        {c.person.customerId && (
          <>
            {' '}
            <button type="button" css={button} onClick={() => onOpenPerson(c.person.customerId!)}>
              Person page<span css={visuallyHidden}> of {c.person.name}</span>
            </button>
          </>
        )}
        {!cancelled && <OpenDealButton source={{ consultationId: c.id }} name={c.person.name} />}
        <div>
          <a href={`mailto:${c.person.email}`}>{c.person.email}</a> · <a href={`tel:${c.person.phone.replace(/\D/g, '')}`}>{c.person.phone}</a>
        </div>
      </td>
      <td>
        {c.member.name}
        {isAdmin && !cancelled && <Reassign consultation={c} onChanged={onChanged} />}
      </td>
      <td>{[c.source, c.campaign, c.keyword && `“${c.keyword}”`].filter(Boolean).join(' · ') || 'Direct'}</td>
      <td>{cancelled ? '—' : <Outcome consultation={c} onChanged={onChanged} />}</td>
    </tr>
  );
}

function Outcome({ consultation: c, onChanged }: { consultation: StaffConsultation; onChanged: () => void }) {
  const [outcome, setOutcome] = useState<'held' | 'no-show'>(c.outcome ?? 'held');
  const [note, setNote] = useState(c.outcomeNote);
  const [problem, setProblem] = useState('');
  async function save(event: FormEvent) {
    event.preventDefault();
    try {
      await recordOutcome(c.id, outcome, note);
      setProblem('');
      onChanged();
    } catch {
      setProblem('Could not save. Only the member who has the call, or an admin, records how it went.');
    }
  }
  return (
    <form aria-label={`How the call with ${c.person.name} went`} onSubmit={save}>
      <p>{c.outcome ? `${OUTCOMES[c.outcome]}${c.outcomeNote && `: ${c.outcomeNote}`}` : 'Not marked yet'}</p>
      <label>
        Outcome{' '}
        <select css={textBox} value={outcome} onChange={(event) => setOutcome(event.target.value as 'held' | 'no-show')}>
          <option value="held">Held</option>
          <option value="no-show">No-show</option>
        </select>
      </label>
      <label>
        Note <textarea css={textBox} rows={2} value={note} onChange={(event) => setNote(event.target.value)} />
      </label>
      <button type="submit" css={button}>
        Save outcome
      </button>
      <Problem message={problem} />
    </form>
  );
}

function Reassign({ consultation: c, onChanged }: { consultation: StaffConsultation; onChanged: () => void }) {
  const [members, setMembers] = useState<ActiveMember[]>([]);
  const [memberId, setMemberId] = useState(c.member.id);
  const [problem, setProblem] = useState('');
  useEffect(() => void fetchActiveMembers().then(setMembers, () => setMembers([])), []);
  async function give(event: FormEvent) {
    event.preventDefault();
    try {
      await reassignConsultation(c.id, memberId);
      setProblem('');
      onChanged();
    } catch (error) {
      setProblem((error as { response?: { data?: { error?: string } } }).response?.data?.error ?? 'Could not reassign the call.');
    }
  }
  return (
    <form aria-label={`Who takes the call with ${c.person.name}`} onSubmit={give}>
      <label>
        Give to{' '}
        <select css={textBox} value={memberId} onChange={(event) => setMemberId(event.target.value)}>
          <NamedOptions items={members} />
        </select>
      </label>
      <button type="submit" css={button} disabled={memberId === c.member.id}>
        Reassign
      </button>
      <Problem message={problem} />
    </form>
  );
}
