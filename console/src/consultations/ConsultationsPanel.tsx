import { useState } from 'react';
import { css } from '@emotion/react';
import { useRemoteData } from '@bookcraft/shared/ui';
import { LoadState } from '../ui/LoadState';
import { button, card, dataTable, formFields, mutedText, panelHeader, tableCaption, textBox } from '../ui/styles';
import { fetchConsultations, type ConsultationQuery, type ConsultationWeek } from './consultationsApi';
import { ConsultationRow } from './ConsultationRow';
import { MyHours } from './MyHours';
import { OfferSettingsPanel } from './OfferSettings';
import { PersonPage } from '../people/PersonPage';

const controls = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: end;
  margin-bottom: 1rem;
  label { display: grid; gap: 0.25rem; }
`;

/** Today in the team's zone is not known before the first answer: the member's own day is a fine first guess. */
const today = () => new Date().toLocaleDateString('en-CA');

/**
 * The free consultations booked on the site: a day or a week, the member's own or the team's, each with the
 * person, their campaign and how the call went; an admin gives a call to another member. Below, the member's
 * own hours and time off and, for admins, how calls are offered.
 */
export function ConsultationsPanel({ isAdmin, version = 0 }: { isAdmin: boolean; version?: number }) {
  // The person page of a call's person: their touches, conversations and leads.
  const [personOf, setPersonOf] = useState<string | null>(null);
  if (personOf) return <PersonPage visitorId={personOf} backLabel="Back to consultations" onBack={() => setPersonOf(null)} />;
  return (
    <>
      <ConsultationCalendar isAdmin={isAdmin} version={version} onOpenPerson={setPersonOf} />
      <MyHours />
      {isAdmin && <OfferSettingsPanel />}
    </>
  );
}

/** `version` changes when a call of the member's arrives: the calendar fetches again. */
function ConsultationCalendar({ isAdmin, version, onOpenPerson }: { isAdmin: boolean; version: number; onOpenPerson: (visitorId: string) => void }) {
  const [query, setQuery] = useState<ConsultationQuery>({ from: today(), days: 7, scope: 'mine' });
  const key = `consultations-${query.from}-${query.days}-${query.scope}-${version}`;
  const [result, retry] = useRemoteData(key, (signal) => fetchConsultations(query, signal), { keepLoaded: true });
  return (
    <section css={card} aria-labelledby="consultations-title">
      <div css={panelHeader}>
        <h2 id="consultations-title">Consultations</h2>
        <button type="button" css={button} onClick={retry}>
          Refresh
        </button>
      </div>
      <div css={[formFields, controls]}>
        <label>
          Whose
          <select css={textBox} value={query.scope} onChange={(event) => setQuery({ ...query, scope: event.target.value as ConsultationQuery['scope'] })}>
            <option value="mine">Mine</option>
            <option value="team">The team's</option>
          </select>
        </label>
        <label>
          Show
          <select css={textBox} value={query.days} onChange={(event) => setQuery({ ...query, days: Number(event.target.value) as 1 | 7 })}>
            <option value={1}>A day</option>
            <option value={7}>A week</option>
          </select>
        </label>
        <label>
          From
          {/* Not controlled: a day typed in parts is no day until it is whole, and the field keeps the parts meanwhile. */}
          <input css={textBox} type="date" defaultValue={query.from} onChange={(event) => event.target.value && setQuery({ ...query, from: event.target.value })} />
        </label>
      </div>
      <LoadState result={result} what="the consultations" retry={retry}>
        {(loaded) => <ConsultationTable loaded={loaded} query={query} isAdmin={isAdmin} onChanged={retry} onOpenPerson={onOpenPerson} />}
      </LoadState>
    </section>
  );
}

interface ConsultationTableProps {
  loaded: ConsultationWeek;
  query: ConsultationQuery;
  isAdmin: boolean;
  onChanged: () => void;
  onOpenPerson: (visitorId: string) => void;
}

function ConsultationTable({ loaded, query, isAdmin, onChanged, onOpenPerson }: ConsultationTableProps) {
  const span = query.days === 1 ? `on ${query.from}` : `in the week from ${query.from}`;
  if (!loaded.consultations.length) return <p css={mutedText}>No consultations {span}.</p>;
  return (
    <table css={dataTable}>
      <caption css={tableCaption}>
        {query.scope === 'mine' ? 'My' : "The team's"} consultations {span} ({loaded.teamZone.replace(/_/g, ' ')} time)
      </caption>
      <thead>
        <tr>
          <th scope="col">When</th>
          <th scope="col">Person</th>
          <th scope="col">Member</th>
          <th scope="col">Came from</th>
          <th scope="col">How it went</th>
        </tr>
      </thead>
      <tbody>
        {loaded.consultations.map((consultation) => (
          <ConsultationRow key={consultation.id} consultation={consultation} teamZone={loaded.teamZone} isAdmin={isAdmin} onChanged={onChanged} onOpenPerson={onOpenPerson} />
        ))}
      </tbody>
    </table>
  );
}
