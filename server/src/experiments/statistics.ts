// The normal distribution, the Wilson interval of a rate and the chi-square test of the visitors' split
// (docs/experiments.md). Pure functions, checked against hand-computed values.

/** The interval's confidence: 95 %. */
const Z_95 = 1.959963984540054;

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

/**
 * P(X ≥ statistic) for X chi-square with 1–3 degrees of freedom (two to four arms), in closed form: the
 * regularized gamma function of a half-integer or whole order reduces to erfc and exp.
 */
export function chiSquareUpperTail(statistic: number, degreesOfFreedom: 1 | 2 | 3): number {
  if (statistic <= 0) return 1;
  const half = statistic / 2;
  if (degreesOfFreedom === 2) return Math.exp(-half);
  const odd = erfc(Math.sqrt(half));
  if (degreesOfFreedom === 1) return odd;
  return Math.min(1, odd + Math.sqrt((2 * statistic) / Math.PI) * Math.exp(-half));
}
