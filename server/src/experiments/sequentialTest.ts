// The sequential test of two arms (docs/experiments.md, "The verdict"): always valid, so it may be read
// every day, every hour, after a late lead, and still be wrong at most α of the time.
//
// It looks only at the visitors who reached the goal, in the order their goals arrived, and asks which
// arm each came from. Visitors are assigned by a hash with the shares set, whatever the day or the hour,
// so when the variant changes nothing each converted visitor of arms i and j comes from j with the
// chance p0 = w_j / (w_i + w_j), independently of when, of how late the goal was and of its amount.
// Weekly cycles, late leads and unequal splits move the timing and the counts, never that chance.
//
// With a goal worth `a` (1 for a lead, a booking or a won deal; the deal's amount for revenue), the
// evidence S = Σ a·(1[from j] − p0) is then a martingale whose steps are sub-Gaussian with variance
// proxy a²·σ²(p0) (Kearns and Saul's bound for a Bernoulli variable), V = Σ a²·σ²(p0). Mixing
// exp(λS − λ²V/2) over λ ~ N(0, τ²) gives the mixture likelihood ratio
//     M = exp(τ²S² / (2(1 + τ²V))) / √(1 + τ²V),
// a nonnegative supermartingale of mean at most 1: by Ville's inequality it ever reaches 1/α with a
// chance of at most α, however often it is looked at. Its always-valid p-value is 1 / max M so far.
// Nothing here leans on a normal approximation, so it holds for 0/82 against 4/82 as for thousands.

/** One arm's goals of one day: how many, their worth and their worth squared (both equal to the count when each is worth 1). */
export interface ArmDay {
  goals: number;
  worth: number;
  worthSquared: number;
}

/** The goals of one day (by the time each arrived), arm by arm. */
export type GoalDay = ArmDay[];

/** Kearns and Saul's sub-Gaussian variance proxy of a Bernoulli(p) variable: 1/4 at p = 1/2, (1 − 2p) / (2 ln((1 − p)/p)) otherwise. */
export function bernoulliVarianceProxy(p: number): number {
  if (Math.abs(p - 0.5) < 1e-9) return 0.25;
  return (1 - 2 * p) / (2 * Math.log((1 - p) / p));
}

/** ln M for the evidence S and its variance V, with the mixture's spread τ². */
export const logMixtureRatio = (evidence: number, variance: number, spread: number): number =>
  (spread * evidence * evidence) / (2 * (1 + spread * variance)) - Math.log1p(spread * variance) / 2;

/**
 * The |z| = |S|/√V the mixture needs at the variance where τ²V = x to reach 1/α: √((1 + x)/x · (2 ln(1/α) + ln(1 + x))).
 * Its smallest value over x, about 3.03 at α = 0.05 (1.96 for a test read once), is where the mixture is tuned to be strongest.
 */
export const boundaryAt = (x: number, alpha: number): number => Math.sqrt(((1 + x) / x) * (2 * Math.log(1 / alpha) + Math.log1p(x)));

/** The x = τ²V at which the boundary is lowest (a search over a fine grid: the curve is flat around its minimum). */
export function bestSpreadRatio(alpha: number): number {
  let best = 1;
  for (let x = 0.5; x <= 100; x += 0.05) if (boundaryAt(x, alpha) < boundaryAt(best, alpha)) best = x;
  return best;
}

export interface PairEvidence {
  /** The always-valid p-value: 1 / the largest mixture ratio reached so far (at most 1). */
  pValue: number;
  /** The arm ahead when the ratio was largest; null before any goal. */
  better: number | null;
}

/**
 * Arm `second` against arm `first`, day after day. `scale` divides each goal's worth (the revenue goal's amounts are
 * brought near 1; 1 otherwise), `spread` is the mixture's τ² in those units.
 */
export function comparePair(days: GoalDay[], first: number, second: number, weights: number[], spread: number, scale = 1): PairEvidence {
  const chance = weights[second]! / (weights[first]! + weights[second]!);
  const proxy = bernoulliVarianceProxy(chance);
  let evidence = 0;
  let variance = 0;
  let largest = 0;
  let better: number | null = null;
  for (const day of days) {
    const [a, b] = [day[first]!, day[second]!];
    if (a.goals + b.goals === 0) continue;
    evidence += b.worth / scale - chance * ((a.worth + b.worth) / scale);
    variance += (proxy * (a.worthSquared + b.worthSquared)) / (scale * scale);
    const ratio = logMixtureRatio(evidence, variance, spread);
    if (better === null || ratio > largest) {
      largest = Math.max(largest, ratio);
      better = evidence >= 0 ? second : first;
    }
  }
  return { pValue: Math.min(1, Math.exp(-largest)), better };
}
