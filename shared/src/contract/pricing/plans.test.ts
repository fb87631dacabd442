import { PACKAGE_OPTIONS } from '../constants';
import { PLAN_NAMES, PLAN_PACKAGES, planLabel, PRICING_PLANS } from './plans';

describe('pricing plans (requirements §9)', () => {
  it('are the six plans at their prices, in order', () => {
    expect(PRICING_PLANS.map(({ plan, price, platforms }) => [plan, price, platforms])).toEqual([
      ['Starter', '$399', '3'],
      ['Essential', '$799', '6'],
      ['Professional', '$1,299', '10'],
      ['Premium', '$2,599', '15'],
      ['Elite', '$6,599', '20'],
      ['Ultimate', '$11,899', '100+'],
    ]);
    expect(PRICING_PLANS.map(({ plan }) => plan)).toEqual([...PLAN_NAMES]);
  });

  it('are sold as the four packages of requirements §3.1, every package used, in the same order', () => {
    const packages = PLAN_NAMES.map((plan) => PLAN_PACKAGES[plan]);
    expect(packages).toEqual(['standard', 'standard', 'classic', 'premium', 'advanced', 'advanced']);
    expect([...new Set(packages)]).toEqual([...PACKAGE_OPTIONS]);
  });

  it('are offered by name and price', () => {
    expect(planLabel('Starter')).toBe('Starter — $399');
    expect(planLabel('Ultimate')).toBe('Ultimate — $11,899');
  });
});
