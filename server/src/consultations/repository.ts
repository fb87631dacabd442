import { SALES_ROLES } from '@bookcraft/shared/contracts';
import type { Queryable } from '../core/db/database';
import type { ConsultingMember, SlotRules, Span } from './slots';

/** The one row of consultation_settings. */
export async function readSlotRules(db: Queryable): Promise<SlotRules> {
  const [row] = await db.query<{ length_minutes: number; notice_minutes: number; buffer_minutes: number; horizon_days: number }>(
    'SELECT length_minutes, notice_minutes, buffer_minutes, horizon_days FROM consultation_settings WHERE id',
  );
  if (!row) throw new Error('consultation_settings has no row: migration 030 inserts it');
  return { lengthMinutes: row.length_minutes, noticeMinutes: row.notice_minutes, bufferMinutes: row.buffer_minutes, horizonDays: row.horizon_days };
}

/**
 * The active sales members who take consultations, each with their time off and booked calls that end
 * after `from` (what could touch a time still offered).
 */
export async function consultingMembers(db: Queryable, from: Date): Promise<ConsultingMember[]> {
  const rows = await db.query<{ id: string; kind: 'off' | 'call' | null; starts_at: Date | null; ends_at: Date | null }>(
    `SELECT a.id::text AS id, busy.kind, busy.starts_at, busy.ends_at
     FROM staff_accounts a
     LEFT JOIN (
       SELECT staff_id, 'off' AS kind, starts_at, ends_at FROM member_time_off WHERE ends_at > $1
       UNION ALL
       SELECT staff_id, 'call', starts_at, ends_at FROM consultations WHERE status = 'booked' AND ends_at > $1
     ) busy ON busy.staff_id = a.id
     WHERE a.deactivated_at IS NULL AND a.takes_consultations AND a.role = ANY($2::text[])
     ORDER BY a.id`,
    [from, SALES_ROLES],
  );
  const members = new Map<string, ConsultingMember>();
  for (const row of rows) {
    const member = members.get(row.id) ?? { id: row.id, timeOff: [], booked: [] };
    members.set(row.id, member);
    if (!row.kind) continue;
    const span: Span = { start: new Date(row.starts_at!), end: new Date(row.ends_at!) };
    (row.kind === 'off' ? member.timeOff : member.booked).push(span);
  }
  return [...members.values()];
}
