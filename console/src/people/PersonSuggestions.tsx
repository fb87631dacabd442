import { useState } from 'react';
import { visuallyHidden } from '@bookcraft/shared/theme';
import { formatDateTime } from '../ui/format';
import { button, dataTable, errorText, mutedText } from '../ui/styles';
import { visitorName } from '../ui/visitorName';
import type { PersonSuggestion } from './peopleApi';

interface PersonSuggestionsProps {
  name: string;
  suggestions: PersonSuggestion[];
  isAdmin: boolean;
  /** An admin merges the visitor in; another member proposes it. Rejects when the server refused. */
  onMerge: (visitorId: string) => Promise<void>;
  /** An admin turns a member's proposal down. */
  onDismiss: (visitorId: string) => Promise<void>;
}

const whyOf = (suggestion: PersonSuggestion) =>
  [suggestion.sharedEmail && `Also gave ${suggestion.sharedEmail}`, suggestion.proposal && `Proposed by ${suggestion.proposal.by ?? 'a member'}, ${formatDateTime(suggestion.proposal.at)}`]
    .filter(Boolean)
    .join(' · ');

/**
 * "Possibly the same person": visitors who typed one of the person's addresses (which proves nothing: anyone
 * can type an address) or whom a member proposed merging. Nothing is linked until an admin merges them, or
 * the visitors confirm the address from the mail it was sent.
 */
export function PersonSuggestions({ name, suggestions, isAdmin, onMerge, onDismiss }: PersonSuggestionsProps) {
  const [failure, setFailure] = useState('');
  if (suggestions.length === 0) return null;
  const act = (what: string, action: () => Promise<void>) => async () => {
    setFailure('');
    try {
      await action();
    } catch {
      setFailure(`Could not ${what}. Try again.`);
    }
  };
  return (
    <>
      <h3>Possibly the same person</h3>
      <p css={mutedText}>
        An address typed on the site is not proof: these visitors stay apart until {isAdmin ? 'you merge them' : 'an admin merges them'}, or they confirm the address from the mail sent to it.
      </p>
      <table css={dataTable}>
        <caption css={mutedText}>Visitors who may be {name}.</caption>
        <thead>
          <tr>
            <th scope="col">Visitor</th>
            <th scope="col">Why</th>
            <th scope="col">Last seen</th>
            <th scope="col">Action</th>
          </tr>
        </thead>
        <tbody>
          {suggestions.map((suggestion) => {
            const label = visitorName(suggestion.name, suggestion.email, suggestion.visitorId);
            return (
              <tr key={suggestion.visitorId}>
                <th scope="row">{label}</th>
                <td>{whyOf(suggestion)}</td>
                <td>{formatDateTime(suggestion.lastSeen)}</td>
                <td>
                  {isAdmin ? (
                    <>
                      <button type="button" css={button} onClick={act(`merge ${label}`, () => onMerge(suggestion.visitorId))}>
                        Merge<span css={visuallyHidden}> {label}</span>
                      </button>{' '}
                      {suggestion.proposal && (
                        <button type="button" css={button} onClick={act(`dismiss the proposal for ${label}`, () => onDismiss(suggestion.visitorId))}>
                          Dismiss<span css={visuallyHidden}> {label}</span>
                        </button>
                      )}
                    </>
                  ) : suggestion.proposal ? (
                    <span css={mutedText}>Waiting for an admin</span>
                  ) : (
                    <button type="button" css={button} onClick={act(`propose merging ${label}`, () => onMerge(suggestion.visitorId))}>
                      Propose a merge<span css={visuallyHidden}> with {label}</span>
                    </button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {failure && (
        <p role="alert" css={errorText}>
          {failure}
        </p>
      )}
    </>
  );
}
