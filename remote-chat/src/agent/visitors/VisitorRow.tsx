import { useState } from 'react';
import { css } from '@emotion/react';
import type { PageVisit, Visitor } from '@bookcraft/shared';
import { visuallyHidden } from '@bookcraft/shared/theme';
import { formatDateTime } from '../ui/format';
import { button, errorText, mutedText } from '../ui/styles';
import { visitorName } from '../ui/visitorName';
import type { LatestTouch } from './visitorsState';

const COLUMN_COUNT = 7;

const presenceLabel = (presence: string) => presence.charAt(0).toUpperCase() + presence.slice(1);

const history = css`
  margin: 0.25rem 0;
  padding-left: 1.5rem;
  li { margin: 0.15rem 0; }
`;

interface VisitorRowProps {
  visitor: Visitor;
  visits: PageVisit[] | undefined;
  latestTouch: LatestTouch | undefined;
  loadDetail: (id: string) => Promise<void>;
}

/** A visitor's row, and below it, when expanded, the pages they visited in order. */
export function VisitorRow({ visitor, visits, latestTouch, loadDetail }: VisitorRowProps) {
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
        <th scope="row">{name}</th>
        <td>{presenceLabel(visitor.presence)}</td>
        <td>{visitor.current_page}</td>
        <td>{visitor.utm_campaign || '—'}</td>
        <td>{visitor.keyword || '—'}</td>
        <td>{formatDateTime(visitor.last_seen_at)}</td>
        <td>
          <button type="button" css={button} aria-expanded={expanded} aria-controls={historyId} onClick={toggle}>
            {expanded ? 'Hide' : 'Show'} pages<span css={visuallyHidden}> of {name}</span>
          </button>
        </td>
      </tr>
      <tr id={historyId} hidden={!expanded}>
        <td colSpan={COLUMN_COUNT}>
          {expanded && <VisitHistory name={name} visits={visits} failed={failed} latestTouch={latestTouch} landingPage={visitor.landing_page} />}
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
