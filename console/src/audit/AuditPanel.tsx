import { useState } from 'react';
import { css } from '@emotion/react';
import { useRemoteData } from '@bookcraft/shared/ui';
import { formatDateTime } from '../ui/format';
import { LoadState } from '../ui/LoadState';
import { button, card, dataTable, mutedText, panelHeader } from '../ui/styles';
import { fetchAuditPage, type AuditPage } from './auditApi';

const pager = css`
  display: flex;
  gap: 0.75rem;
  align-items: center;
  margin-top: 0.75rem;
  p { margin: 0; }
`;
const caption = css`
  text-align: left;
  font-weight: 700;
  padding-bottom: 0.5rem;
`;

/** The audit log (admins only): sign-ins, invitations, role changes, assignments and more, newest first. */
export function AuditPanel() {
  const [page, setPage] = useState(1);
  const [result, retry] = useRemoteData(`audit-${page}`, (signal) => fetchAuditPage(page, signal), { keepLoaded: true });
  return (
    <section css={card} aria-labelledby="audit-title">
      <div css={panelHeader}>
        <h2 id="audit-title">Audit log</h2>
        <button type="button" css={button} onClick={retry}>
          Refresh
        </button>
      </div>
      <LoadState result={result} what="the audit log" retry={retry}>
        {(loaded) => <AuditTable loaded={loaded} onPage={setPage} />}
      </LoadState>
    </section>
  );
}

function AuditTable({ loaded, onPage }: { loaded: AuditPage; onPage: (page: number) => void }) {
  const pages = Math.max(1, Math.ceil(loaded.total / loaded.pageSize));
  return (
    <>
      <table css={dataTable}>
        <caption css={caption}>Audit log</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Who</th>
            <th scope="col">What</th>
            <th scope="col">Subject</th>
            <th scope="col">Detail</th>
          </tr>
        </thead>
        <tbody>
          {loaded.entries.map((entry) => (
            <tr key={entry.id}>
              <td>{formatDateTime(entry.at)}</td>
              <td>{entry.actor ?? 'System'}</td>
              <td>{entry.action}</td>
              <td>{entry.subject ?? '—'}</td>
              <td>{entry.detail ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {loaded.entries.length === 0 && <p css={mutedText}>Nothing recorded yet.</p>}
      <div css={pager}>
        <button type="button" css={button} disabled={loaded.page <= 1} onClick={() => onPage(loaded.page - 1)}>
          Newer
        </button>
        <p role="status">
          Page {loaded.page} of {pages}
        </p>
        <button type="button" css={button} disabled={loaded.page >= pages} onClick={() => onPage(loaded.page + 1)}>
          Older
        </button>
      </div>
    </>
  );
}
