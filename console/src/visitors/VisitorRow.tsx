import { useState } from 'react';
import { css } from '@emotion/react';
import type { PageVisit, Visitor, VisitorLead } from '@bookcraft/shared';
import { visuallyHidden } from '@bookcraft/shared/theme';
import { formatDateTime, presenceLabel } from '../ui/format';
import { badge, button, errorText, mutedText } from '../ui/styles';
import { visitorName } from '../ui/visitorName';
import { PrivacyRequests } from './PrivacyRequests';
import type { LatestTouch } from './visitorsState';

const COLUMN_COUNT = 7;

const block = css`
  display: block;
  font-weight: 400;
`;

const history = css`
  margin: 0.25rem 0;
  padding-left: 1.5rem;
  li { margin: 0.15rem 0; }
`;

interface VisitorRowProps {
  visitor: Visitor;
  visits: PageVisit[] | undefined;
  leads: VisitorLead[] | undefined;
  latestTouch: LatestTouch | undefined;
  loadDetail: (id: string) => Promise<void>;
  onErased: (ids: string[], name: string) => void;
  /** Only admins export or erase a visitor's data (the server refuses agents). */
  handlesPrivacyRequests: boolean;
  /** Opens the person page: this visitor with their other devices, and one timeline. */
  onOpenPerson: (id: string) => void;
}

/** A visitor's row, and below it, when expanded, the pages they visited in order, their leads, and their privacy requests. */
export function VisitorRow({ visitor, visits, leads, latestTouch, loadDetail, onErased, handlesPrivacyRequests, onOpenPerson }: VisitorRowProps) {
  const [expanded, setExpanded] = useState(false);
  const [failed, setFailed] = useState(false);
  const name = visitorName(visitor.name, visitor.email, visitor.id);
  const historyId = `visits-${visitor.id}`;

  const toggle = () => {
    const next = !expanded;
    setExpanded(next);
    if (next && !visits) {
      setFailed(false);
      loadDetail(visitor.id).catch(() => setFailed(true));
    }
  };

  return (
    <>
      <tr>
        <th scope="row">
          {name}
          {visitor.lead && (
            <>
              {' '}
              <span css={badge}>Lead</span>
            </>
          )}
          <ContactLine visitor={visitor} name={name} />
        </th>
        <td>{presenceLabel(visitor.presence)}</td>
        <td>{visitor.current_page}</td>
        <td>{visitor.utm_campaign || '—'}</td>
        <td>{visitor.keyword || '—'}</td>
        <td>{formatDateTime(visitor.last_seen_at)}</td>
        <td>
          <button type="button" css={button} aria-expanded={expanded} aria-controls={historyId} onClick={toggle}>
            {expanded ? 'Hide' : 'Show'} pages and leads<span css={visuallyHidden}> of {name}</span>
          </button>{' '}
          <button type="button" css={button} onClick={() => onOpenPerson(visitor.id)}>
            Person page<span css={visuallyHidden}> of {name}</span>
          </button>
        </td>
      </tr>
      <tr id={historyId} hidden={!expanded}>
        <td colSpan={COLUMN_COUNT}>
          {expanded && (
            <>
              <VisitHistory name={name} visits={visits} failed={failed} latestTouch={latestTouch} landingPage={visitor.landing_page} />
              {leads && <LeadList name={name} leads={leads} />}
              {handlesPrivacyRequests && <PrivacyRequests visitorId={visitor.id} name={name} onErased={(ids) => onErased(ids, name)} />}
            </>
          )}
        </td>
      </tr>
    </>
  );
}

interface VisitHistoryProps {
  name: string;
  visits: PageVisit[] | undefined;
  failed: boolean;
  latestTouch: LatestTouch | undefined;
  landingPage: string;
}

function VisitHistory({ name, visits, failed, latestTouch, landingPage }: VisitHistoryProps) {
  if (failed) return <p css={errorText}>Could not load the pages {name} visited.</p>;
  if (!visits) return <p role="status">Loading the pages {name} visited…</p>;
  return (
    <>
      <p css={mutedText}>
        Landed on {landingPage}
        {latestTouch && ` · came back through campaign ${latestTouch.utm_campaign || '—'}, keyword ${latestTouch.keyword || '—'}`}
      </p>
      {visits.length === 0 ? (
        <p css={mutedText}>No page visits recorded.</p>
      ) : (
        <ol css={history} aria-label={`Pages visited by ${name}`}>
          {visits.map((visit, index) => (
            <li key={`${visit.visited_at}-${index}`}>
              {visit.path} <span css={mutedText}>· {formatDateTime(visit.visited_at)}</span>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

/** The e-mail and phone the visitor gave, under their name when they are not the name shown. */
function ContactLine({ visitor, name }: { visitor: Visitor; name: string }) {
  const contact = [visitor.email, visitor.phone].filter((value): value is string => Boolean(value) && value !== name);
  return contact.length ? <span css={[mutedText, block]}>{contact.join(' · ')}</span> : null;
}

function LeadList({ name, leads }: { name: string; leads: VisitorLead[] }) {
  if (leads.length === 0) return <p css={mutedText}>No leads yet.</p>;
  return (
    <ol css={history} aria-label={`Leads from ${name}`}>
      {leads.map((lead) => (
        <li key={lead.id}>
          {lead.form_type} lead <span css={mutedText}>· {formatDateTime(lead.created_at)}</span>
        </li>
      ))}
    </ol>
  );
}
