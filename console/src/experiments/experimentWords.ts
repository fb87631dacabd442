import type { ExperimentStatus } from '@bookcraft/shared/contracts';
import type { Experiment } from './experimentsApi';

/** "Variant 1" is the control, arm 0: people count from one. */
export const variantName = (arm: number) => `Variant ${arm + 1}`;

export const STATUS_LABELS: Record<ExperimentStatus, string> = { draft: 'Draft', running: 'Running', paused: 'Paused', ended: 'Ended' };

const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`;

/** "4.2% (3.1–5.6%)": the conversion with its 95 % interval. */
export function conversionText(conversion: number, interval: { low: number; high: number }): string {
  return `${percent(conversion)} (${(interval.low * 100).toFixed(1)}–${percent(interval.high)})`;
}

/** The fixed-sample test's verdict in words: nothing is called before every variant has its sample. */
export function verdictText({ results }: Experiment): string {
  const { verdict, arms } = results;
  if (verdict.outcome === 'winner' && verdict.winner !== null) return `${variantName(verdict.winner)} wins`;
  if (verdict.outcome === 'no-difference') return 'No difference found';
  const fewest = arms.length === 0 ? 0 : Math.min(...arms.map((arm) => arm.visitors));
  return `Collecting: ${fewest} of ${verdict.sampleSizePerArm} visitors per variant — no winner is called before then`;
}
