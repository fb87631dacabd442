import type { ExperimentGoal } from '@bookcraft/shared/contracts';
import { normalQuantile } from './statistics';
import { bernoulliVarianceProxy, bestSpreadRatio, boundaryAt } from './sequentialTest';

// What an experiment is sized for before it starts (docs/experiments.md, "The horizon"): the visitors
// each arm needs so that the sequential test calls a real lift of the minimum detectable effect at
// least 80 % of the time, and the spread of each comparison's mixture, tuned to that horizon.

export const ALPHA = 0.05;
export const POWER = 0.8;
/**
 * The revenue goal's worth varies from deal to deal; the horizon assumes amounts whose standard deviation equals their
 * mean (a coefficient of variation of 1), which doubles the deals needed. Wider spreads of amounts lower the power.
 */
const REVENUE_SPREAD_FACTOR = 2;
/** The revenue goal's amounts are divided by the root mean square of the first this many won deals' (their arms unread). */
export const REVENUE_SCALE_DEALS = 10;

export interface PlanQuestion {
  baselineRate: number;
  minimumDetectableEffect: number;
  weights: number[];
  goal: ExperimentGoal;
}

export interface TestPlan {
  /** Visitors each arm needs, by its share. */
  visitorsNeeded: number[];
  /** Every arm together. */
  totalVisitors: number;
  /** Each pair's level: α over the pairs (Holm's first step, the strictest). */
  alphaPerPair: number;
  /** τ² of each pair [i][j] (i < j), in units of a goal's worth. */
  spreads: number[][];
}

/** Every pair of arms, the control's first: [0, 1], [0, 2], …, [1, 2], … */
export function pairsOf(arms: number): [number, number][] {
  const pairs: [number, number][] = [];
  for (let first = 0; first < arms; first += 1) for (let second = first + 1; second < arms; second += 1) pairs.push([first, second]);
  return pairs;
}

/**
 * The visitors needed: for each challenger against the control, the goals its pair must hold so that, with a lift of the
 * minimum detectable effect, the evidence at the horizon clears the boundary with 80 % probability (a floor: the test may
 * cross earlier, so its power is higher), turned into visitors by the expected rates; the challenger needing most decides.
 */
export function planOf({ baselineRate, minimumDetectableEffect, weights, goal }: PlanQuestion): TestPlan {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const alphaPerPair = ALPHA / Math.max(1, pairsOf(weights.length).length);
  const ratio = bestSpreadRatio(alphaPerPair);
  const needed = boundaryAt(ratio, alphaPerPair) + normalQuantile(POWER);
  const lifted = baselineRate * (1 + minimumDetectableEffect);
  const worthFactor = goal === 'revenue' ? REVENUE_SPREAD_FACTOR : 1;
  let totalVisitors = 0;
  for (let challenger = 1; challenger < weights.length; challenger += 1) {
    const [control, other] = [weights[0]!, weights[challenger]!];
    const chance = other / (control + other);
    const liftedChance = (other * lifted) / (control * baselineRate + other * lifted);
    const goals = (worthFactor * needed * needed * bernoulliVarianceProxy(chance)) / (liftedChance - chance) ** 2;
    totalVisitors = Math.max(totalVisitors, (goals * total) / (control * baselineRate + other * lifted));
  }
  totalVisitors = Math.ceil(totalVisitors);
  const spreads = weights.map(() => weights.map(() => 0));
  for (const [first, second] of pairsOf(weights.length)) {
    const expectedGoals = (totalVisitors * (weights[first]! + weights[second]!) * baselineRate) / total;
    const chance = weights[second]! / (weights[first]! + weights[second]!);
    spreads[first]![second] = ratio / (bernoulliVarianceProxy(chance) * expectedGoals);
  }
  return { visitorsNeeded: weights.map((weight) => Math.ceil((totalVisitors * weight) / total)), totalVisitors, alphaPerPair, spreads };
}

/** The revenue goal's unit: the root mean square of the first won deals' amounts, once there are enough; null before. */
export function revenueScale(amountsInOrder: number[]): number | null {
  const first = amountsInOrder.slice(0, REVENUE_SCALE_DEALS);
  if (first.length < REVENUE_SCALE_DEALS) return null;
  const meanSquare = first.reduce((sum, amount) => sum + amount * amount, 0) / first.length;
  return meanSquare > 0 ? Math.sqrt(meanSquare) : null;
}
