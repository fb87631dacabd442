import type { ConversionFacts } from './conversionFacts';
import type { PlatformRow } from './settings';

/** A conversion ready to queue, with the click it credits and the id the platform deduplicates by; or skipped, with why. */
export type BuiltConversion = { clickId: string; eventId: string } & ({ conversion: object } | { skipped: string });

/** The request that sends one conversion. */
export interface PlatformRequest {
  url: string;
  headers: Record<string, string>;
  body: object;
}

/** What the product knows of one ad platform: how a conversion is built, sent, and how long it may wait. */
export interface AdPlatformRules {
  /** The conversion of these facts, or null when no click of this platform brought the person. */
  build(facts: ConversionFacts, settings: PlatformRow): BuiltConversion | null;
  /** The request, with the credentials of the moment (never stored with the conversion). */
  request(settings: PlatformRow, conversion: object): PlatformRequest;
  /** Why a conversion made at `convertedAt` may no longer be sent at `now`, or undefined while it may. */
  tooLate(convertedAt: Date, now: Date): string | undefined;
}

export const DAY_MS = 86_400_000;

/** The id a platform deduplicates by: the same for every attempt, and for the deal reaching that stage again. */
export const eventIdOf = (facts: ConversionFacts) => `${facts.dealId}.${facts.stage.id.slice(0, 8)}`;

/** A won stage's conversion carries the deal's amount; the others none. */
export const valueOf = (facts: ConversionFacts) => (facts.stage.kind === 'won' ? { value: facts.amountCents / 100, currency: facts.currency } : undefined);

/** A base URL joined with a path, whether or not the admin ended it with slashes (cut by hand: a pattern for them is quadratic). */
export function joinUrl(base: string, path: string): string {
  let end = base.length;
  while (end > 0 && base[end - 1] === '/') end -= 1;
  return `${base.slice(0, end)}/${path}`;
}
