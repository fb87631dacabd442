import { useEffect, useState } from 'react';
import { css } from '@emotion/react';
import { useRemoteData } from '@bookcraft/shared/ui';
import { fetchActiveMembers, type ActiveMember } from '../inbox/inboxApi';
import { LoadState } from '../ui/LoadState';
import { card, dataTable, formFields, mutedText, panelHeader, textBox } from '../ui/styles';
import { DealCard } from './DealCard';
import { fetchDeals, fetchStages, type Deal, type DealQuery, type DealStage } from './dealsApi';
import { formatMoney } from '../ui/format';
import { StagesEditor } from './StagesEditor';
import { NamedOptions } from '../ui/NamedOptions';

const filters = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: end;
  label { display: grid; gap: 0.25rem; }
  fieldset { display: flex; gap: 0.75rem; border: 0; padding: 0; margin: 0; }
`;

const board = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: 0.75rem;
  margin-top: 1rem;
  section { display: grid; gap: 0.5rem; align-content: start; }
  h3 { margin: 0; font-size: 1rem; }
`;

const columnTotal = css`
  display: block;
`;

type View = 'board' | 'list';

/** The sales team's deals: a board by stage or a list, filtered by owner (admins), stage and the days they were opened. */
export function DealsPanel({ isAdmin }: { isAdmin: boolean }) {
  const [query, setQuery] = useState<DealQuery>({});
  const [view, setView] = useState<View>('board');
  const [stagesVersion, setStagesVersion] = useState(0);
  const [stagesResult] = useRemoteData(`deal-stages-${stagesVersion}`, (signal) => fetchStages(signal), { keepLoaded: true });
  const [result, retry] = useRemoteData(`deals-${JSON.stringify(query)}-${stagesVersion}`, (signal) => fetchDeals(query, signal), { keepLoaded: true });
  const [changed, setChanged] = useState<Record<string, Deal>>({});
  const [moved, setMoved] = useState<{ id: string; said: string }>();
  const stages = stagesResult.state === 'loaded' ? stagesResult.data : [];
  const set = (key: keyof DealQuery) => (value: string) => setQuery((current) => ({ ...current, [key]: value || undefined }));

  return (
    <>
      <section css={card} aria-labelledby="deals-title">
        <div css={panelHeader}>
          <h2 id="deals-title">Deals</h2>
        </div>
        <div css={[formFields, filters]}>
          <fieldset>
            <legend>Show</legend>
            {(['board', 'list'] as const).map((each) => (
              <label key={each}>
                <input type="radio" name="deals-view" checked={view === each} onChange={() => setView(each)} /> {each === 'board' ? 'Board' : 'List'}
              </label>
            ))}
          </fieldset>
          {isAdmin && <OwnerFilter value={query.owner ?? ''} onChange={set('owner')} />}
          <label>
            Stage
            <select css={textBox} value={query.stage ?? ''} onChange={(event) => set('stage')(event.target.value)}>
              <option value="">Every stage</option>
              <NamedOptions items={stages} />
            </select>
          </label>
          <label>
            Opened from
            <input css={textBox} type="date" onChange={(event) => set('from')(event.target.value)} />
          </label>
          <label>
            to
            <input css={textBox} type="date" onChange={(event) => set('to')(event.target.value)} />
          </label>
        </div>
        <p role="status" css={mutedText}>
          {moved?.said}
        </p>
        <LoadState result={result} what="the deals" retry={retry}>
          {(loaded) => {
            const deals = loaded.map((deal) => changed[deal.id] ?? deal);
            const onChanged = (deal: Deal) => {
              const before = deals.find((each) => each.id === deal.id);
              if (before && before.stage.id !== deal.stage.id) setMoved({ id: deal.id, said: `Moved the deal with ${deal.title} to ${deal.stage.name}.` });
              setChanged((current) => ({ ...current, [deal.id]: deal }));
            };
            if (!deals.length) return <p css={mutedText}>No deals here yet. Open one from a lead, a consultation or a conversation.</p>;
            const props = { deals, stages, onChanged, movedId: moved?.id };
            return view === 'board' ? <DealBoard {...props} /> : <DealList {...props} />;
          }}
        </LoadState>
      </section>
      {isAdmin && stages.length > 0 && <StagesEditor stages={stages} onSaved={() => setStagesVersion((current) => current + 1)} />}
    </>
  );
}

function OwnerFilter({ value, onChange }: { value: string; onChange: (owner: string) => void }) {
  const [members, setMembers] = useState<ActiveMember[]>([]);
  useEffect(() => void fetchActiveMembers().then(setMembers, () => setMembers([])), []);
  return (
    <label>
      Owner
      <select css={textBox} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">Everyone</option>
        <NamedOptions items={members} />
      </select>
    </label>
  );
}

interface DealsViewProps {
  deals: Deal[];
  stages: DealStage[];
  onChanged: (deal: Deal) => void;
  /** The deal just moved to another stage: it keeps the focus. */
  movedId: string | undefined;
}

/** A column per stage, with its count and total, its deals under it. */
function DealBoard({ deals, stages, onChanged, movedId }: DealsViewProps) {
  return (
    <div css={board}>
      {stages.map((stage) => {
        const inStage = deals.filter((deal) => deal.stage.id === stage.id);
        const total = inStage.reduce((sum, deal) => sum + deal.amountCents, 0);
        return (
          <section key={stage.id} aria-label={`${stage.name}: ${inStage.length} ${inStage.length === 1 ? 'deal' : 'deals'}`}>
            <h3>
              {stage.name} ({inStage.length}) <span css={[mutedText, columnTotal]}>{formatMoney(total, 'USD')}</span>
            </h3>
            {inStage.map((deal) => (
              <DealCard key={deal.id} deal={deal} stages={stages} onChanged={onChanged} focusStage={deal.id === movedId} />
            ))}
          </section>
        );
      })}
    </div>
  );
}

/** The deals as a table, newest first: each row's stage a select, as on the board. */
function DealList({ deals, stages, onChanged, movedId }: DealsViewProps) {
  return (
    <table css={dataTable}>
      <caption css={mutedText}>Newest first.</caption>
      <thead>
        <tr>
          <th scope="col">Person</th>
          <th scope="col">Deal</th>
          <th scope="col">Opened</th>
          <th scope="col">Expected close</th>
        </tr>
      </thead>
      <tbody>
        {deals.map((deal) => (
          <tr key={deal.id}>
            <th scope="row">
              {deal.person.name || deal.title}
              <div css={mutedText}>{deal.person.email}</div>
            </th>
            <td>
              <DealCard deal={deal} stages={stages} onChanged={onChanged} focusStage={deal.id === movedId} />
            </td>
            <td>{new Date(deal.createdAt).toLocaleDateString('en-CA')}</td>
            <td>{deal.expectedClose ?? '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
