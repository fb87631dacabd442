import type { PackageOption } from '../seo/contactTopic';
import type { PricingPlan } from '../types';

export const PLAN_NAMES = ['Starter', 'Essential', 'Professional', 'Premium', 'Elite', 'Ultimate'] as const;
export type PlanName = (typeof PLAN_NAMES)[number];

const plan = (name: PlanName, price: string, platforms: string, editing: string, formatting: string, design: string, marketing: string, additional: string) => ({
  plan: name,
  price,
  platforms,
  editing,
  formatting,
  design,
  marketing,
  additional,
});

/** Requirements §9: the six plans, each adding to the one before. */
export const PRICING_PLANS: readonly (PricingPlan & { plan: PlanName })[] = [
  plan('Starter', '$399', '3', 'Basic proofreading', 'eBook formatting', '—', '—', '—'),
  plan('Essential', '$799', '6', 'Detailed editing', 'eBook and paperback formatting', 'Template cover', '—', 'ISBN'),
  plan('Professional', '$1,299', '10', 'Comprehensive editing', 'eBook, paperback and hardcover', 'Custom cover', 'Marketing consultation', 'ISBN, copyright filing'),
  plan('Premium', '$2,599', '15', 'Comprehensive editing', 'eBook, paperback and hardcover', 'Custom cover', 'Social media setup', 'ISBN, copyright filing, author website'),
  plan('Elite', '$6,599', '20', 'Comprehensive editing', 'eBook, paperback and hardcover', 'Custom cover and custom illustrations', 'Advanced marketing and publicity, ongoing social marketing', 'ISBN, copyright filing, author website'),
  plan('Ultimate', '$11,899', '100+', 'Comprehensive editing', 'eBook, paperback and hardcover', 'Custom cover and custom illustrations', '1-year marketing plan, pre-selling launch, ongoing social marketing', 'ISBN, copyright filing, author website, video trailer, personal branding'),
];

/** The package of requirements §3.1 each plan is sold as: six plans, four packages. A lead carries both. */
export const PLAN_PACKAGES: Record<PlanName, PackageOption> = {
  Starter: 'standard',
  Essential: 'standard',
  Professional: 'classic',
  Premium: 'premium',
  Elite: 'advanced',
  Ultimate: 'advanced',
};

/** How a plan is offered in a package selector: "Starter — $399". */
export function planLabel(name: PlanName): string {
  const price = PRICING_PLANS.find((offer) => offer.plan === name)?.price;
  return price ? `${name} — ${price}` : name;
}
