import { useState } from 'react';
import { css } from '@emotion/react';
import { formatDateTime } from '../ui/format';
import { button, dataTable, errorText, mutedText } from '../ui/styles';
import { markNotSpam, type Lead, type LeadFolder, type LeadsPage } from './leadsApi';

/** Why a lead is spam (docs/spam.md), in words. */
const SPAM_REASON_WORDS: Record<string, string> = {
  'no-challenge': 'Sent without solving the form’s challenge (a script, or a browser without JavaScript)',
  'challenge-invalid': 'The form’s challenge was wrong or had expired',
  'challenge-reused': 'The form’s challenge was already used by another lead',
  'too-fast': 'Sent faster than a person fills in the form',
  honeypot: 'Filled in the field hidden from people',
};

const spamReasonInWords = (reason: string | null | undefined) => (reason && SPAM_REASON_WORDS[reason]) || 'Suspected bot';

const folders = css`
  display: flex;
  gap: 0.5rem;
  margin-bottom: 0.75rem;
  button[aria-pressed='true'] { font-weight: 700; }
`;

/** "Leads | Spam": which of the two the panel lists, with the Spam folder's count. */
export function FolderSwitch({ folder, spamTotal, onChange }: { folder: LeadFolder; spamTotal?: number; onChange: (folder: LeadFolder) => void }) {
  return (
    <div css={folders} role="group" aria-label="Folder">
      <button type="button" css={button} aria-pressed={folder === 'leads'} onClick={() => onChange('leads')}>
        Leads
      </button>
      <button type="button" css={button} aria-pressed={folder === 'spam'} onClick={() => onChange('spam')}>
        Spam{spamTotal === undefined ? '' : ` (${spamTotal})`}
      </button>
    </div>
  );
}

const leadName = (lead: Lead) => lead.full_name || [lead.first_name, lead.last_name].filter(Boolean).join(' ') || '—';

/** The Spam folder: each lead with why it is there, and "Not spam", which delivers it now. */
export function SpamTable({ loaded, onChanged }: { loaded: LeadsPage; onChanged: () => void }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (loaded.leads.length === 0) return <p css={mutedText}>No spam.</p>;
  async function rescue(lead: Lead) {
    setFailed(null);
    try {
      await markNotSpam(lead.id);
      onChanged();
    } catch {
      setFailed(`Could not mark ${leadName(lead)} as not spam. Try again.`);
    }
  }
  return (
    <>
      {failed && (
        <p role="alert" css={errorText}>
          {failed}
        </p>
      )}
      <table css={dataTable}>
        <caption css={mutedText}>Leads that failed the spam checks: no mail to sales, no webhook, not counted. Newest first.</caption>
        <thead>
          <tr>
            <th scope="col">Received</th>
            <th scope="col">Name</th>
            <th scope="col">E-mail</th>
            <th scope="col">Why it is spam</th>
            <th scope="col">Message</th>
            <th scope="col">Action</th>
          </tr>
        </thead>
        <tbody>
          {loaded.leads.map((lead) => (
            <tr key={lead.id}>
              <td>{formatDateTime(lead.created_at)}</td>
              <th scope="row">{leadName(lead)}</th>
              <td>{lead.email}</td>
              <td>{spamReasonInWords(lead.bot_reason)}</td>
              <td>{lead.message}</td>
              <td>
                <button type="button" css={button} onClick={() => void rescue(lead)} aria-label={`Not spam: ${leadName(lead)}`}>
                  Not spam
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
