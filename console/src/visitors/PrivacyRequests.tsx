import { useState } from 'react';
import { css } from '@emotion/react';
import { api, call } from '@bookcraft/shared';
import { saveBlob } from '@bookcraft/shared/messaging';
import type { ApiAnswer } from '@bookcraft/shared/contracts';
import { visuallyHidden } from '@bookcraft/shared/theme';
import { formatDateTime } from '../ui/format';
import { button, errorText, mutedText } from '../ui/styles';
import { visitorName } from '../ui/visitorName';

const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: center;
  margin-top: 0.75rem;
  [role='group'] { flex-basis: 100%; }
`;

type LinkedRecords = ApiAnswer<'GET /api/staff/visitors/:id/linked-records'>;

interface PrivacyRequestsProps {
  visitorId: string;
  name: string;
  /** The visitor's data is gone: the list forgets them (and the linked visitors erased with them). */
  onErased: (ids: string[]) => void;
}

type Step = { kind: 'idle' } | { kind: 'confirming'; linked: LinkedRecords | null } | { kind: 'loading' } | { kind: 'reviewing'; linked: LinkedRecords } | { kind: 'erasing' } | { kind: 'failed'; message: string };

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/**
 * A visitor's access and erasure requests (GDPR, CCPA): everything held about this visitor, as one JSON
 * file, or all of it erased, after a confirmation. Taking in the visitors linked with them (their other
 * devices) is a separate choice, made on the list of every record it would touch.
 */
export function PrivacyRequests({ visitorId, name, onErased }: PrivacyRequestsProps) {
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const others = (linked: LinkedRecords) => linked.visitors.filter((visitor) => visitor.id !== visitorId).map((visitor) => visitor.id);
  const scope = (linked: LinkedRecords | null) => (linked ? `?linked=${others(linked).join(',')}` : '');

  // A POST, not a link: the export is audited, and a GET is what any page's markup can make an admin's browser send.
  const download = async (linked: LinkedRecords | null) => {
    try {
      const query = linked ? { linked: others(linked).join(',') } : {};
      const { data } = await call('POST /api/staff/visitors/:id/export', { params: { id: visitorId }, query, body: {} }, { responseType: 'blob' });
      saveBlob(data as unknown as Blob, `visitor-${visitorId}.json`);
    } catch {
      setStep({ kind: 'failed', message: `Could not download the data of ${name}. Try again.` });
    }
  };

  const erase = async (linked: LinkedRecords | null) => {
    setStep({ kind: 'erasing' });
    try {
      await api().delete(`/staff/visitors/${visitorId}${scope(linked)}`);
      onErased(linked ? linked.visitors.map((visitor) => visitor.id) : [visitorId]);
    } catch {
      setStep({ kind: 'failed', message: `Could not erase the data of ${name}. Try again.` });
    }
  };
  const review = async () => {
    setStep({ kind: 'loading' });
    try {
      setStep({ kind: 'reviewing', linked: (await api().get<LinkedRecords>(`/staff/visitors/${visitorId}/linked-records`)).data });
    } catch {
      setStep({ kind: 'failed', message: `Could not list the visitors linked with ${name}. Try again.` });
    }
  };

  return (
    <div css={actions}>
      <button type="button" css={button} onClick={() => download(null)}>
        Download this visitor’s data<span css={visuallyHidden}> ({name})</span>
      </button>
      <button type="button" css={button} onClick={() => setStep({ kind: 'confirming', linked: null })}>
        Erase this visitor’s data<span css={visuallyHidden}> ({name})</span>
      </button>
      <button type="button" css={button} onClick={review} disabled={step.kind === 'loading'}>
        Include linked visitors…<span css={visuallyHidden}> of {name}</span>
      </button>
      {step.kind === 'reviewing' && <LinkedRecordsList name={name} linked={step.linked} onDownload={() => download(step.linked)} onErase={() => setStep({ kind: 'confirming', linked: step.linked })} />}
      {(step.kind === 'confirming' || step.kind === 'erasing') && (
        <div role="group" aria-label={`Erase the data of ${name}`}>
          <p css={mutedText}>
            {step.kind === 'confirming' && step.linked
              ? `Erase everything held about ${name} and the ${plural(others(step.linked).length, 'linked visitor')} listed: visits, leads, chats, images and mail? This cannot be undone.`
              : `Erase everything held about ${name} on this device: visits, leads, chats, images and mail? Visitors linked with them are not touched. This cannot be undone.`}
          </p>
          <button type="button" css={button} onClick={() => erase(step.kind === 'confirming' ? step.linked : null)} disabled={step.kind === 'erasing'}>
            Erase
          </button>{' '}
          <button type="button" css={button} onClick={() => setStep({ kind: 'idle' })} disabled={step.kind === 'erasing'}>
            Cancel
          </button>
        </div>
      )}
      {step.kind === 'failed' && (
        <p role="alert" css={errorText}>
          {step.message}
        </p>
      )}
    </div>
  );
}

/** Every record a request that takes in the linked visitors would touch, listed before it runs. */
function LinkedRecordsList({ name, linked, onDownload, onErase }: { name: string; linked: LinkedRecords; onDownload: () => void; onErase: () => void }) {
  if (linked.visitors.length === 1) {
    return (
      <p role="status" css={mutedText}>
        No visitor is linked with {name}.
      </p>
    );
  }
  return (
    <div role="group" aria-label={`Records of ${name} and the linked visitors`}>
      <p>
        Taking in the linked visitors touches {plural(linked.visitors.length, 'visitor')}, {plural(linked.leads.length, 'lead')}, {plural(linked.conversations.length, 'conversation')} and{' '}
        {plural(linked.mails, 'e-mail')}:
      </p>
      <ul aria-label="Visitors">
        {linked.visitors.map((visitor) => (
          <li key={visitor.id}>
            {visitorName(visitor.name, visitor.email, visitor.id)} ({visitor.id.slice(0, 8)}), last seen {formatDateTime(visitor.lastSeen)}
          </li>
        ))}
      </ul>
      {linked.leads.length > 0 && (
        <ul aria-label="Leads">
          {linked.leads.map((lead) => (
            <li key={lead.id}>
              Lead from {lead.name} ({lead.email}), {formatDateTime(lead.at)}
            </li>
          ))}
        </ul>
      )}
      {linked.conversations.length > 0 && (
        <ul aria-label="Conversations">
          {linked.conversations.map((conversation) => (
            <li key={conversation.id}>
              Conversation {conversation.id}, {formatDateTime(conversation.at)}, {plural(conversation.messages, 'message')}
            </li>
          ))}
        </ul>
      )}
      <button type="button" css={button} onClick={onDownload}>
        Download all of it
      </button>{' '}
      <button type="button" css={button} onClick={onErase}>
        Erase all of it
      </button>
    </div>
  );
}
