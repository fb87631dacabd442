import type { ExperimentStatus } from '@bookcraft/shared/contracts';
import type { Experiment } from './experimentsApi';

/** "Variant 1" is the control, arm 0: people count from one. */
export const variantName = (arm: number) => `Variant ${arm + 1}`;
/** "Variant 1 (control)", "Variant 2": as the results table names a row. */
export const variantLabel = (arm: number) => (arm === 0 ? `${variantName(arm)} (control)` : variantName(arm));

export const STATUS_LABELS: Record<ExperimentStatus, string> = { draft: 'Draft', running: 'Running', paused: 'Paused', ended: 'Ended' };

const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`;
/** 10317 → "10,317". */
export const count = (value: number) => value.toLocaleString('en-US');

/** "4.2% (3.1–5.6%)": the conversion with its 95 % interval. */
export function conversionText(conversion: number, interval: { low: number; high: number }): string {
  return `${percent(conversion)} (${(interval.low * 100).toFixed(1)}–${percent(interval.high)})`;
}

/** Each arm's visitors so far, the arms with none too. */
const visitorsByArm = ({ arms, results }: Experiment) => arms.map(({ arm }) => ({ arm, visitors: results.arms.find((result) => result.arm === arm)?.visitors ?? 0 }));

/** The arm furthest from its sample: the fewest visitors (the first such arm on a tie). */
function fewestVisitors(experiment: Experiment) {
  return visitorsByArm(experiment).reduce((fewest, arm) => (arm.visitors < fewest.visitors ? arm : fewest));
}

/**
 * The fixed-sample test's verdict in words: nothing is called before every variant has its sample, and the line
 * says which variant is furthest from it; an experiment ended before then says so, in the past.
 */
export function verdictText(experiment: Experiment): string {
  const { verdict } = experiment.results;
  const needed = count(verdict.sampleSizePerArm);
  if (verdict.outcome === 'winner' && verdict.winner !== null) return `${variantName(verdict.winner)} wins`;
  if (verdict.outcome === 'no-difference') return 'No difference found';
  if (experiment.status === 'draft') return `Not started: each variant will need ${needed} visitors before a winner can be called.`;
  const fewest = fewestVisitors(experiment);
  if (experiment.status === 'ended') {
    return `The sample was not reached: ${variantLabel(fewest.arm)} had ${count(fewest.visitors)} of the ${needed} visitors each variant needed, so no winner was called.`;
  }
  return `Collecting: ${variantLabel(fewest.arm)} has the fewest visitors, ${count(fewest.visitors)} of the ${needed} each variant needs — no winner is called before then.`;
}

const DAY_MS = 24 * 60 * 60_000;
const NO_ESTIMATE = 'Not enough traffic yet to estimate.';

/**
 * How long a running experiment still needs at the traffic it has had: each arm's visitors per day since it started,
 * and the days its remaining visitors take at that pace; the slowest arm decides. Not before a day of traffic, nor
 * while an arm has none.
 */
export function timeLeftText(experiment: Experiment, now: number): string {
  const needed = experiment.results.verdict.sampleSizePerArm;
  const days = experiment.startedAt ? (now - Date.parse(experiment.startedAt)) / DAY_MS : 0;
  const arms = visitorsByArm(experiment);
  if (days < 1 || arms.some((arm) => arm.visitors === 0)) return NO_ESTIMATE;
  const left = Math.max(...arms.map(({ visitors }) => (visitors >= needed ? 0 : ((needed - visitors) / visitors) * days)));
  const whole = Math.max(1, Math.ceil(left));
  return `About ${whole} more ${whole === 1 ? 'day' : 'days'} at the current traffic.`;
}
