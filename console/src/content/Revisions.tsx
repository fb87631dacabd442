import { useId, useState } from 'react';
import { css } from '@emotion/react';
import { useRemoteData } from '@bookcraft/shared/ui';
import { formatDateTime } from '../ui/format';
import { LoadState } from '../ui/LoadState';
import { refusalOf } from '../ui/refusal';
import { button, errorText, mutedText, primaryButton } from '../ui/styles';

const list = css`
  margin: 0;
  padding: 0;
  list-style: none;
  li { display: flex; flex-wrap: wrap; gap: 0.4rem 1rem; align-items: center; padding: 0.45rem 0; border-bottom: 1px solid #e5e7eb; }
  .confirm { display: flex; gap: 0.5rem; align-items: center; }
`;

/** One save of a post or a help article, as the server lists them. */
interface Revision<Id> {
  id: Id;
  title: string;
  savedAt: string;
  savedBy: string | null;
}

interface RevisionsProps<Saved, Id> {
  /** What was saved: its id and last change, which names its newest revision. */
  of: { id: number | string; updatedAt: string };
  load: (signal: AbortSignal) => Promise<Revision<Id>[]>;
  restore: (revision: Id) => Promise<Saved>;
  onRestored: (restored: Saved) => void;
}

/** Every saved state of a post or an article, newest first; restoring one saves it again as the newest. */
export function Revisions<Saved, Id extends number | string>({ of, load, restore, onRestored }: RevisionsProps<Saved, Id>) {
  const titleId = useId();
  // Read again after each save: the last change names the newest revision.
  const [result, reload] = useRemoteData(`revisions ${of.id} ${of.updatedAt}`, load);
  const [confirming, setConfirming] = useState<Id | null>(null);
  const [error, setError] = useState('');

  const restoreOne = async (revision: Revision<Id>) => {
    setError('');
    try {
      onRestored(await restore(revision.id));
      setConfirming(null);
    } catch (caught) {
      setError(refusalOf(caught, 'Could not restore the revision. Please try again.').error);
    }
  };

  return (
    <section aria-labelledby={titleId} css={css`margin-top: 1.5rem;`}>
      <h3 id={titleId}>Revisions</h3>
      {error && (
        <p role="alert" css={errorText}>
          {error}
        </p>
      )}
      <LoadState result={result} what="the revisions" retry={reload}>
        {(revisions) =>
          revisions.length === 0 ? (
            <p css={mutedText}>No revisions yet.</p>
          ) : (
            <ul css={list}>
              {revisions.map((revision) => {
                const saved = `${formatDateTime(revision.savedAt)}${revision.savedBy ? `, by ${revision.savedBy}` : ''}`;
                return (
                  <li key={revision.id}>
                    <span>
                      {saved} <span css={mutedText}>“{revision.title}”</span>
                    </span>
                    {confirming === revision.id ? (
                      <span className="confirm">
                        <span>Restore this revision?</span>
                        <button type="button" css={primaryButton} autoFocus onClick={() => restoreOne(revision)} aria-label={`Yes, restore the revision of ${saved}`}>
                          Yes, restore
                        </button>
                        <button type="button" css={button} onClick={() => setConfirming(null)}>
                          Cancel
                        </button>
                      </span>
                    ) : (
                      <button type="button" css={button} onClick={() => setConfirming(revision.id)} aria-label={`Restore the revision of ${saved}`}>
                        Restore
                      </button>
                    )}
                  </li>
                );
              })}
            </ul>
          )
        }
      </LoadState>
    </section>
  );
}
