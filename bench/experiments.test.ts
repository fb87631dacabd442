import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { binomialDraw, seededRandom, simulateSetting, type Setting } from './experimentSimulation';
import { experimentsTable } from './experiments';
import { replaceReadmeBlock } from './readmeTable';

// The experiments bench's pieces: its seeded draws, one small setting through the product's verdict, and its README table.
describe('experiments bench', () => {
  it('draws the same numbers from the same seed, and binomial counts with the right mean', () => {
    const [first, again] = [seededRandom(42), seededRandom(42)];
    assert.deepEqual([first(), first(), first()], [again(), again(), again()]);
    const random = seededRandom(7);
    for (const [trials, chance] of [
      [200, 0.02],
      [10_000, 0.3],
      [50, 0.9],
    ] as const) {
      const draws = Array.from({ length: 2000 }, () => binomialDraw(random, trials, chance));
      const mean = draws.reduce((sum, draw) => sum + draw, 0) / draws.length;
      const sd = Math.sqrt((trials * chance * (1 - chance)) / draws.length);
      assert.ok(Math.abs(mean - trials * chance) < 5 * sd, `Binomial(${trials}, ${chance}): mean ${mean}`);
      assert.ok(draws.every((draw) => Number.isInteger(draw) && draw >= 0 && draw <= trials));
    }
  });

  it('runs A/A and A/B experiments of a setting through the verdict, and tables them', () => {
    const setting: Setting = { name: 'leads 10%, 50/50, same day', goal: 'leads', baselineRate: 0.1, minimumDetectableEffect: 0.5, weights: [50, 50], delay: 'same-day', weekly: false };
    const figures = simulateSetting(setting, 40, 1);
    assert.equal(figures.plan.visitorsNeeded.length, 2);
    assert.ok(figures.falseWinners <= 0.2, `false winners ${figures.falseWinners}`);
    assert.ok(figures.power >= 0.5, `power ${figures.power}`);
    assert.equal(figures.wrongWay, 0);
    const table = experimentsTable([{ ...figures, falseWinners: 0.012, power: 0.86 }]);
    assert.match(table, /\| leads 10%, 50\/50, same day, MDE \+50% \| [\d,]+ \/ [\d,]+ \| 30 \| 1\.2% ✓ \| 86\.0% ✓ \|/);
  });

  it("replaces only its own block of the README", () => {
    const readme = 'before\n<!-- bench:experiments:start -->\nold\n<!-- bench:experiments:end -->\nafter';
    assert.equal(replaceReadmeBlock(readme, 'experiments', 'new'), 'before\n<!-- bench:experiments:start -->\nnew\n<!-- bench:experiments:end -->\nafter');
  });
});
