import { useId, useState } from 'react';
import { css } from '@emotion/react';
import { PersonPage } from '../people/PersonPage';
import { LoadStatus } from '../ui/LoadState';
import { button, card, dataTable, mutedText, panelHeader } from '../ui/styles';
import { useLiveVisitors } from './useLiveVisitors';
import { VisitorRow } from './VisitorRow';
import { isOnline } from './visitorsState';

const toolbar = css`
  ${panelHeader};
  p { margin: 0; }
  label { display: inline-flex; gap: 0.4rem; align-items: center; font-weight: 600; }
`;

/** Who is on the site now: presence, current page, first-touch campaign and keyword, live. */
export function VisitorsPanel({ handlesPrivacyRequests }: { handlesPrivacyRequests: boolean }) {
  const live = useLiveVisitors();
  const [showOffline, setShowOffline] = useState(false);
  const [notice, setNotice] = useState('');
  const [personOf, setPersonOf] = useState<string | null>(null);
  const toggleId = useId();
  const online = live.visitors.filter(isOnline);
  const shown = showOffline ? live.visitors : online;
  const erased = (ids: string[], name: string) => {
    for (const id of ids) live.forget(id);
    setNotice(ids.length === 1 ? `All data of ${name} erased.` : `All data of ${name} and ${ids.length - 1} linked visitor${ids.length === 2 ? '' : 's'} erased.`);
  };

  if (personOf) return <PersonPage visitorId={personOf} backLabel="Back to visitors" onBack={() => setPersonOf(null)} />;
  return (
    <section css={card} aria-labelledby="visitors-title">
      <div css={toolbar}>
        <h2 id="visitors-title">Visitors</h2>
        <p role="status">{online.length === 1 ? '1 visitor online' : `${online.length} visitors online`}</p>
        <p role="status">{notice}</p>
        <label htmlFor={toggleId}>
          <input id={toggleId} type="checkbox" checked={showOffline} onChange={(event) => setShowOffline(event.target.checked)} />
          Show offline visitors
        </label>
      </div>
      <LoadStatus status={live.status} what="visitors" retry={live.reload}>
        {() =>
          shown.length === 0 ? (
            <p css={mutedText}>No visitors on the site right now.</p>
          ) : (
            <table css={dataTable}>
              <caption css={mutedText}>Most recently seen first. Campaign and keyword are those of the first visit.</caption>
              <thead>
                <tr>
                  <th scope="col">Visitor</th>
                  <th scope="col">Presence</th>
                  <th scope="col">Current page</th>
                  <th scope="col">Campaign</th>
                  <th scope="col">Keyword</th>
                  <th scope="col">Last seen</th>
                  <th scope="col">Details</th>
                </tr>
              </thead>
              <tbody>
                {shown.map((visitor) => (
                  <VisitorRow key={visitor.id} visitor={visitor} visits={live.visits[visitor.id]} leads={live.leads[visitor.id]} latestTouch={live.latestTouch[visitor.id]} loadDetail={live.loadDetail} onErased={erased} handlesPrivacyRequests={handlesPrivacyRequests} onOpenPerson={setPersonOf} />
                ))}
              </tbody>
            </table>
          )
        }
      </LoadStatus>
      {live.hasMore && (
        <button type="button" css={button} onClick={live.loadMore}>
          Show more visitors
        </button>
      )}
    </section>
  );
}
