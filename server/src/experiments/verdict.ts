import type { ExperimentVerdict } from '@bookcraft/shared/contracts';
import { pairsOf, type TestPlan } from './plan';
import { comparePair, type GoalDay } from './sequentialTest';
import { chiSquareUpperTail } from './statistics';

// The verdict of an experiment from its goals so far (docs/experiments.md, "The verdict"). Pure: the server
// and the bench (`npm run bench -- experiments`) call this same function.

/** Below this the visitors' split is called a mismatch with the shares set: a sign that something counts one arm differently. */
export const SAMPLE_RATIO_ALPHA = 0.001;

/** Where the experiment stands in time: still open, or settled (the goal's window after the horizon, or after the end, has closed). */
export type Settled = 'open' | 'after-horizon' | 'ended-early';

export interface VerdictQuestion {
  weights: number[];
  /** Visitors assigned so far, arm by arm. */
  visitors: number[];
  /** Each converted visitor's first goal, by the day it arrived, in order. */
  days: GoalDay[];
  plan: TestPlan;
  /** What a goal's worth is divided by (revenue: revenueScale); null: too few goals to set it yet. */
  scale: number | null;
  settled: Settled;
}

export type Verdict = Omit<ExperimentVerdict, 'settlesAt' | 'decidedAt'>;

/** The visitors' split against the shares set: Pearson's chi-square with arms − 1 degrees of freedom. */
export function sampleRatioOf(visitors: number[], weights: number[]): ExperimentVerdict['sampleRatio'] {
  const all = visitors.reduce((sum, count) => sum + count, 0);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (all === 0 || visitors.length < 2) return { pValue: 1, mismatch: false };
  const statistic = visitors.reduce((sum, count, arm) => {
    const expected = (all * weights[arm]!) / total;
    return sum + (count - expected) ** 2 / expected;
  }, 0);
  const pValue = chiSquareUpperTail(statistic, Math.min(3, visitors.length - 1) as 1 | 2 | 3);
  return { pValue, mismatch: pValue < SAMPLE_RATIO_ALPHA };
}

/** Holm's step-down adjustment: each p-value times the hypotheses left at its rank, never below the one before, at most 1. */
export function holmAdjusted(pValues: number[]): number[] {
  const order = pValues.map((pValue, index) => ({ pValue, index })).sort((a, b) => a.pValue - b.pValue);
  const adjusted = new Array<number>(pValues.length);
  let floor = 0;
  order.forEach(({ pValue, index }, rank) => {
    floor = Math.max(floor, Math.min(1, (pValues.length - rank) * pValue));
    adjusted[index] = floor;
  });
  return adjusted;
}

/**
 * Every pair of arms compared, the p-values Holm-adjusted over the pairs (α = 0.05 for the family). The winner is the
 * arm that beats every other one, challengers included; nothing is called while the visitors' split is off. With no
 * winner, the outcome waits for the experiment to settle: "no difference" after the horizon, "inconclusive" when it
 * ended before.
 */
export function verdictOf({ weights, visitors, days, plan, scale, settled }: VerdictQuestion): Verdict {
  const sampleRatio = sampleRatioOf(visitors, weights);
  const horizonReached = visitors.every((count, arm) => count >= plan.visitorsNeeded[arm]!);
  const pairs = pairsOf(weights.length);
  const evidence = pairs.map(([first, second]) => (scale === null ? { pValue: 1, better: null } : comparePair(days, first, second, weights, plan.spreads[first]![second]!, scale)));
  const adjusted = holmAdjusted(evidence.map((pair) => pair.pValue));
  const comparisons = pairs.map((arms, index) => ({ arms, better: evidence[index]!.better, pValue: adjusted[index]!, significant: adjusted[index]! <= 0.05 }));
  const beatsAll = (arm: number) => comparisons.filter(({ arms }) => arms.includes(arm)).every((comparison) => comparison.significant && comparison.better === arm);
  const winner = sampleRatio.mismatch ? undefined : weights.map((_weight, arm) => arm).find(beatsAll);
  const common = { visitorsNeeded: plan.visitorsNeeded, horizonReached, comparisons, sampleRatio };
  if (winner !== undefined) return { outcome: 'winner', winner, ...common };
  const outcome = settled === 'open' ? 'collecting' : settled === 'after-horizon' ? 'no-difference' : 'inconclusive';
  return { outcome, winner: null, ...common };
}
