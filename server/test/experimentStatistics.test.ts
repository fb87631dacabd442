import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { normalCdf, normalQuantile, sampleSizePerArm, twoProportionPValue, verdictOf, wilsonInterval } from '../src/experiments/statistics';
import { fillKeyword, usableKeyword } from '../src/experiments/keyword';

// The experiments' statistics (docs/experiments.md) against values worked out by hand (and checked with Python's
// statistics.NormalDist): the fixed sample per arm, the Wilson interval, the two-proportion z-test and the verdict.

const near = (actual: number, expected: number, tolerance: number, what: string) => assert.ok(Math.abs(actual - expected) <= tolerance, `${what}: ${actual} is not ${expected} ± ${tolerance}`);

describe('experiment statistics', () => {
  it('has the normal distribution right', () => {
    near(normalQuantile(0.975), 1.959964, 1e-6, 'z at 97.5 %');
    near(normalQuantile(0.8), 0.841621, 1e-6, 'z at 80 %');
    near(normalQuantile(0.0125), -2.241403, 1e-6, 'z at 1.25 %');
    near(normalCdf(1.959964), 0.975, 1e-6, 'P(Z ≤ 1.96)');
    near(normalCdf(-2.5), 0.0062097, 1e-6, 'P(Z ≤ -2.5)');
  });

  it('sizes the sample for α = 0.05 two-sided and power 0.8, split Bonferroni-wise over the challengers', () => {
    // 5 % → 6 %: ((1.959964·√(2·0.055·0.945) + 0.841621·√(0.05·0.95 + 0.06·0.94)) / 0.01)² = 8157.7
    assert.equal(sampleSizePerArm(0.05, 0.2, 2), 8158);
    // Three arms: each comparison at α = 0.025 (z = 2.241403): 9879.2
    assert.equal(sampleSizePerArm(0.05, 0.2, 3), 9880);
    // 20 % → 40 %: 81.2
    assert.equal(sampleSizePerArm(0.2, 1, 2), 82);
    assert.equal(sampleSizePerArm(0.1, 0.5, 2), 686);
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

  it('tests two proportions with a pooled z-test', () => {
    // 20/200 against 40/200: pooled 0.15, z = 0.1 / √(0.15·0.85·0.01) = 2.80056, p = 0.005101
    near(twoProportionPValue({ leads: 20, visitors: 200 }, { leads: 40, visitors: 200 }), 0.005101, 1e-6, 'p');
    assert.equal(twoProportionPValue({ leads: 0, visitors: 100 }, { leads: 0, visitors: 100 }), 1);
  });

  it('calls nothing before every arm has its sample, then the best significant arm or no difference', () => {
    const collecting = verdictOf([{ arm: 0, visitors: 81, leads: 10 }, { arm: 1, visitors: 500, leads: 300 }], 0.2, 1);
    assert.equal(collecting.outcome, 'collecting');
    assert.equal(collecting.reached, false);
    assert.equal(collecting.sampleSizePerArm, 82);
    assert.equal(collecting.comparisons[0]!.pValue, null);
    assert.equal(collecting.winner, null);

    const won = verdictOf([{ arm: 0, visitors: 200, leads: 20 }, { arm: 1, visitors: 200, leads: 40 }], 0.2, 1);
    assert.deepEqual({ outcome: won.outcome, winner: won.winner, significant: won.comparisons[0]!.significant }, { outcome: 'winner', winner: 1, significant: true });
    near(won.comparisons[0]!.difference, 0.1, 1e-12, 'difference');

    const same = verdictOf([{ arm: 0, visitors: 200, leads: 20 }, { arm: 1, visitors: 200, leads: 25 }], 0.2, 1);
    assert.deepEqual({ outcome: same.outcome, winner: same.winner }, { outcome: 'no-difference', winner: null });

    const controlWins = verdictOf([{ arm: 0, visitors: 200, leads: 40 }, { arm: 1, visitors: 200, leads: 20 }], 0.2, 1);
    assert.deepEqual({ outcome: controlWins.outcome, winner: controlWins.winner }, { outcome: 'winner', winner: 0 });

    // Three arms: each at α = 0.025. p = 0.0051 for arm 2 is below it; arm 1's is not.
    const three = verdictOf([{ arm: 0, visitors: 2000, leads: 200 }, { arm: 1, visitors: 2000, leads: 215 }, { arm: 2, visitors: 2000, leads: 250 }], 0.1, 0.5);
    assert.equal(three.sampleSizePerArm, sampleSizePerArm(0.1, 0.5, 3));
    assert.deepEqual({ outcome: three.outcome, winner: three.winner }, { outcome: 'winner', winner: 2 });
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
