import { z } from 'zod';
import { singleLine } from './singleLine';

// The ad platforms told which clicks became authors (docs/ad-platforms.md), and the spend an admin
// uploads from them (docs/revenue.md, "Ad spend").

export const AD_PLATFORMS = ['google', 'meta', 'microsoft'] as const;
export type AdPlatform = (typeof AD_PLATFORMS)[number];
export const AD_PLATFORM_NAMES: Record<AdPlatform, string> = { google: 'Google Ads', meta: 'Meta', microsoft: 'Microsoft Advertising' };

const endpoint = singleLine(z.string().trim().max(2000, 'Use at most 2,000 characters.')).pipe(z.url({ protocol: /^https?$/, error: 'Enter an http:// or https:// address.' }));
const accountId = singleLine(z.string().trim().max(40, 'Use at most 40 characters.')).refine((id) => /^[A-Za-z0-9-]*$/.test(id), 'Use letters, digits and dashes only.');
const token = z.string().trim().min(8, 'Use at least 8 characters.').max(4000, 'Use at most 4,000 characters.');
/** Google Ads' conversion action for each stage that is a conversion. */
const conversionActions = z
  .array(z.strictObject({ stageId: z.uuid('Not a stage id.'), actionId: singleLine(z.string().trim().max(40, 'Use at most 40 characters.')).refine((id) => /^\d+$/.test(id), 'A conversion action id is digits.') }))
  .max(12, 'Name at most 12 conversion actions.')
  .refine((actions) => new Set(actions.map((action) => action.stageId)).size === actions.length, 'One conversion action per stage.');

/** `PUT /api/staff/ad-platforms/:platform`: a platform's settings; a token left out stays as it is. */
export const adPlatformBodySchema = z.strictObject({
  enabled: z.boolean(),
  endpoint,
  accountId,
  customerId: accountId.default(''),
  accessToken: token.optional(),
  developerToken: token.optional(),
  shareContacts: z.boolean(),
  conversionActions: conversionActions.default([]),
});
export type AdPlatformBody = z.input<typeof adPlatformBodySchema>;
export const adPlatformParamsSchema = z.strictObject({ id: z.enum(AD_PLATFORMS, 'Choose google, meta or microsoft.') });

/** A platform's settings as admins read them: tokens only by their last four characters. */
const adPlatformSchema = z.strictObject({
  platform: z.enum(AD_PLATFORMS),
  enabled: z.boolean(),
  endpoint: z.string(),
  accountId: z.string(),
  customerId: z.string(),
  accessTokenEnding: z.string(),
  developerTokenEnding: z.string(),
  shareContacts: z.boolean(),
  conversionActions: z.array(z.strictObject({ stageId: z.string(), actionId: z.string() })),
});
export type AdPlatformSettings = z.output<typeof adPlatformSchema>;
export const adPlatformsSchema = z.strictObject({
  platforms: z.array(adPlatformSchema),
  /** The stages whose arrival is a conversion. */
  conversionStageIds: z.array(z.uuid()),
});
export { adPlatformSchema };

/** `PUT /api/staff/ad-platforms/stages`: the stages that count as conversions. */
export const adConversionStagesBodySchema = z.strictObject({
  stageIds: z
    .array(z.uuid('Not a stage id.'))
    .max(12, 'Choose at most 12 stages.')
    .refine((ids) => new Set(ids).size === ids.length, 'Choose each stage once.'),
});

export const AD_CONVERSION_STATUSES = ['pending', 'sent', 'failed', 'skipped'] as const;

/** One conversion as the console's log lists it. */
const adConversionSchema = z.strictObject({
  id: z.uuid(),
  platform: z.enum(AD_PLATFORMS),
  dealId: z.uuid(),
  dealTitle: z.string(),
  stage: z.string(),
  status: z.enum(AD_CONVERSION_STATUSES),
  /** Why it was skipped, or the platform's last answer while it is retried or once it failed. */
  reason: z.string().nullable(),
  attempts: z.number().int(),
  clickId: z.string(),
  eventId: z.string(),
  convertedAt: z.string(),
  sentAt: z.string().nullable(),
});
export type AdConversion = z.output<typeof adConversionSchema>;
export const adConversionsSchema = z.strictObject({ conversions: z.array(adConversionSchema), total: z.number().int() });
export const adConversionsQuerySchema = z.strictObject({
  page: z.coerce.number('Not a page number.').int('Not a page number.').min(1, 'Not a page number.').max(10_000, 'Not a page number.').default(1),
  pageSize: z.coerce.number('Not a page size.').int('Not a page size.').min(1, 'Not a page size.').max(200, 'Not a page size.').default(50),
});

/** The header of our own spend layout (docs/revenue.md); its columns may come in any order, in any case. */
export const PLAIN_SPEND_HEADER = 'date,platform,campaign,cost,currency';

/** The largest spend file taken, in characters (about 50,000 rows of a platform's report). */
export const MAX_SPEND_FILE_CHARS = 5_000_000;

/** `POST /api/staff/ad-spend`: a platform's daily campaign report, or the plain format, as text. */
export const adSpendBodySchema = z.strictObject({
  file: z.string('Choose a CSV file.').min(1, 'The file is empty.').max(MAX_SPEND_FILE_CHARS, 'The file is larger than 5 MB.'),
});

/** What an upload stored. */
export const adSpendUploadSchema = z.strictObject({
  layout: z.enum(['google', 'meta', 'microsoft', 'plain']),
  rows: z.number().int(),
  campaigns: z.number().int(),
  from: z.string(),
  to: z.string(),
  /** The cost of the rows by currency, in cents. */
  costCents: z.record(z.string(), z.number()),
});
