import type { RevenueGroup, RevenueModel, Touch } from '@bookcraft/shared/contracts';

/** A touch's share of one conversion (a lead, a consultation, a deal) under a model. */
export interface Credit<T> {
  touch: T;
  share: number;
}

/**
 * How a model splits one conversion among the touches that led to it, oldest first: all to the first
 * or the last; equally; or U-shaped, 40% to each end and 20% shared by the touches between (with two
 * touches, half each). The shares of a conversion add up to 1.
 */
export function credit<T>(touches: readonly T[], model: RevenueModel): Credit<T>[] {
  const count = touches.length;
  if (count === 0) return [];
  if (count === 1 || model === 'first') return [{ touch: touches[0]!, share: 1 }];
  if (model === 'last') return [{ touch: touches[count - 1]!, share: 1 }];
  if (model === 'linear' || count === 2) return touches.map((touch) => ({ touch, share: 1 / count }));
  return touches.map((touch, index) => ({ touch, share: index === 0 || index === count - 1 ? 0.4 : 0.2 / (count - 2) }));
}

/** The groupings whose key comes from a touch: the experiment arm is the lead's. */
export type KeyedGroup = Exclude<RevenueGroup, 'experiment'>;

/**
 * The fields of a touch each grouping's key is made of, and so all the report fetches of a touch
 * (report.ts): each key below is typed by its fields, so reading another does not compile until it is
 * listed here, and fetched.
 */
export const KEY_FIELDS = {
  source: ['utm_source', 'referrer', 'gclid'],
  medium: ['utm_medium', 'gclid', 'referrer'],
  campaign: ['utm_campaign'],
  keyword: ['utm_term'],
  landingPage: ['landingPage'],
} as const satisfies Record<KeyedGroup, readonly (keyof Touch)[]>;
export type KeyedTouch<G extends KeyedGroup = KeyedGroup> = Pick<Touch, (typeof KEY_FIELDS)[G][number]>;

/** Key fields whose value matters only as there or not (a click id): fetched as 'x' or '', so touches alike group together. */
export const PRESENCE_FIELDS: readonly (keyof Touch)[] = ['gclid'];

/** The referring site's domain alone, as the source of a touch without utm_source. */
const domainOf = (referrer: string) => referrer.replace(/^https?:\/\//, '').split('/')[0]!;

const KEYS: { [G in KeyedGroup]: (touch: KeyedTouch<G>) => string } = {
  source: (touch) => touch.utm_source || (touch.referrer ? domainOf(touch.referrer) : touch.gclid ? 'google' : '(direct)'),
  medium: (touch) => touch.utm_medium || (touch.gclid ? 'cpc' : touch.referrer ? 'referral' : '(none)'),
  campaign: (touch) => touch.utm_campaign || '(none)',
  keyword: (touch) => touch.utm_term || '(none)',
  landingPage: (touch) => touch.landingPage || '(unknown)',
};

/** What a touch counts under in each grouping but the experiment's (the lead's, not the touch's). */
export function keyOf<G extends KeyedGroup>(touch: KeyedTouch<G> | null, group: G): string {
  if (!touch) return '(direct)';
  return (KEYS[group] as (touch: KeyedTouch<G>) => string)(touch);
}
