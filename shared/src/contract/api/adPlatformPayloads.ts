import { z } from 'zod';
import type { AdPlatform } from '../schemas/adPlatforms';

// What each ad platform is sent when a deal reaches a conversion stage (docs/ad-platforms.md), in the
// platform's documented shape: each field named here and nothing else. The server's worker sends no
// request that does not parse, and the tests' receivers check each request against these schemas.

const sha256Hex = z.string().regex(/^[0-9a-f]{64}$/);
const currency = z.string().regex(/^[A-Z]{3}$/);

/** Google Ads' `yyyy-mm-dd hh:mm:ss+hh:mm`, in the team's zone with its offset. */
export const GOOGLE_CONVERSION_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/;

/** One click conversion of `customers/{id}:uploadClickConversions`: by exactly one of gclid, gbraid, wbraid. */
const googleClickConversion = z
  .strictObject({
    gclid: z.string().min(1).optional(),
    gbraid: z.string().min(1).optional(),
    wbraid: z.string().min(1).optional(),
    conversionAction: z.string().regex(/^customers\/\d+\/conversionActions\/\d+$/),
    conversionDateTime: z.string().regex(GOOGLE_CONVERSION_TIME),
    conversionValue: z.number().nonnegative().optional(),
    currencyCode: currency.optional(),
    orderId: z.string().min(1),
    /** Enhanced conversions for leads: the SHA-256 of the normalised e-mail and of the phone in E.164. */
    userIdentifiers: z.array(z.union([z.strictObject({ hashedEmail: sha256Hex }), z.strictObject({ hashedPhoneNumber: sha256Hex })])).min(1).optional(),
    consent: z.strictObject({ adUserData: z.enum(['GRANTED', 'DENIED']) }),
  })
  .refine((conversion) => [conversion.gclid, conversion.gbraid, conversion.wbraid].filter(Boolean).length === 1, 'Exactly one of gclid, gbraid and wbraid.');
export const googleUploadSchema = z.strictObject({ conversions: z.array(googleClickConversion).length(1), partialFailure: z.literal(true) });

/** One server event of Meta's Conversions API (`/{dataset id}/events`). */
const metaEvent = z.strictObject({
  event_name: z.string().min(1),
  /** Unix seconds. */
  event_time: z.number().int().positive(),
  action_source: z.literal('system_generated'),
  /** What Meta deduplicates by. */
  event_id: z.string().min(1),
  user_data: z.strictObject({
    em: z.array(sha256Hex).length(1).optional(),
    ph: z.array(sha256Hex).length(1).optional(),
    /** `fb.1.<first seen, ms>.<fbclid>`: never hashed. */
    fbc: z.string().regex(/^fb\.1\.\d{13}\..+$/),
  }),
  custom_data: z.strictObject({ value: z.number().nonnegative(), currency }).optional(),
});
export const metaEventsSchema = z.strictObject({ data: z.array(metaEvent).length(1), access_token: z.string().min(1) });

/** One offline conversion of Microsoft Advertising's `OfflineConversions/Apply`. */
const microsoftOfflineConversion = z.strictObject({
  MicrosoftClickId: z.string().min(1),
  ConversionName: z.string().min(1),
  /** UTC, ISO 8601. */
  ConversionTime: z.iso.datetime(),
  ConversionValue: z.number().nonnegative().optional(),
  ConversionCurrencyCode: currency.optional(),
});
export const microsoftOfflineConversionsSchema = z.strictObject({ OfflineConversions: z.array(microsoftOfflineConversion).length(1) });

/** Each platform's request body, as the worker sends it and the receivers check it. */
export const AD_PLATFORM_PAYLOADS = { google: googleUploadSchema, meta: metaEventsSchema, microsoft: microsoftOfflineConversionsSchema } satisfies Record<AdPlatform, z.ZodType>;
