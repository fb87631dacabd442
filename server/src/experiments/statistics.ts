// The statistics of an experiment's verdict (docs/experiments.md): a fixed sample per arm computed from the
// baseline rate and the minimum detectable effect, Wilson intervals, and two-proportion z-tests of each
// challenger against the control. Pure functions, checked against hand-computed values.

export const ALPHA = 0.05;
export const POWER = 0.8;
/** The interval's confidence: 95 %. */
const Z_95 = 1.959963984540054;
/** A lifted rate is kept below certainty, so a large lift on a high baseline still asks for a sample. */
const MAX_RATE = 0.99;

/** The complementary error function (Numerical Recipes' erfcc: fractional error below 1.2e-7). */
function erfc(x: number): number {
  const z = Math.abs(x);
  const t = 1 / (1 + 0.5 * z);
  const r =
    t *
    Math.exp(
      -z * z - 1.26551223 + t * (1.00002368 + t * (0.37409196 + t * (0.09678418 + t * (-0.18628806 + t * (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
    );
  return x >= 0 ? r : 2 - r;
}

/** P(Z ≤ z) for a standard normal Z. */
export const normalCdf = (z: number): number => 0.5 * erfc(-z / Math.SQRT2);

/** The z with P(Z ≤ z) = p (Acklam's rational approximation, relative error below 1.2e-9). */
export function normalQuantile(p: number): number {
  if (!(p > 0 && p < 1)) throw new RangeError(`A probability between 0 and 1, not ${p}`);
  const a = [-3.969683028665376e1, 2.209460984245205e2, -2.759285104469687e2, 1.38357751867269e2, -3.066479806614716e1, 2.506628277459239];
  const b = [-5.447609879822406e1, 1.615858368580409e2, -1.556989798598866e2, 6.680131188771972e1, -1.328068155288572e1];
  const c = [-7.784894002430293e-3, -3.223964580411365e-1, -2.400758277161838, -2.549732539343734, 4.374664141464968, 2.938163982698783];
  const d = [7.784695709041462e-3, 3.224671290700398e-1, 2.445134137142996, 3.754408661907416];
  const low = 0.02425;
  const tail = (q: number) => (((((c[0]! * q + c[1]!) * q + c[2]!) * q + c[3]!) * q + c[4]!) * q + c[5]!) / ((((d[0]! * q + d[1]!) * q + d[2]!) * q + d[3]!) * q + 1);
  if (p < low) return tail(Math.sqrt(-2 * Math.log(p)));
  if (p > 1 - low) return -tail(Math.sqrt(-2 * Math.log(1 - p)));
  const q = p - 0.5;
  const r = q * q;
  return ((((((a[0]! * r + a[1]!) * r + a[2]!) * r + a[3]!) * r + a[4]!) * r + a[5]!) * q) / (((((b[0]! * r + b[1]!) * r + b[2]!) * r + b[3]!) * r + b[4]!) * r + 1);
}

/** The significance level each comparison is held to: α, split Bonferroni-wise over the challengers. */
export const comparisonAlpha = (arms: number): number => ALPHA / Math.max(1, arms - 1);

/**
 * Visitors each arm needs to detect a relative lift `minimumDetectableEffect` over `baselineRate` with a two-sided
 * test at `comparisonAlpha(arms)` and power 0.8 (two proportions, normal approximation, no continuity correction).
 */
export function sampleSizePerArm(baselineRate: number, minimumDetectableEffect: number, arms: number): number {
  const p1 = baselineRate;
  const p2 = Math.min(baselineRate * (1 + minimumDetectableEffect), MAX_RATE);
  if (p2 <= p1) return 0;
  const zAlpha = normalQuantile(1 - comparisonAlpha(arms) / 2);
  const zBeta = normalQuantile(POWER);
  const mean = (p1 + p2) / 2;
  const spread = zAlpha * Math.sqrt(2 * mean * (1 - mean)) + zBeta * Math.sqrt(p1 * (1 - p1) + p2 * (1 - p2));
  return Math.ceil((spread * spread) / ((p2 - p1) * (p2 - p1)));
}

/** The Wilson score interval at 95 % for `successes` out of `trials` (0–1 when there are no trials). */
export function wilsonInterval(successes: number, trials: number): { low: number; high: number } {
  if (trials === 0) return { low: 0, high: 1 };
  const p = successes / trials;
  const z2 = Z_95 * Z_95;
  const scale = 1 + z2 / trials;
  const centre = (p + z2 / (2 * trials)) / scale;
  const half = (Z_95 / scale) * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials));
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/** The two-sided p-value of a pooled two-proportion z-test of b against a (1 when the pooled rate leaves no variance). */
export function twoProportionPValue(a: { leads: number; visitors: number }, b: { leads: number; visitors: number }): number {
  if (a.visitors === 0 || b.visitors === 0) return 1;
  const pooled = (a.leads + b.leads) / (a.visitors + b.visitors);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / a.visitors + 1 / b.visitors));
  if (se === 0) return 1;
  const z = (b.leads / b.visitors - a.leads / a.visitors) / se;
  return Math.min(1, 2 * (1 - normalCdf(Math.abs(z))));
}

export interface ArmCounts {
  arm: number;
  visitors: number;
  leads: number;
}

export interface Verdict {
  sampleSizePerArm: number;
  reached: boolean;
  outcome: 'collecting' | 'winner' | 'no-difference';
  winner: number | null;
  comparisons: { arm: number; difference: number; pValue: number | null; significant: boolean }[];
}

const rateOf = ({ leads, visitors }: ArmCounts) => (visitors === 0 ? 0 : leads / visitors);

/**
 * Nothing is called before every arm has its sample. Then each challenger is tested against the control (arm 0):
 * the winner is the best challenger significantly above it, else the control if it is significantly above every
 * challenger, else there is no difference worth calling.
 */
export function verdictOf(arms: ArmCounts[], baselineRate: number, minimumDetectableEffect: number): Verdict {
  const sample = sampleSizePerArm(baselineRate, minimumDetectableEffect, arms.length);
  const reached = arms.every((arm) => arm.visitors >= sample);
  const [control, ...challengers] = arms;
  const alpha = comparisonAlpha(arms.length);
  const comparisons = challengers.map((challenger) => {
    const pValue = reached ? twoProportionPValue(control!, challenger) : null;
    return { arm: challenger.arm, difference: rateOf(challenger) - rateOf(control!), pValue, significant: pValue !== null && pValue < alpha };
  });
  if (!reached) return { sampleSizePerArm: sample, reached, outcome: 'collecting', winner: null, comparisons };
  const better = comparisons.filter((comparison) => comparison.significant && comparison.difference > 0).sort((a, b) => b.difference - a.difference);
  const controlWins = comparisons.length > 0 && comparisons.every((comparison) => comparison.significant && comparison.difference < 0);
  const winner = better[0]?.arm ?? (controlWins ? control!.arm : null);
  return { sampleSizePerArm: sample, reached, outcome: winner === null ? 'no-difference' : 'winner', winner, comparisons };
}
