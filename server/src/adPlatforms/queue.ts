import type { AdPlatform } from '@bookcraft/shared/contracts';
import type { Queryable } from '../core/db/database';
import { conversionFacts, type ConversionFacts } from './conversionFacts';
import { AD_PLATFORM_RULES } from './platforms';
import type { BuiltConversion } from './platform';
import { platformRows } from './settings';

/** How long a conversion is retried before it is given up (failed). */
export const GIVE_UP_AFTER_DAYS = 7;

/**
 * A deal reached `stage` at `at`: when the stage is a conversion, each platform that is on and brought
 * the person (a click of its own) is owed the conversion, in the caller's transaction: queued with what
 * it sends, or skipped with why. Once per platform, deal and stage: a deal that comes back to a stage is
 * not told twice.
 */
export async function queueAdConversions(tx: Queryable, dealId: string, stage: ConversionFacts['stage'], at: Date): Promise<void> {
  const [mapped] = await tx.query('SELECT 1 FROM ad_conversion_stages WHERE stage_id = $1', [stage.id]);
  if (!mapped) return;
  const platforms = (await platformRows(tx)).filter((row) => row.enabled);
  if (platforms.length === 0) return;
  const facts = await conversionFacts(tx, dealId, stage, at);
  if (!facts) return;
  for (const settings of platforms) {
    const built = AD_PLATFORM_RULES[settings.platform].build(facts, settings);
    if (built) await insertConversion(tx, settings.platform, facts, built);
  }
}

async function insertConversion(tx: Queryable, platform: AdPlatform, facts: ConversionFacts, built: BuiltConversion) {
  const skipped = 'skipped' in built ? built.skipped : null;
  await tx.query(
    `INSERT INTO ad_conversions (platform, deal_id, stage_name, event_id, click_id, converted_at, conversion, status, reason, created_at, next_attempt_at, give_up_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9, $6, $6, $6::timestamptz + interval '${GIVE_UP_AFTER_DAYS} days')
     ON CONFLICT (platform, deal_id, stage_name) DO NOTHING`,
    [platform, facts.dealId, facts.stage.name, built.eventId, built.clickId, facts.at, 'conversion' in built ? JSON.stringify(built.conversion) : null, skipped ? 'skipped' : 'pending', skipped],
  );
}
