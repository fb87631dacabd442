import { useEffect, useRef, useState, type RefObject } from 'react';
import { css } from '@emotion/react';
import { useRemoteData } from '@bookcraft/shared/ui';
import { Touches } from '../attribution/Touches';
import { LoadState } from '../ui/LoadState';
import { button, card, mutedText, panelHeader } from '../ui/styles';
import { MergeForm } from './MergeForm';
import { deviceLabel, PersonDevices } from './PersonDevices';
import { personName } from './personName';
import { PersonTimeline } from './PersonTimeline';
import { dismissProposal, fetchPerson, mergeWith, proposeMerge, splitFromPerson, type Person, type PersonDevice } from './peopleApi';
import { PersonSuggestions } from './PersonSuggestions';
import { useIsAdmin } from '../session/signedInMember';

const facts = css`
  margin: 0 0 0.75rem;
  dt { font-weight: 600; display: inline; }
  dd { display: inline; margin: 0 1rem 0 0.25rem; }
`;

interface PersonPageProps {
  visitorId: string;
  /** The way back, as the opening tab names it ("Back to visitors"). */
  backLabel: string;
  onBack: () => void;
}

/** One person across their devices: who they are, their devices, merge and split, and the timeline newest first. */
export function PersonPage({ visitorId, backLabel, onBack }: PersonPageProps) {
  const [result, reload] = useRemoteData(`person-${visitorId}`, (signal) => fetchPerson(visitorId, signal), { keepLoaded: true });
  const [announcement, setAnnouncement] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const loaded = result.state === 'loaded';
  const isAdmin = useIsAdmin();
  // Opening the page moves focus to its heading, so a keyboard or screen-reader user starts there.
  useEffect(() => {
    if (loaded) heading.current?.focus();
  }, [loaded]);

  const merge = (name: string) => async (otherId: string) => {
    if (isAdmin) {
      await mergeWith(visitorId, otherId);
      setAnnouncement(`Merged ${otherId.slice(0, 8)} into ${name}.`);
    } else {
      await proposeMerge(visitorId, otherId);
      setAnnouncement(`Proposed merging ${otherId.slice(0, 8)} into ${name}: an admin will confirm it.`);
    }
    reload();
  };
  const dismiss = async (otherId: string) => {
    await dismissProposal(visitorId, otherId);
    setAnnouncement(`Dismissed the proposal to merge ${otherId.slice(0, 8)}.`);
    reload();
  };
  const split = (name: string) => async (device: PersonDevice) => {
    await splitFromPerson(device.id);
    setAnnouncement(`${deviceLabel(device)} split from ${name}.`);
    // The device's row, with the focused confirmation, goes: focus moves to the person's heading.
    heading.current?.focus();
    reload();
  };

  return (
    <section css={card} aria-label="Person">
      <div css={panelHeader}>
        <button type="button" css={button} onClick={onBack}>
          {backLabel}
        </button>
        <p role="status">{announcement}</p>
      </div>
      <LoadState result={result} what="the person" retry={reload}>
        {(person) => <PersonDetails person={person} heading={heading} isAdmin={isAdmin} onMerge={merge(personName(person))} onDismiss={dismiss} onSplit={split(personName(person))} />}
      </LoadState>
    </section>
  );
}

interface PersonDetailsProps {
  person: Person;
  heading: RefObject<HTMLHeadingElement | null>;
  isAdmin: boolean;
  onMerge: (otherId: string) => Promise<void>;
  onDismiss: (otherId: string) => Promise<void>;
  onSplit: (device: PersonDevice) => Promise<void>;
}

function PersonDetails({ person, heading, isAdmin, onMerge, onDismiss, onSplit }: PersonDetailsProps) {
  const name = personName(person);
  const labelOf = (id: string) => {
    const device = person.devices.find((candidate) => candidate.id === id);
    return device ? deviceLabel(device) : id.slice(0, 8);
  };
  return (
    <>
      <h2 ref={heading} tabIndex={-1}>
        {name}
      </h2>
      <dl css={facts}>
        <dt>E-mail</dt>
        <dd>{person.emails.join(', ') || '—'}</dd>
        <dt>Phone</dt>
        <dd>{person.phones.join(', ') || '—'}</dd>
        {person.names.length > 1 && (
          <>
            <dt>Also named</dt>
            <dd>{person.names.slice(1).join(', ')}</dd>
          </>
        )}
      </dl>
      <Touches first={person.firstTouch} last={person.lastTouch} />
      <h3>{person.devices.length === 1 ? 'One device' : `${person.devices.length} devices`}</h3>
      <PersonDevices name={name} devices={person.devices} onSplit={onSplit} />
      <PersonSuggestions name={name} suggestions={person.suggestions} isAdmin={isAdmin} onMerge={onMerge} onDismiss={onDismiss} />
      <MergeForm name={name} deviceIds={person.devices.map((device) => device.id)} isAdmin={isAdmin} onMerge={onMerge} />
      <h3>Timeline</h3>
      <p css={mutedText}>Newest first: visits, conversations, leads and e-mails sent to {name}.</p>
      <PersonTimeline name={name} entries={person.timeline} deviceLabel={labelOf} />
    </>
  );
}
