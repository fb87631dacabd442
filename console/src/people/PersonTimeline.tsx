import { css } from '@emotion/react';
import { formatDateTime, formatMoney } from '../ui/format';
import { badge, mutedText } from '../ui/styles';
import { DealMoves } from '../deals/DealMoves';
import type { TimelineEntry } from './peopleApi';

const list = css`
  list-style: none;
  margin: 0;
  padding: 0;
  li { padding: 0.5rem 0; border-bottom: 1px solid #e5e7eb; }
  p { margin: 0.15rem 0; }
`;

const KIND_LABELS: Record<TimelineEntry['kind'], string> = { visit: 'Visit', conversation: 'Conversation', lead: 'Lead', mail: 'E-mail', deal: 'Deal' };

/** Everything the person did, newest first: each entry with its kind, when, and what it held. */
export function PersonTimeline({ name, entries, deviceLabel }: { name: string; entries: TimelineEntry[]; deviceLabel: (visitorId: string) => string }) {
  if (entries.length === 0) return <p css={mutedText}>Nothing recorded yet.</p>;
  return (
    <ol css={list} aria-label={`Timeline of ${name}`}>
      {entries.map((entry, index) => (
        <li key={`${entry.kind}-${entry.at}-${index}`}>
          <span css={badge}>{KIND_LABELS[entry.kind]}</span> <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
          {'visitorId' in entry && <span css={mutedText}> · {deviceLabel(entry.visitorId)}</span>}
          <EntryDetails entry={entry} />
        </li>
      ))}
    </ol>
  );
}

function EntryDetails({ entry }: { entry: TimelineEntry }) {
  switch (entry.kind) {
    case 'visit':
      return (
        <>
          <p>{entry.pages.map((page) => page.path).join(' → ')}</p>
          <p css={mutedText}>
            Campaign {entry.campaign || '—'} · keyword {entry.keyword || '—'}
          </p>
        </>
      );
    case 'conversation':
      return (
        <p>
          {entry.status === 'open' ? 'Open' : 'Closed'} · {entry.assignee ? `with ${entry.assignee}` : 'unassigned'} · {entry.messages === 1 ? '1 message' : `${entry.messages} messages`}
          {entry.rating !== null && ` · rated ${entry.rating} of 5`}
        </p>
      );
    case 'lead':
      return (
        <>
          <p>{entry.form} form</p>
          {entry.message && <p css={mutedText}>{entry.message}</p>}
        </>
      );
    case 'mail':
      return (
        <p>
          “{entry.subject}” to {entry.recipient} · {entry.sent ? 'sent' : 'waiting to be sent'}
        </p>
      );
    case 'deal':
      return (
        <>
          <p>
            {entry.title} · {entry.stage} · {formatMoney(entry.amountCents, entry.currency)} · {entry.owner}
          </p>
          <DealMoves title={entry.title} moves={entry.moves} />
        </>
      );
  }
}
