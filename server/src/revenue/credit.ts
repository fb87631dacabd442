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

/** The referring site's domain alone, as the source of a touch without utm_source. */
const domainOf = (referrer: string) => referrer.replace(/^https?:\/\//, '').split('/')[0]!;

/** What a touch counts under in each grouping but the experiment's (the lead's, not the touch's). */
export function keyOf(touch: Touch | null, group: Exclude<RevenueGroup, 'experiment'>): string {
  if (!touch) return '(direct)';
  switch (group) {
    case 'source':
      return touch.utm_source || (touch.referrer ? domainOf(touch.referrer) : touch.gclid ? 'google' : '(direct)');
    case 'medium':
      return touch.utm_medium || (touch.gclid ? 'cpc' : touch.referrer ? 'referral' : '(none)');
    case 'campaign':
      return touch.utm_campaign || '(none)';
    case 'keyword':
      return touch.utm_term || '(none)';
    case 'landingPage':
      return touch.landingPage || '(unknown)';
  }
}
