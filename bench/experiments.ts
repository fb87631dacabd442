import { simulateSetting, lastLookOf, type Delay, type Setting, type SettingFigures } from './experimentSimulation';
import { writeReadmeBlock } from './readmeTable';
import type { Figure } from './support';

// `npm run bench -- experiments`: does the experiments' verdict keep its promise? A/A experiments (no real
// difference) must call a false winner at most 5.5 % of the time however often they are looked at, and A/B
// experiments with the minimum detectable effect must call the challenger at least 80 % of the time, in every
// setting the audit found the old verdict wrong in: low and high conversion, 50/50 and 80/20 splits, goals
// arriving days or weeks after the visit, weekly traffic cycles (docs/experiments.md, "How it was checked").

const FALSE_WINNERS_GOAL = 0.055;
const POWER_GOAL = 0.8;

const lead = (baselineRate: number, weights: [number, number], delay: Delay, weekly = false): Setting => ({
  name: `leads ${baselineRate * 100}%, ${weights.join('/')}, ${DELAY_WORDS[delay]}${weekly ? ', weekday/weekend' : ''}`,
  goal: 'leads',
  baselineRate,
  minimumDetectableEffect: 0.2,
  weights,
  delay,
  weekly,
});

const DELAY_WORDS: Record<Delay, string> = { 'same-day': 'same day', 'four-days-late': '40% 4 days late', 'two-to-six-weeks': 'won 2–6 weeks later' };

const revenue = (weights: [number, number]): Setting => ({
  name: `revenue per visitor, 2% buy, ${weights.join('/')}, ${DELAY_WORDS['two-to-six-weeks']}`,
  goal: 'revenue',
  baselineRate: 0.02,
  minimumDetectableEffect: 0.3,
  weights,
  delay: 'two-to-six-weeks',
  weekly: true,
});

export const SETTINGS: Setting[] = [
  ...[0.02, 0.05, 0.1].flatMap((rate) => (['same-day', 'four-days-late'] as const).flatMap((delay) => [lead(rate, [50, 50], delay), lead(rate, [80, 20], delay)])),
  lead(0.05, [80, 20], 'four-days-late', true),
  lead(0.05, [20, 80], 'four-days-late', true),
  revenue([50, 50]),
  revenue([80, 20]),
];

const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

/** The README's table: one row per setting. */
export function experimentsTable(results: SettingFigures[]): string {
  return [
    '| setting | visitors needed (control / challenger) | daily looks | false winners, A/A (goal ≤ 5.5%) | power, A/B at the MDE (goal ≥ 80%) | median day called |',
    '|---|---:|---:|---:|---:|---:|',
    ...results.map(
      ({ setting, plan, falseWinners, power, medianDay }) =>
        `| ${setting.name}, MDE +${setting.minimumDetectableEffect * 100}% | ${plan.visitorsNeeded.map((count) => count.toLocaleString('en-US')).join(' / ')} | ${lastLookOf(setting.delay) + 1} | ${percent(falseWinners)}${falseWinners <= FALSE_WINNERS_GOAL ? ' ✓' : ' ✗'} | ${percent(power)}${power >= POWER_GOAL ? ' ✓' : ' ✗'} | ${medianDay === null ? '' : medianDay + 1} |`,
    ),
  ].join('\n');
}

/**
 * Every setting, `runs` A/A and `runs` A/B experiments each; prints the table (and writes it into the README when
 * `intoReadme`) and returns the figures of the bench's results.
 */
export function benchExperiments(runs: number, intoReadme: boolean): Figure[] {
  const started = performance.now();
  const results = SETTINGS.map((setting, index) => simulateSetting(setting, runs, 1_000_003 * (index + 1)));
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  const table = experimentsTable(results);
  console.log(`Experiments: ${runs} A/A and ${runs} A/B runs per setting, ${seconds} s\n${table}`);
  if (intoReadme) {
    const said = `Measured by \`npm run bench -- experiments\` on ${new Date().toISOString().slice(0, 10)} (${runs} A/A and ${runs} A/B simulated experiments per setting, seeded, ${seconds} s): each run is looked at once a day through the product's own verdict (\`server/src/experiments/verdict.ts\`), a false winner is any arm called in an A/A run at any look, power is the challenger called in an A/B run with the minimum detectable effect (docs/experiments.md).`;
    writeReadmeBlock('experiments', `${said}\n\n${table}`);
  }
  return results.flatMap(({ setting, falseWinners, power }) => [
    { group: 'Experiments (A/A)', figure: `false winners, ${setting.name}`, value: Number((falseWinners * 100).toFixed(1)), unit: '%', target: `<= ${FALSE_WINNERS_GOAL * 100}` },
    { group: 'Experiments (A/B)', figure: `power, ${setting.name}`, value: Number((power * 100).toFixed(1)), unit: '%', target: `>= ${POWER_GOAL * 100}` },
  ]);
}
