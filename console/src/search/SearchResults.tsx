import { css } from '@emotion/react';
import type { SearchKind, SearchResult } from '@bookcraft/shared/contracts';
import { colors } from '@bookcraft/shared/theme';
import { formatDateTime } from '../ui/format';
import { badge, mutedText } from '../ui/styles';
import { visitorName } from '../ui/visitorName';
import { Snippet } from './Snippet';

const KIND_LABELS: Record<SearchKind, string> = { message: 'Message', note: 'Note', visitor: 'Visitor', lead: 'Lead' };

const list = css`
  max-height: 22rem;
  overflow-y: auto;
  margin: 0.5rem 0 0;
  padding: 0;
  border: 1px solid #d6d3d1;
  border-radius: 8px;
  background: ${colors.white};
  li { list-style: none; border-bottom: 1px solid #e7e5e4; }
  li:last-child { border-bottom: 0; }
`;
const resultButton = css`
  display: block;
  width: 100%;
  padding: 0.5rem 0.75rem;
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:hover { background: #e8eef5; }
  &:focus-visible { outline: 3px solid ${colors.navy}; outline-offset: -3px; }
`;
const heading = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: baseline;
  margin: 0 0 0.2rem;
`;
const snippet = css`
  margin: 0;
  overflow-wrap: anywhere;
  mark { background: #fde68a; color: inherit; }
`;

/** Who a result is about: the visitor's or lead's name, or that they gave none. */
/** Named as the rest of the console names a visitor (the Inbox, Visitors); a lead of no visitor says so. */
const whoOf = (result: SearchResult) =>
  result.customerId ? visitorName(result.visitorName, null, result.customerId) : (result.visitorName ?? (result.kind === 'lead' ? 'Lead without a name' : 'Anonymous visitor'));

/** The found messages, notes, visitors and leads, best first; each opens where it was found. */
export function SearchResults({ results, onOpen }: { results: SearchResult[]; onOpen: (result: SearchResult) => void }) {
  return (
    <ol css={list}>
      {results.map((result) => {
        const content = (
          <>
            <p css={heading}>
              <span css={badge}>{KIND_LABELS[result.kind]}</span>
              <strong>{whoOf(result)}</strong>
              <time css={mutedText} dateTime={result.at}>
                {formatDateTime(result.at)}
              </time>
            </p>
            <p css={snippet}>
              <Snippet parts={result.snippet} />
            </p>
          </>
        );
        const opens = result.kind === 'lead' || result.roomId !== null;
        return (
          <li key={`${result.kind}-${result.id}`}>
            {opens ? (
              <button type="button" css={resultButton} onClick={() => onOpen(result)}>
                {content}
              </button>
            ) : (
              <div css={resultButton}>
                {content}
                <p css={mutedText}>No conversation yet.</p>
              </div>
            )}
          </li>
        );
      })}
    </ol>
  );
}
