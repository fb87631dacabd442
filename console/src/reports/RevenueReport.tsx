import { useState } from 'react';
import { css } from '@emotion/react';
import { REVENUE_GROUP_NAMES, REVENUE_GROUPS, REVENUE_MODEL_RULES, REVENUE_MODELS, type RevenueGroup, type RevenueModel } from '@bookcraft/shared/contracts';
import { useRemoteData } from '@bookcraft/shared/ui';
import { colors } from '@bookcraft/shared/theme';
import { formatMoney } from '../ui/format';
import { LoadState } from '../ui/LoadState';
import { formFields, mutedText, textBox } from '../ui/styles';
import { SpendUpload } from './SpendUpload';
import { TotalledTable } from './TotalledTable';
import { fetchRevenue, googleConversionsUrl, revenueCsvUrl, type ReportRange, type RevenueAnswer } from './reportsApi';

const section = css`
  margin-top: 1.5rem;
  overflow-x: auto;
  h3 { margin: 0 0 0.5rem; }
`;
const side = css`
  display: flex;
  flex-wrap: wrap;
  gap: 1.5rem;
  align-items: start;
`;
const choices = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  label { display: grid; gap: 0.25rem; }
`;

const share = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(2));
const percent = (rate: number | null) => (rate === null ? '—' : `${Math.round(rate * 100)} %`);

/** Won revenue and what led to it, by the touches that brought each person, under the model chosen (its rule stated). */
export function RevenueReport({ range }: { range: ReportRange }) {
  const [model, setModel] = useState<RevenueModel>('last');
  const [group, setGroup] = useState<RevenueGroup>('campaign');
  const [spendVersion, setSpendVersion] = useState(0);
  const [result, retry] = useRemoteData(`revenue-${model}-${group}-${range.from}-${range.to}-${spendVersion}`, (signal) => fetchRevenue(range, model, group, signal), { keepLoaded: true });
  return (
    <section css={section} aria-labelledby="revenue-title">
      <h3 id="revenue-title">Revenue</h3>
      <div css={[formFields, choices]}>
        <label>
          Attribution model
          <select css={textBox} value={model} onChange={(event) => setModel(event.target.value as RevenueModel)}>
            {REVENUE_MODELS.map((each) => (
              <option key={each} value={each}>
                {REVENUE_MODEL_RULES[each].name}
              </option>
            ))}
          </select>
        </label>
        <label>
          Group by
          <select css={textBox} value={group} onChange={(event) => setGroup(event.target.value as RevenueGroup)}>
            {REVENUE_GROUPS.map((each) => (
              <option key={each} value={each}>
                {REVENUE_GROUP_NAMES[each]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p>
        <strong>{REVENUE_MODEL_RULES[model].name}:</strong> {REVENUE_MODEL_RULES[model].rule} Deals count on the day they were won or lost; leads and consultations on the day they came.
      </p>
      <SpendUpload onStored={() => setSpendVersion((version) => version + 1)} />
      <LoadState result={result} what="the revenue" retry={retry}>
        {(answer) => (
          <>
            <div css={side}>
              <RevenueTable answer={answer} />
              <RevenueBars answer={answer} />
            </div>
            {answer.otherCurrencyDeals > 0 && <p css={mutedText}>{answer.otherCurrencyDeals} deals in another currency than {answer.currency} are not added in.</p>}
            <a href={revenueCsvUrl(range, model, group)} download>
              Download the revenue by {REVENUE_GROUP_NAMES[group].toLowerCase()} (CSV)
            </a>{' '}
            ·{' '}
            <a href={googleConversionsUrl(range)} download>
              Download these days' conversions for Google Ads' offline import (CSV)
            </a>
          </>
        )}
      </LoadState>
    </section>
  );
}

const SPEND_HEADINGS = ['Cost', 'Cost per lead', 'Cost per consultation', 'Cost per won deal', 'Return on ad spend'];

function RevenueTable({ answer }: { answer: RevenueAnswer }) {
  const money = (cents: number | null) => (cents === null ? '—' : formatMoney(cents, answer.currency));
  const cells = (figures: RevenueAnswer['total']) => (
    <>
      <td>{formatMoney(figures.revenueCents, answer.currency)}</td>
      <td>{share(figures.dealsWon)}</td>
      <td>{percent(figures.winRate)}</td>
      <td>{share(figures.consultations)}</td>
      <td>{share(figures.leads)}</td>
      {figures.spend && (
        <>
          <td>{money(figures.spend.costCents)}</td>
          <td>{money(figures.spend.perLeadCents)}</td>
          <td>{money(figures.spend.perConsultationCents)}</td>
          <td>{money(figures.spend.perWonDealCents)}</td>
          <td>{figures.spend.roas === null ? '—' : `${share(figures.spend.roas)}×`}</td>
        </>
      )}
    </>
  );
  return (
    <TotalledTable
      caption={`Revenue by ${REVENUE_GROUP_NAMES[answer.group].toLowerCase()}, ${REVENUE_MODEL_RULES[answer.model].name.toLowerCase()}, ${answer.range.from} to ${answer.range.to} (${answer.timeZone} time)`}
      headings={[REVENUE_GROUP_NAMES[answer.group], 'Won revenue', 'Deals won', 'Win rate', 'Consultations', 'Leads', ...(answer.total.spend ? SPEND_HEADINGS : [])]}
      rows={answer.rows}
      rowName={(row) => row.key}
      total={answer.total}
      cells={cells}
    />
  );
}

/** The won revenue of each row as bars, beside the table that says the same in words (so hidden from screen readers). */
function RevenueBars({ answer }: { answer: RevenueAnswer }) {
  const rows = answer.rows.filter((row) => row.revenueCents > 0).slice(0, 10);
  const most = Math.max(1, ...rows.map((row) => row.revenueCents));
  if (!rows.length) return null;
  return (
    <svg width="320" height={rows.length * 28} aria-hidden="true">
      {rows.map((row, index) => (
        <g key={row.key} transform={`translate(0, ${index * 28})`}>
          <rect x="0" y="4" height="18" width={Math.max(2, (row.revenueCents / most) * 200)} fill={colors.navy} />
          <text x={Math.max(2, (row.revenueCents / most) * 200) + 6} y="18" fontSize="12" fill={colors.navy}>
            {row.key}
          </text>
        </g>
      ))}
    </svg>
  );
}
