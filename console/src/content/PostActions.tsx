import { useId, useState } from 'react';
import { css } from '@emotion/react';
import { blogPostAddress } from '@bookcraft/shared';
import { visuallyHidden } from '@bookcraft/shared/theme';
import { errorIdOf, FieldError } from '../ui/FieldError';
import { button, primaryButton } from '../ui/styles';
import type { StaffPost } from './postsApi';

const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem 1rem;
  align-items: end;
  padding-top: 0.75rem;
  border-top: 1px solid #e5e7eb;
  .schedule { display: flex; flex-wrap: wrap; gap: 0.4rem; align-items: end; }
  .schedule label { display: grid; gap: 0.2rem; font-weight: 600; }
  .on-site { align-self: center; font-weight: 600; }
`;

export type PostAction = { kind: 'save' } | { kind: 'publish' } | { kind: 'schedule'; at: string } | { kind: 'unpublish' };

interface PostActionsProps {
  /** The saved post; null while a new one has not been saved. */
  post: StaffPost | null;
  busy: boolean;
  /** The server's refusal of the publishing time, or the editor's own. */
  atError?: string;
  onAction: (action: PostAction) => void;
}

/** Save, publish now, schedule for a time, or take the post down; a published post's page, on the site. */
export function PostActions({ post, busy, atError, onAction }: PostActionsProps) {
  const id = useId();
  const [at, setAt] = useState('');
  const status = post?.status;
  const atId = `${id}-at`;
  return (
    <div css={actions}>
      {/* The form's submit: Enter in a field saves too. */}
      <button type="submit" css={primaryButton} disabled={busy}>
        {status === undefined || status === 'draft' ? 'Save draft' : 'Save'}
      </button>
      {status !== 'published' && (
        <button type="button" css={button} disabled={busy} onClick={() => onAction({ kind: 'publish' })}>
          Publish now
        </button>
      )}
      {status !== 'published' && (
        <div className="schedule">
          <div>
            <label htmlFor={atId}>Publish at</label>
            <input id={atId} type="datetime-local" value={at} onChange={(event) => setAt(event.target.value)} aria-invalid={atError ? true : undefined} aria-describedby={atError ? errorIdOf(atId) : undefined} />
            <FieldError fieldId={atId} message={atError} />
          </div>
          <button type="button" css={button} disabled={busy} onClick={() => onAction({ kind: 'schedule', at })}>
            Schedule
          </button>
        </div>
      )}
      {(status === 'published' || status === 'scheduled') && (
        <button type="button" css={button} disabled={busy} onClick={() => onAction({ kind: 'unpublish' })}>
          {status === 'published' ? 'Unpublish' : 'Cancel the schedule'}
        </button>
      )}
      {/* The saved post's address, not the form's: a slug typed and not yet saved is no page yet. */}
      {post && status === 'published' && (
        <a className="on-site" href={blogPostAddress(post)} target="_blank" rel="noopener noreferrer">
          View on site<span css={visuallyHidden}> (opens in a new tab)</span>
        </a>
      )}
    </div>
  );
}
