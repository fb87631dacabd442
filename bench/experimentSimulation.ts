import { GOAL_WINDOW_DAYS, type ExperimentGoal } from '@bookcraft/shared/contracts';
import { planOf, revenueScale, verdictOf, type GoalDay, type Settled, type TestPlan } from '@bookcraft/server';

// One simulated experiment, day by day, judged by the product's own verdict (experiments/verdict.ts) after every
// day: daily visitor and goal counts are binomial draws from a seeded generator, so a run is a few dozen draws
// per day rather than an object per visitor, and the same seed gives the same figures.

/** Mulberry32: a small seeded generator of uniform numbers in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/** A standard normal draw (Box–Muller). */
export function normalDraw(random: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

/**
 * A Binomial(n, p) draw: exactly, by the gaps between successes (geometric draws), while n·p is small; by the normal
 * approximation, rounded and kept within 0…n, once n·p and n·(1 − p) are both 50 or more.
 */
export function binomialDraw(random: () => number, trials: number, chance: number): number {
  if (trials <= 0 || chance <= 0) return 0;
  if (chance >= 1) return trials;
  if (chance > 0.5) return trials - binomialDraw(random, trials, 1 - chance);
  const mean = trials * chance;
  if (mean >= 50) return Math.min(trials, Math.max(0, Math.round(mean + Math.sqrt(mean * (1 - chance)) * normalDraw(random))));
  const logMiss = Math.log(1 - chance);
  let successes = 0;
  let position = 0;
  for (;;) {
    position += Math.floor(Math.log(1 - random()) / logMiss) + 1;
    if (position > trials) return successes;
    successes += 1;
  }
}

/** When a goal arrives after the visit: the same day; 40 % of them four days later; a won deal 2–6 weeks later. */
export type Delay = 'same-day' | 'four-days-late' | 'two-to-six-weeks';

export interface Setting {
  name: string;
  goal: ExperimentGoal;
  baselineRate: number;
  minimumDetectableEffect: number;
  weights: [number, number];
  delay: Delay;
  /** Weekdays bring 1.2× the mean traffic, weekends 0.5×, and convert 1.5× better at the weekend. */
  weekly: boolean;
}

export const TRAFFIC_DAYS = 30;
/** The daily traffic brings the horizon's visitors in this many days: within the 30 days of traffic. */
const DAYS_TO_HORIZON = 28;
const LATE_SHARE = 0.4;
const LATE_DAYS = 4;
const DEAL_DELAYS = { first: 14, last: 42 };
/** Won deals' amounts (cents): log-normal with a mean of $5,000 and a standard deviation equal to the mean. */
const AMOUNT_LOG_SIGMA = Math.sqrt(Math.log(2));
const AMOUNT_LOG_MEAN = Math.log(500_000) - AMOUNT_LOG_SIGMA ** 2 / 2;

/** The last day looked at: the last day of traffic, plus the longest delay of the setting's goals. */
export const lastLookOf = (delay: Delay) => TRAFFIC_DAYS - 1 + (delay === 'same-day' ? 0 : delay === 'four-days-late' ? LATE_DAYS : DEAL_DELAYS.last);

const emptyDay = (arms: number): GoalDay => Array.from({ length: arms }, () => ({ goals: 0, worth: 0, worthSquared: 0 }));

export interface RunResult {
  /** The arm called the winner at some daily look (the verdict is then stored: the first call is the one kept); null if none. */
  winner: number | null;
  /** The day of that call. */
  day: number | null;
}

/** One experiment of the setting, the challenger's true lift `lift` (0: an A/A test), looked at once a day. */
export function simulateRun(setting: Setting, plan: TestPlan, lift: number, random: () => number): RunResult {
  const { weights, baselineRate, delay } = setting;
  const arms = weights.length;
  const lastLook = lastLookOf(delay);
  const days: GoalDay[] = Array.from({ length: lastLook + 1 }, () => emptyDay(arms));
  const amountsInOrder: number[][] = Array.from({ length: lastLook + 1 }, () => []);
  const visitors = new Array<number>(arms).fill(0);
  const meanTraffic = plan.totalVisitors / DAYS_TO_HORIZON;
  const windowDays = GOAL_WINDOW_DAYS[setting.goal];
  let horizonDay: number | null = null;
  const share = weights[1]! / (weights[0]! + weights[1]!);
  for (let look = 0; look <= lastLook; look += 1) {
    if (look < TRAFFIC_DAYS) {
      const weekend = setting.weekly && look % 7 >= 5;
      const traffic = Math.round(meanTraffic * (setting.weekly ? (weekend ? 0.5 : 1.2) : 1));
      const inChallenger = binomialDraw(random, traffic, share);
      const rate = baselineRate * (weekend ? 1.5 : 1) * (setting.weekly ? 0.9 : 1);
      [traffic - inChallenger, inChallenger].forEach((count, arm) => {
        visitors[arm]! += count;
        const converted = binomialDraw(random, count, Math.min(1, rate * (arm === 1 ? 1 + lift : 1)));
        arrive(arm, look, converted);
      });
      if (horizonDay === null && visitors.every((count, arm) => count >= plan.visitorsNeeded[arm]!)) horizonDay = look;
    }
    const settled: Settled = horizonDay !== null && look >= horizonDay + windowDays ? 'after-horizon' : 'open';
    const scale = setting.goal === 'revenue' ? revenueScale(amountsInOrder.slice(0, look + 1).flat()) : 1;
    const verdict = verdictOf({ weights, visitors, days: days.slice(0, look + 1), plan, scale, settled });
    if (verdict.outcome === 'winner') return { winner: verdict.winner, day: look };
  }
  return { winner: null, day: null };

  /** The converted visitors of one arm and day, each on the day their goal arrives. */
  function arrive(arm: number, day: number, converted: number) {
    if (delay === 'two-to-six-weeks') {
      for (let one = 0; one < converted; one += 1) {
        const arrival = day + DEAL_DELAYS.first + Math.floor(random() * (DEAL_DELAYS.last - DEAL_DELAYS.first + 1));
        const amount = Math.round(Math.exp(AMOUNT_LOG_MEAN + AMOUNT_LOG_SIGMA * normalDraw(random)));
        add(arm, arrival, 1, amount, amount * amount);
        amountsInOrder[arrival]!.push(amount);
      }
      return;
    }
    const late = delay === 'four-days-late' ? binomialDraw(random, converted, LATE_SHARE) : 0;
    add(arm, day, converted - late, converted - late, converted - late);
    add(arm, day + LATE_DAYS, late, late, late);
  }

  function add(arm: number, day: number, goals: number, worth: number, worthSquared: number) {
    if (goals === 0 || day > lastLook) return;
    const cell = days[day]![arm]!;
    cell.goals += goals;
    cell.worth += worth;
    cell.worthSquared += worthSquared;
  }
}

export interface SettingFigures {
  setting: Setting;
  plan: TestPlan;
  runs: number;
  /** A/A: the share of runs in which any arm was called the winner. */
  falseWinners: number;
  /** A/B with the minimum detectable effect: the share of runs that called the challenger the winner. */
  power: number;
  /** A/B: the share that called the control the winner (the wrong way). */
  wrongWay: number;
  /** A/B: the median day of the challenger's call. */
  medianDay: number | null;
}

/** `runs` A/A and `runs` A/B experiments of the setting, each from its own seed. */
export function simulateSetting(setting: Setting, runs: number, seed: number): SettingFigures {
  const plan = planOf({ baselineRate: setting.baselineRate, minimumDetectableEffect: setting.minimumDetectableEffect, weights: setting.weights, goal: setting.goal });
  let falseWinners = 0;
  let wins = 0;
  let wrongWay = 0;
  const callDays: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    if (simulateRun(setting, plan, 0, seededRandom(seed + 2 * run)).winner !== null) falseWinners += 1;
    const ab = simulateRun(setting, plan, setting.minimumDetectableEffect, seededRandom(seed + 2 * run + 1));
    if (ab.winner === 1) {
      wins += 1;
      callDays.push(ab.day!);
    }
    if (ab.winner === 0) wrongWay += 1;
  }
  callDays.sort((a, b) => a - b);
  return { setting, plan, runs, falseWinners: falseWinners / runs, power: wins / runs, wrongWay: wrongWay / runs, medianDay: callDays.length ? callDays[Math.floor(callDays.length / 2)]! : null };
}
