import { useRef, useState } from 'react';
import { css } from '@emotion/react';
import { colors } from '@bookcraft/shared/theme';
import { visuallyHidden } from '@bookcraft/shared/theme';
import { LeadTouches } from '../attribution/LeadTouches';
import { PersonPage } from '../people/PersonPage';
import { formatDateTime } from '../ui/format';
import { focusableEntry, foundEntryId } from '../ui/foundEntry';
import { LoadState } from '../ui/LoadState';
import { button, card, dataTable, mutedText, panelHeader } from '../ui/styles';
import { OpenDealButton } from '../deals/OpenDealButton';
import { useRemoteData } from '@bookcraft/shared/ui';
import { LeadExperiment } from './LeadExperiment';
import { fetchLeads, leadsCsvUrl, type Lead, type LeadFolder, type LeadsPage } from './leadsApi';
import type { LeadArrivals } from './useLeadArrivals';
import { FolderSwitch, SpamTable } from './SpamFolder';

const header = css`
  ${panelHeader};
  a { color: ${colors.navy}; font-weight: 700; }
`;
const messageCell = css`
  max-width: 22rem;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;
const pager = css`
  display: flex;
  gap: 0.75rem;
  align-items: center;
  margin-top: 0.75rem;
  p { margin: 0; }
`;

const leadName = (lead: Lead) => lead.full_name || [lead.first_name, lead.last_name].filter(Boolean).join(' ') || '—';

interface LeadsPanelProps {
  /** Opens on this person's page. */
  initialPerson?: string | null;
  /** Leads arriving (useLeadArrivals): the list is fetched again, keeping what it shows until then. */
  arrivals?: Pick<LeadArrivals, 'arrived' | 'version'>;
}

/** The leads, newest first, a page at a time, and all of them as CSV; new ones appear as they arrive. */
export function LeadsPanel({ initialPerson = null, arrivals = { arrived: 0, version: 0 } }: LeadsPanelProps) {
  const [page, setPage] = useState(1);
  const [folder, setFolder] = useState<LeadFolder>('leads');
  const [result, retry] = useRemoteData(`${folder}-${page}-${arrivals.version}`, (signal) => fetchLeads(page, signal, folder), { keepLoaded: true });
  const arrivedHere = useArrivalsSinceMount(arrivals.arrived);
  const [personOf, setPersonOf] = useState<string | null>(initialPerson);

  if (personOf) return <PersonPage visitorId={personOf} backLabel="Back to leads" onBack={() => setPersonOf(null)} />;
  return (
    <section css={card} aria-labelledby="leads-title">
      <div css={header}>
        <h2 id="leads-title">Leads</h2>
        <a href={leadsCsvUrl()} download>
          Download all leads (CSV)
        </a>
      </div>
      <p role="status" css={mutedText}>
        {arrivedHere > 0 && `${arrivedHere} new ${arrivedHere === 1 ? 'lead' : 'leads'} arrived while this list was open.`}
      </p>
      <FolderSwitch folder={folder} spamTotal={result.state === 'loaded' ? result.data.spamTotal : undefined} onChange={(next) => (setFolder(next), setPage(1))} />
      <LoadState result={result} what={folder === 'spam' ? 'spam' : 'leads'} retry={retry}>
        {(loaded) => (folder === 'spam' ? <SpamTable loaded={loaded} onChanged={retry} /> : <LeadsTable loaded={loaded} onPage={setPage} onOpenPerson={setPersonOf} />)}
      </LoadState>
    </section>
  );
}

function LeadsTable({ loaded, onPage, onOpenPerson }: { loaded: LeadsPage; onPage: (page: number) => void; onOpenPerson: (visitorId: string) => void }) {
  const pages = Math.max(1, Math.ceil(loaded.total / loaded.pageSize));
  if (loaded.total === 0) return <p css={mutedText}>No leads yet.</p>;
  return (
    <>
      <table css={dataTable}>
        <caption css={mutedText}>Newest first.</caption>
        <thead>
          <tr>
            <th scope="col">Received</th>
            <th scope="col">Name</th>
            <th scope="col">E-mail</th>
            <th scope="col">Phone</th>
            <th scope="col">Form</th>
            <th scope="col">Campaign</th>
            <th scope="col">Source</th>
            <th scope="col">First / last touch</th>
            <th scope="col">Message</th>
          </tr>
        </thead>
        <tbody>
          {loaded.leads.map((lead) => (
            <tr key={lead.id} id={foundEntryId('lead', lead.id)} tabIndex={-1} css={focusableEntry}>
              <td>{formatDateTime(lead.created_at)}</td>
              <th scope="row">
                {leadName(lead)}
                {lead.suspected_bot && <span css={mutedText}> (suspected bot)</span>}
                {typeof lead.customer_id === 'string' && (
                  <>
                    {' '}
                    <button type="button" css={button} onClick={() => onOpenPerson(lead.customer_id as string)}>
                      Person page<span css={visuallyHidden}> of {leadName(lead)}</span>
                    </button>
                  </>
                )}
                <OpenDealButton source={{ leadId: lead.id }} name={leadName(lead)} />
              </th>
              <td>{lead.email}</td>
              <td>{lead.phone}</td>
              <td>{[lead.form_type, lead.service].filter(Boolean).join(' · ')}</td>
              <td>
                {lead.utm_campaign || '—'}
                <LeadExperiment experiment={lead.experiment} />
              </td>
              <td>{lead.traffic_source}</td>
              <td>
                <LeadTouches lead={lead} name={leadName(lead)} />
              </td>
              <td css={messageCell}>{lead.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <nav css={pager} aria-label="Leads pages">
        <button type="button" css={button} disabled={loaded.page <= 1} onClick={() => onPage(loaded.page - 1)}>
          Previous page
        </button>
        <p aria-live="polite">
          Page {loaded.page} of {pages} ({loaded.total} leads)
        </p>
        <button type="button" css={button} disabled={loaded.page >= pages} onClick={() => onPage(loaded.page + 1)}>
          Next page
        </button>
      </nav>
    </>
  );
}

/** How many leads arrived since the list was opened, for the live line that announces them. */
function useArrivalsSinceMount(arrivals: number): number {
  const atMount = useRef(arrivals);
  return arrivals - atMount.current;
}
