import { GOAL_WINDOW_DAYS, type ExperimentGoal, type ExperimentStatus } from '@bookcraft/shared/contracts';
import type { Experiment } from './experimentsApi';

/** "Variant 1" is the control, arm 0: people count from one. */
export const variantName = (arm: number) => `Variant ${arm + 1}`;
/** "Variant 1 (control)", "Variant 2": as the results table names a row. */
export const variantLabel = (arm: number) => (arm === 0 ? `${variantName(arm)} (control)` : variantName(arm));

export const STATUS_LABELS: Record<ExperimentStatus, string> = { draft: 'Draft', running: 'Running', paused: 'Paused', ended: 'Ended' };

/** What an experiment is judged on, as the form's select and the results table name it. */
export const GOAL_LABELS: Record<ExperimentGoal, string> = { leads: 'Leads', consultations: 'Consultations booked', 'won-deals': 'Won deals', revenue: 'Revenue per visitor' };

/** What a goal is, in a sentence: "left a lead within 14 days". */
const GOAL_DEEDS: Record<ExperimentGoal, string> = {
  leads: 'left a lead',
  consultations: 'booked a consultation',
  'won-deals': 'had a deal won',
  revenue: 'had a deal won (its amount counts)',
};
export const goalSentence = (goal: ExperimentGoal) => `Visitors who ${GOAL_DEEDS[goal]} within ${GOAL_WINDOW_DAYS[goal]} days of their first visit.`;

const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`;
/** 10317 → "10,317". */
export const count = (value: number) => value.toLocaleString('en-US');

/** "4.2% (3.1–5.6%)": the conversion with its 95 % interval. */
export function conversionText(conversion: number, interval: { low: number; high: number }): string {
  return `${percent(conversion)} (${(interval.low * 100).toFixed(1)}–${percent(interval.high)})`;
}

/** Each arm's visitors so far and the visitors it needs, the arms with none too. */
const visitorsByArm = ({ arms, results }: Experiment) =>
  arms.map(({ arm }) => ({ arm, visitors: results.arms.find((result) => result.arm === arm)?.visitors ?? 0, needed: results.verdict.visitorsNeeded[arm] ?? 0 }));

/** The arm furthest from its horizon: the smallest share of the visitors it needs (the first such arm on a tie). */
function furthestFromHorizon(experiment: Experiment) {
  const share = (arm: { visitors: number; needed: number }) => (arm.needed === 0 ? 1 : arm.visitors / arm.needed);
  return visitorsByArm(experiment).reduce((furthest, arm) => (share(arm) < share(furthest) ? arm : furthest));
}

/** "Variant 2 has 1,240 of the 3,100 visitors it needs". */
function progressOf(experiment: Experiment): string {
  const arm = furthestFromHorizon(experiment);
  return `${variantLabel(arm.arm)} has ${count(arm.visitors)} of the ${count(arm.needed)} visitors it needs`;
}

/**
 * The sequential test's verdict in words: a winner may be called at any time; without one, the line says how far the
 * experiment is from its horizon (where "no difference" can be said), or that it settled.
 */
export function verdictText(experiment: Experiment): string {
  const { verdict } = experiment.results;
  if (verdict.outcome === 'winner' && verdict.winner !== null) return `${variantName(verdict.winner)} wins: it beat every other variant.`;
  if (verdict.outcome === 'no-difference') return 'No difference found: no variant beat all the others by the time every variant had its visitors.';
  if (verdict.outcome === 'inconclusive') return 'Inconclusive: the experiment ended before every variant had its visitors, and no variant had beaten all the others.';
  if (experiment.status === 'draft') return `Not started: the variants will need ${visitorsByArm(experiment).map((arm) => count(arm.needed)).join(' / ')} visitors to tell a lift of the size set.`;
  if (verdict.horizonReached || experiment.status === 'ended') {
    return `Settling: no winner yet. Goals of visitors already counted are awaited until ${verdict.settlesAt ? formatDay(verdict.settlesAt) : 'their window closes'}.`;
  }
  return `Collecting: ${progressOf(experiment)}. A winner is called as soon as one variant beats all the others; it can be read at any time.`;
}

const formatDay = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

/** The visitors' split is not the shares set: said next to the verdict, which calls nothing meanwhile. */
export function sampleRatioText(experiment: Experiment): string | null {
  const { sampleRatio } = experiment.results.verdict;
  if (!sampleRatio.mismatch) return null;
  const visitors = visitorsByArm(experiment).map((arm) => count(arm.visitors)).join(' / ');
  const shares = experiment.arms.map((arm) => arm.weight).join(' / ');
  return `Sample ratio mismatch: the visitors split ${visitors} where the shares are ${shares} (p = ${sampleRatio.pValue.toExponential(1)}). Something counts one variant's visitors differently (a redirect, a cache, bots): no winner is called until the split is explained.`;
}

/** What ending (or making a variant the page) now gives up, when the verdict is not in yet; null once it is. */
export function stakeText(experiment: Experiment, action: 'end' | 'adopt'): string | null {
  if (experiment.results.verdict.outcome !== 'collecting') return null;
  const window = GOAL_WINDOW_DAYS[experiment.goal];
  const consequence =
    action === 'end'
      ? `Ending now stops counting new visitors: unless the goals of those already counted show a winner within ${window} days, none is called.`
      : 'Making a variant the page now ends the experiment with nothing shown: the variant may convert no better than the others, or worse.';
  return `No verdict yet: ${progressOf(experiment)}. ${consequence}`;
}

const DAY_MS = 24 * 60 * 60_000;
const NO_ESTIMATE = 'Not enough traffic yet to estimate.';

/**
 * How long a running experiment still needs to reach its horizon at the traffic it has had: each arm's visitors per day
 * since it started, and the days its remaining visitors take at that pace; the slowest arm decides. Not before a day of
 * traffic, nor while an arm has none.
 */
export function timeLeftText(experiment: Experiment, now: number): string {
  const days = experiment.startedAt ? (now - Date.parse(experiment.startedAt)) / DAY_MS : 0;
  const arms = visitorsByArm(experiment);
  if (days < 1 || arms.some((arm) => arm.visitors === 0)) return NO_ESTIMATE;
  const left = Math.max(...arms.map(({ visitors, needed }) => (visitors >= needed ? 0 : ((needed - visitors) / visitors) * days)));
  const whole = Math.max(1, Math.ceil(left));
  return `About ${whole} more ${whole === 1 ? 'day' : 'days'} to every variant's visitors at the current traffic (a winner may be called before).`;
}
