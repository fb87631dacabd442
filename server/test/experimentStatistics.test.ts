import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { chiSquareUpperTail, normalCdf, normalQuantile, wilsonInterval } from '../src/experiments/statistics';
import { bernoulliVarianceProxy, boundaryAt, comparePair, logMixtureRatio, type GoalDay } from '../src/experiments/sequentialTest';
import { planOf, revenueScale } from '../src/experiments/plan';
import { holmAdjusted, sampleRatioOf, verdictOf } from '../src/experiments/verdict';
import { fillKeyword, usableKeyword } from '../src/experiments/keyword';

// The experiments' statistics (docs/experiments.md) against values worked out by hand (and checked with Python's
// statistics.NormalDist): the normal and chi-square tails, the Wilson interval, the sequential test's pieces, the
// horizon, Holm's adjustment and the verdict.

const near = (actual: number, expected: number, tolerance: number, what: string) => assert.ok(Math.abs(actual - expected) <= tolerance, `${what}: ${actual} is not ${expected} ± ${tolerance}`);

/** One day of goals: the count of each arm, each worth 1. */
const day = (...goals: number[]): GoalDay => goals.map((count) => ({ goals: count, worth: count, worthSquared: count }));

describe('experiment statistics', () => {
  it('has the normal and chi-square distributions right', () => {
    near(normalQuantile(0.975), 1.959964, 1e-6, 'z at 97.5 %');
    near(normalQuantile(0.8), 0.841621, 1e-6, 'z at 80 %');
    near(normalQuantile(0.0125), -2.241403, 1e-6, 'z at 1.25 %');
    near(normalCdf(1.959964), 0.975, 1e-6, 'P(Z ≤ 1.96)');
    near(normalCdf(-2.5), 0.0062097, 1e-6, 'P(Z ≤ -2.5)');
    // The 95th percentiles of chi-square with 1, 2 and 3 degrees of freedom.
    near(chiSquareUpperTail(3.841459, 1), 0.05, 1e-6, 'χ²(1)');
    near(chiSquareUpperTail(5.991465, 2), 0.05, 1e-6, 'χ²(2)');
    near(chiSquareUpperTail(7.814728, 3), 0.05, 1e-6, 'χ²(3)');
    assert.equal(chiSquareUpperTail(0, 1), 1);
  });

  it('gives the Wilson 95 % interval', () => {
    const { low, high } = wilsonInterval(10, 100);
    near(low, 0.05523, 1e-5, 'low');
    near(high, 0.17437, 1e-5, 'high');
    assert.deepEqual(wilsonInterval(0, 0), { low: 0, high: 1 });
    const none = wilsonInterval(0, 50);
    assert.equal(none.low, 0);
    near(none.high, 0.07135, 1e-5, 'high of 0/50');
  });

  it("has the sequential test's pieces right", () => {
    assert.equal(bernoulliVarianceProxy(0.5), 0.25);
    // (1 − 0.4) / (2 ln 4); the same for 0.8, the split seen from the other arm.
    near(bernoulliVarianceProxy(0.2), 0.216404, 1e-6, 'proxy at 0.2');
    near(bernoulliVarianceProxy(0.8), 0.216404, 1e-6, 'proxy at 0.8');
    // S = 2, V = 1, τ² = 1: 4 / 4 − ln 2 / 2.
    near(logMixtureRatio(2, 1, 1), 0.653426, 1e-6, 'ln M');
    // √(10/9 · (2 ln 20 + ln 10))
    near(boundaryAt(9, 0.05), 3.035720, 1e-5, 'boundary');
  });

  it('calls no winner on 0 of 82 against 4 of 82, whatever the mixture', () => {
    // S = 4 − 4/2 = 2 and V = 4/4 = 1: ln M is at most 0.81 for any τ², so p > 0.44 (Fisher's exact test: 0.12).
    for (const spread of [0.1, 1, 3.3, 10, 1000]) assert.ok(comparePair([day(0, 4)], 0, 1, [50, 50], spread).pValue > 0.44, `τ² ${spread}`);
    const plan = planOf({ baselineRate: 0.02, minimumDetectableEffect: 1, weights: [50, 50], goal: 'leads' });
    const verdict = verdictOf({ weights: [50, 50], visitors: [82, 82], days: [day(0, 4)], plan, scale: 1, settled: 'open' });
    assert.equal(verdict.outcome, 'collecting');
  });

  it('keeps the strongest evidence so far: a p-value never rises again', () => {
    const ahead = comparePair([day(10, 40), day(30, 0)], 0, 1, [50, 50], 0.05);
    const before = comparePair([day(10, 40)], 0, 1, [50, 50], 0.05);
    assert.equal(ahead.pValue, before.pValue);
    assert.equal(ahead.better, 1);
  });

  it('sizes the horizon for power 0.8 at the minimum detectable effect, by the shares, and twice the deals for revenue', () => {
    const even = planOf({ baselineRate: 0.05, minimumDetectableEffect: 0.2, weights: [50, 50], goal: 'leads' });
    assert.equal(even.visitorsNeeded[0], even.visitorsNeeded[1]);
    assert.equal(even.alphaPerPair, 0.05);
    // A sequential test needs more than the fixed test's 8,158 per arm (5 % → 6 %), and less than three times as many.
    assert.ok(even.visitorsNeeded[0]! > 8158 && even.visitorsNeeded[0]! < 3 * 8158, String(even.visitorsNeeded));
    const uneven = planOf({ baselineRate: 0.05, minimumDetectableEffect: 0.2, weights: [80, 20], goal: 'leads' });
    near(uneven.visitorsNeeded[0]! / uneven.visitorsNeeded[1]!, 4, 1e-3, 'visitors by the shares');
    const revenue = planOf({ baselineRate: 0.05, minimumDetectableEffect: 0.2, weights: [50, 50], goal: 'revenue' });
    near(revenue.totalVisitors / even.totalVisitors, 2, 1e-3, 'revenue');
    const four = planOf({ baselineRate: 0.05, minimumDetectableEffect: 0.2, weights: [25, 25, 25, 25], goal: 'leads' });
    near(four.alphaPerPair, 0.05 / 6, 1e-12, 'six pairs');
    assert.equal(revenueScale([3, 4, 3, 4, 3, 4, 3, 4, 3]), null, 'nine deals are not enough');
    near(revenueScale([3, 4, 3, 4, 3, 4, 3, 4, 3, 4, 1000])!, Math.sqrt(12.5), 1e-12, 'the first ten');
  });

  it("adjusts by Holm's steps and checks the visitors' split against the shares", () => {
    const adjusted = holmAdjusted([0.01, 0.04, 0.03]);
    [0.03, 0.06, 0.06].forEach((expected, index) => near(adjusted[index]!, expected, 1e-12, `Holm ${index}`));
    // (210² / 5000) · 2 = 17.64: p = 2.7e-5.
    const off = sampleRatioOf([5210, 4790], [50, 50]);
    near(off.pValue, 2.67e-5, 1e-6, 'mismatch');
    assert.equal(off.mismatch, true);
    assert.equal(sampleRatioOf([5050, 4950], [50, 50]).mismatch, false);
    assert.equal(sampleRatioOf([8000, 2000], [80, 20]).pValue, 1);
  });

  it('calls the arm that beats every other one, challengers too; nothing while the split is off; then settles', () => {
    const weights = [50, 50];
    const plan = planOf({ baselineRate: 0.1, minimumDetectableEffect: 0.5, weights, goal: 'leads' });
    const days = [day(40, 80), day(40, 80)];
    const won = verdictOf({ weights, visitors: [1000, 1000], days, plan, scale: 1, settled: 'open' });
    assert.deepEqual({ outcome: won.outcome, winner: won.winner, better: won.comparisons[0]!.better, significant: won.comparisons[0]!.significant }, { outcome: 'winner', winner: 1, better: 1, significant: true });
    assert.equal(verdictOf({ weights, visitors: [1000, 1000], days: days.map((one) => [...one].reverse()), plan, scale: 1, settled: 'open' }).winner, 0, 'the control wins');
    assert.equal(verdictOf({ weights, visitors: [1200, 1000], days, plan, scale: 1, settled: 'open' }).outcome, 'collecting', 'a mismatched split calls nothing');

    const level = [day(40, 42), day(41, 40)];
    assert.equal(verdictOf({ weights, visitors: [1000, 1000], days: level, plan, scale: 1, settled: 'open' }).outcome, 'collecting');
    assert.equal(verdictOf({ weights, visitors: plan.visitorsNeeded, days: level, plan, scale: 1, settled: 'after-horizon' }).outcome, 'no-difference');
    assert.equal(verdictOf({ weights, visitors: [1000, 1000], days: level, plan, scale: 1, settled: 'ended-early' }).outcome, 'inconclusive');

    // Two challengers both far above the control, but level with each other: neither beats every arm.
    const three = [50, 50, 50];
    const threePlan = planOf({ baselineRate: 0.1, minimumDetectableEffect: 0.5, weights: three, goal: 'leads' });
    const tied = verdictOf({ weights: three, visitors: [1000, 1000, 1000], days: [day(30, 90, 90), day(30, 90, 90)], plan: threePlan, scale: 1, settled: 'open' });
    assert.deepEqual(tied.comparisons.map((comparison) => [comparison.arms, comparison.significant]), [
      [[0, 1], true],
      [[0, 2], true],
      [[1, 2], false],
    ]);
    assert.equal(tied.outcome, 'collecting');
    const ahead = verdictOf({ weights: three, visitors: [1000, 1000, 1000], days: [day(30, 60, 120), day(30, 60, 120)], plan: threePlan, scale: 1, settled: 'open' });
    assert.deepEqual({ outcome: ahead.outcome, winner: ahead.winner }, { outcome: 'winner', winner: 2 });
  });
});

describe('keyword insertion', () => {
  it('fills {keyword|fallback} with utm_term when it is a few short plain words, else the fallback', () => {
    assert.equal(fillKeyword('Publish Your {keyword|Book} Today', 'fantasy novel'), 'Publish Your fantasy novel Today');
    assert.equal(fillKeyword('Publish Your {keyword|Book} Today', '  roman  policier  '), 'Publish Your roman policier Today');
    assert.equal(fillKeyword('Publish Your {keyword|Book}', 'Übersetzung'), 'Publish Your Übersetzung');
    assert.equal(fillKeyword('Publish Your {keyword|Book}', 'Übersetzung 2026'), 'Publish Your Book', 'digits (a year, a phone number) are not words');
    assert.equal(fillKeyword('Publish Your {keyword|Book}', undefined), 'Publish Your Book');
    assert.equal(fillKeyword('Publish Your {keyword|Book}', ''), 'Publish Your Book');
    assert.equal(fillKeyword('Publish Your {keyword|Book}', '<script>alert(1)</script>'), 'Publish Your Book');
    assert.equal(fillKeyword('Publish Your {keyword|Book}', 'free! now'), 'Publish Your Book');
    assert.equal(fillKeyword('Publish Your {keyword|Book}', 'a'.repeat(41)), 'Publish Your Book');
    assert.equal(fillKeyword('Publish Your {keyword|Book}', 'a'.repeat(40)), `Publish Your ${'a'.repeat(40)}`);
    assert.equal(fillKeyword('Publish Your {keyword|}', 'tab\there'), 'Publish Your ');
    assert.equal(fillKeyword('No token here', 'fantasy'), 'No token here');
    assert.equal(usableKeyword('$&'), null, 'a replacement pattern is not a keyword');
  });
});
