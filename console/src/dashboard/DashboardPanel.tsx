import { useId, useMemo, useState } from 'react';
import { css } from '@emotion/react';
import { colors } from '@bookcraft/shared/theme';
import { LoadState } from '../ui/LoadState';
import { button, card, rangeHeader } from '../ui/styles';
import { useRemoteData } from '@bookcraft/shared/ui';
import { ChartFigure } from './ChartFigure';
import { RangeForm } from './RangeForm';
import { fetchStats, type DashboardStats, type StatsRange, type StatsTouch } from './statsApi';
import { TouchChoice } from './TouchChoice';
import { conversionChart, dailyChart } from './statsCharts';

const grid = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 28rem), 1fr));
  gap: 1.25rem;
`;
const onlineFigure = css`
  margin: 0;
  figcaption { font-weight: 700; }
  p { margin: 0.25rem 0 0; font-size: 3rem; font-weight: 800; color: ${colors.navy}; }
`;

/** Visitors and leads over a period, and what converts: drawn with chart.js, told as tables. */
export function DashboardPanel() {
  const [range, setRange] = useState<StatsRange | null>(null);
  const [touch, setTouch] = useState<StatsTouch>('first');
  const [result, retry] = useRemoteData(`stats-${JSON.stringify(range)}-${touch}`, async (signal) => ({ stats: await fetchStats(range, signal, touch), touch }), { keepLoaded: true });

  return (
    <section css={card} aria-labelledby="dashboard-title">
      <div css={rangeHeader}>
        <h2 id="dashboard-title">Dashboard</h2>
        <RangeForm range={result.state === 'loaded' ? result.data.stats.range : range} onChange={setRange} />
        <TouchChoice touch={touch} onChange={setTouch} />
        <button type="button" css={button} onClick={retry}>
          Refresh
        </button>
      </div>
      <LoadState result={result} what="the dashboard" retry={retry}>
        {(loaded) => <StatsCharts stats={loaded.stats} touch={loaded.touch} />}
      </LoadState>
    </section>
  );
}

function StatsCharts({ stats, touch }: { stats: DashboardStats; touch: StatsTouch }) {
  // The touch these figures were read by: while the other loads, the shown ones keep their own title.
  const byTouch = touch === 'last' ? ', by last touch' : '';
  const daily = useMemo(() => dailyChart(stats), [stats]);
  const byLandingPage = useMemo(() => conversionChart(stats.byLandingPage, 'Landing page', '(none)'), [stats]);
  const byCampaign = useMemo(() => conversionChart(stats.byCampaign, 'Campaign', '(no campaign)'), [stats]);
  const bySource = useMemo(() => conversionChart(stats.bySource, 'Traffic source', '(unknown)'), [stats]);
  const onlineId = useId();

  return (
    <div css={grid}>
      <figure css={onlineFigure} aria-labelledby={onlineId}>
        <figcaption id={onlineId}>Visitors online now</figcaption>
        <p>{stats.onlineNow}</p>
      </figure>
      <ChartFigure title={`Visitors and leads per day, ${stats.range.from} to ${stats.range.to}`} {...daily} />
      <ChartFigure title="Leads and conversion by landing page" {...byLandingPage} />
      <ChartFigure title={`Leads and conversion by campaign${byTouch}`} {...byCampaign} />
      <ChartFigure title={`Leads and conversion by traffic source${byTouch}`} {...bySource} />
    </div>
  );
}
