import type { WeeklySchedule } from '@bookcraft/shared/contracts';
import type { Database, Queryable } from '../core/db/database';
import { ClientError } from '../core/errors';
import { readTeamSettings } from '../team/settings';
import { readSlotRules } from './repository';
import type { SlotRules } from './slots';

/** How calls are offered, and every active admin and agent with whether they take them. */
export async function readConsultationSettings(db: Queryable) {
  const [rules, members] = await Promise.all([
    readSlotRules(db),
    db.query<{ id: string; name: string; role: 'admin' | 'agent'; takesConsultations: boolean }>(
      `SELECT id::text AS id, display_name AS name, role, takes_consultations AS "takesConsultations" FROM staff_accounts
       WHERE deactivated_at IS NULL AND role IN ('admin', 'agent') ORDER BY display_name, id`,
    ),
  ]);
  return { ...rules, members };
}

/** An admin's change: the rules, and exactly the members named take consultations (any other id is refused whole). */
export async function saveConsultationSettings(db: Database, { takers, ...rules }: SlotRules & { takers: string[] }) {
  return db.transaction(async (tx) => {
    const named = await tx.query<{ id: string }>("SELECT id::text AS id FROM staff_accounts WHERE id = ANY($1::uuid[]) AND deactivated_at IS NULL AND role IN ('admin', 'agent')", [takers]);
    if (named.length !== new Set(takers).size) throw new ClientError(400, 'Invalid request', { takers: 'Choose active admins and agents only.' });
    await tx.query('UPDATE consultation_settings SET length_minutes = $1, notice_minutes = $2, buffer_minutes = $3, horizon_days = $4', [rules.lengthMinutes, rules.noticeMinutes, rules.bufferMinutes, rules.horizonDays]);
    await tx.query("UPDATE staff_accounts SET takes_consultations = (id = ANY($1::uuid[])) WHERE role IN ('admin', 'agent')", [takers]);
    return readConsultationSettings(tx);
  });
}

/** A member's own hours and their time off still to come (ended time off is of no use to them). */
export async function readMemberHours(db: Queryable, memberId: string, now: Date) {
  const [{ timeZone }, [member], timeOff] = await Promise.all([
    readTeamSettings(db),
    db.query<{ hours: WeeklySchedule | null }>('SELECT consultation_hours AS hours FROM staff_accounts WHERE id = $1', [memberId]),
    db.query<{ id: number; starts_at: Date; ends_at: Date }>('SELECT id::int AS id, starts_at, ends_at FROM member_time_off WHERE staff_id = $1 AND ends_at > $2 ORDER BY starts_at, id', [memberId, now]),
  ]);
  return { teamZone: timeZone, hours: member?.hours ?? null, timeOff: timeOff.map((off) => ({ id: off.id, start: new Date(off.starts_at).toISOString(), end: new Date(off.ends_at).toISOString() })) };
}

export async function saveMemberHours(db: Queryable, memberId: string, hours: WeeklySchedule | null, now: Date) {
  await db.query('UPDATE staff_accounts SET consultation_hours = $2::jsonb WHERE id = $1', [memberId, hours && JSON.stringify(hours)]);
  return readMemberHours(db, memberId, now);
}

export async function addTimeOff(db: Queryable, memberId: string, span: { start: string; end: string }, now: Date) {
  await db.query('INSERT INTO member_time_off (staff_id, starts_at, ends_at) VALUES ($1, $2, $3)', [memberId, span.start, span.end]);
  return readMemberHours(db, memberId, now);
}

/** Removes a member's own time off; another's is not theirs to find (404). */
export async function removeTimeOff(db: Queryable, memberId: string, id: string, now: Date) {
  const removed = await db.query('DELETE FROM member_time_off WHERE id = $1 AND staff_id = $2 RETURNING id', [id, memberId]);
  if (!removed.length) throw new ClientError(404, 'No such time off');
  return readMemberHours(db, memberId, now);
}
