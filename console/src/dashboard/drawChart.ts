import { colors } from '@bookcraft/shared/theme';
import type { ChartSpec } from './chartSpec';

const SERIES_COLOURS = [colors.navy, colors.accent, '#047857'];

let chartClass: Promise<typeof import('chart.js').Chart> | undefined;

/**
 * chart.js with only what the dashboard draws registered, loaded the first
 * time a chart is drawn. The names are destructured in the parameter so that
 * webpack keeps only these exports of the library.
 */
function loadChart() {
  chartClass ??= import('chart.js').then(({ Chart, LineController, LineElement, PointElement, BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend }) => {
    Chart.register(LineController, LineElement, PointElement, BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend);
    return Chart;
  });
  return chartClass;
}

/**
 * Draws the spec on the canvas and resolves to a function that removes the
 * chart. Where the canvas cannot draw (no 2D context, as in jsdom) nothing is
 * drawn and chart.js is not even loaded: the text alternative says it all.
 */
export async function drawChart(canvas: HTMLCanvasElement, spec: ChartSpec): Promise<() => void> {
  if (!canvas.getContext('2d')) return () => undefined;
  const Chart = await loadChart();
  const hasPercent = spec.series.some((series) => series.unit === 'percent');
  const chart = new Chart(canvas, {
    type: spec.kind,
    data: {
      labels: spec.labels,
      datasets: spec.series.map((series, index) => ({
        label: series.label,
        data: series.values,
        yAxisID: series.unit === 'percent' ? 'percent' : 'count',
        borderColor: SERIES_COLOURS[index % SERIES_COLOURS.length],
        backgroundColor: SERIES_COLOURS[index % SERIES_COLOURS.length],
        tension: 0.2,
      })),
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: false,
      interaction: { mode: 'index', intersect: false },
      scales: {
        count: { type: 'linear', position: 'left', beginAtZero: true, ticks: { precision: 0 } },
        ...(hasPercent ? { percent: { type: 'linear' as const, position: 'right' as const, beginAtZero: true, grid: { drawOnChartArea: false }, ticks: { callback: (value: string | number) => `${value}%` } } } : {}),
      },
    },
  });
  return () => chart.destroy();
}
