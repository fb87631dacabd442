import type { BookedConsultation } from '@bookcraft/shared/contracts';
import type { Database, Queryable } from '../core/db/database';
import { ClientError } from '../core/errors';
import { readTeamSettings } from '../team/settings';
import { queueWebhookEvent } from '../webhooks/queue';
import { SLOT_GONE } from './booking';
import { linkHash, newLinkSecret } from './links';
import { changeMails } from './mails';
import { consultationByLink, consultingMembers, queueMails, readConsultation, readSlotRules, toBooked, unlessTaken } from './repository';
import { freeSlots } from './slots';

/** What a link that no longer works says: used by a change, the call cancelled or over. */
export const LINK_SPENT = 'This link no longer works: it was used, or the call was cancelled or is over. Your latest e-mail from us has the links that work.';

interface LinkContext {
  now: Date;
  siteUrl: string;
}

/** The booking a mailed link names, as its page shows it. */
export async function readByLink(db: Database, secret: string, now: Date): Promise<BookedConsultation> {
  const team = await readTeamSettings(db);
  const view = await consultationByLink(db, linkHash(secret), now, team.timeZone);
  if (!view) throw new ClientError(410, LINK_SPENT, { token: LINK_SPENT });
  return toBooked(view, 'booked');
}

/**
 * Moves a booking to another free time by its link: its member keeps it when free then, else another
 * free member takes it (round robin, as a booking). The event keeps its UID and raises SEQUENCE, so
 * calendars move it; a member who no longer has it gets METHOD:CANCEL. The link is spent, and the
 * new invitation mail carries new ones.
 */
export async function rescheduleByLink(db: Database, secret: string, startIso: string, { now, siteUrl }: LinkContext): Promise<BookedConsultation> {
  const [rules, team] = await Promise.all([readSlotRules(db), readTeamSettings(db)]);
  return db.transaction(async (tx) => {
    const current = await lockedByLink(tx, secret, now, team.timeZone);
    // The booking's own call does not keep its own member busy.
    const members = (await consultingMembers(tx, now)).map((member) =>
      member.id === current.staffId ? { ...member, booked: member.booked.filter((call) => call.start.getTime() !== current.start.getTime()) } : member,
    );
    const start = new Date(startIso);
    const slot = freeSlots({ now, rules, teamZone: team.timeZone, teamHours: team.workingHours, members, visitorZone: current.visitorZone }).find((free) => free.start.getTime() === start.getTime());
    if (!slot) throw new ClientError(409, SLOT_GONE, { start: SLOT_GONE });
    const candidates = [...slot.memberIds].sort((a, b) => Number(b === current.staffId) - Number(a === current.staffId));
    const secretOfChange = newLinkSecret();
    for (const memberId of candidates) {
      const moved = await movedUnlessTaken(tx, current.id, { memberId, start: slot.start, end: slot.end, bufferMinutes: rules.bufferMinutes, linkHash: secretOfChange.hash, now });
      if (!moved) continue;
      const view = await readConsultation(tx, current.id, team.timeZone);
      const mails = changeMails(view, 'moved', { now, siteUrl, linkSecret: secretOfChange.value });
      if (memberId !== current.staffId) mails.push(changeMails({ ...current, sequence: view.sequence }, 'cancelled', { now, siteUrl })[1]!);
      await queueMails(tx, view.leadId, mails, now);
      await queueWebhookEvent(tx, 'consultation.rescheduled', { consultationId: current.id }, now);
      return toBooked(view, 'booked');
    }
    throw new ClientError(409, SLOT_GONE, { start: SLOT_GONE });
  });
}

/** Cancels a booking by its link: the time is free again, both calendars get METHOD:CANCEL, and no link works any more. */
export async function cancelByLink(db: Database, secret: string, { now, siteUrl }: LinkContext): Promise<BookedConsultation> {
  const team = await readTeamSettings(db);
  return db.transaction(async (tx) => {
    const current = await lockedByLink(tx, secret, now, team.timeZone);
    await tx.query("UPDATE consultations SET status = 'cancelled', sequence = sequence + 1, link_hash = NULL, updated_at = $2 WHERE id = $1", [current.id, now]);
    const view = await readConsultation(tx, current.id, team.timeZone);
    await queueMails(tx, view.leadId, changeMails(view, 'cancelled', { now, siteUrl }), now);
    await queueWebhookEvent(tx, 'consultation.cancelled', { consultationId: current.id }, now);
    return toBooked(view, 'cancelled');
  });
}

/** The booking a link names, locked until the transaction ends (two clicks of one link: the second finds it spent). */
async function lockedByLink(tx: Queryable, secret: string, now: Date, teamZone: string) {
  const [row] = await tx.query<{ id: string }>("SELECT id::text AS id FROM consultations WHERE link_hash = $1 AND status = 'booked' AND ends_at > $2 FOR UPDATE", [linkHash(secret), now]);
  // Read again after the lock: another change may have spent the link while this one waited.
  const view = row && (await consultationByLink(tx, linkHash(secret), now, teamZone));
  if (!view) throw new ClientError(410, LINK_SPENT, { token: LINK_SPENT });
  return view;
}

/** Moves the call to a member and time, or answers false when another call of theirs holds it. */
const movedUnlessTaken = (tx: Queryable, id: string, to: { memberId: string; start: Date; end: Date; bufferMinutes: number; linkHash: string; now: Date }) =>
  unlessTaken(tx, () =>
    tx.query(
      `UPDATE consultations SET staff_id = $2, starts_at = $3, ends_at = $4, held = tstzrange($3, $4::timestamptz + make_interval(mins => $5)), sequence = sequence + 1, link_hash = $6, updated_at = $7,
         reminded_day_before_at = CASE WHEN $3::timestamptz - interval '24 hours' <= $7 THEN $7 END, reminded_hour_before_at = CASE WHEN $3::timestamptz - interval '1 hour' <= $7 THEN $7 END
       WHERE id = $1`,
      [id, to.memberId, to.start, to.end, to.bufferMinutes, to.linkHash, to.now],
    ),
  );
