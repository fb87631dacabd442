import type { AdConversion } from '@bookcraft/shared/contracts';
import type { Queryable } from '../core/db/database';

interface LogRow {
  id: string;
  platform: AdConversion['platform'];
  deal_id: string;
  deal_title: string;
  stage_name: string;
  status: AdConversion['status'];
  reason: string | null;
  attempts: number;
  click_id: string;
  event_id: string;
  converted_at: Date;
  sent_at: Date | null;
  total: string;
}

/** The console's log of what the ad platforms were told, newest first, a page at a time. */
export async function conversionLog(db: Queryable, page: number, pageSize: number): Promise<{ conversions: AdConversion[]; total: number }> {
  const rows = await db.query<LogRow>(
    `SELECT c.id::text AS id, c.platform, c.deal_id::text AS deal_id, d.title AS deal_title, c.stage_name, c.status, c.reason, c.attempts, c.click_id, c.event_id,
       c.converted_at, c.sent_at, count(*) OVER () AS total
     FROM ad_conversions c JOIN deals d ON d.id = c.deal_id
     ORDER BY c.created_at DESC, c.id LIMIT $1 OFFSET $2`,
    [pageSize, (page - 1) * pageSize],
  );
  const total = rows[0] ? Number(rows[0].total) : (await db.query<{ total: string }>('SELECT count(*) AS total FROM ad_conversions'))[0]!.total;
  return {
    total: Number(total),
    conversions: rows.map((row) => ({
      id: row.id,
      platform: row.platform,
      dealId: row.deal_id,
      dealTitle: row.deal_title,
      stage: row.stage_name,
      status: row.status,
      reason: row.reason,
      attempts: row.attempts,
      clickId: row.click_id,
      eventId: row.event_id,
      convertedAt: new Date(row.converted_at).toISOString(),
      sentAt: row.sent_at ? new Date(row.sent_at).toISOString() : null,
    })),
  };
}
