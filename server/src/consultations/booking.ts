import type { z } from 'zod';
import type { BookedConsultation, ConsultationAlert, consultationBookingSchema, LeadPayload } from '@bookcraft/shared/contracts';
import type { Database, Queryable } from '../core/db/database';
import { ClientError } from '../core/errors';
import { moveForConsultation } from '../deals/moves';
import { storeLeadWithin, type LeadContext } from '../leads/intake';
import { queueWebhookEvent } from '../webhooks/queue';
import { readTeamSettings } from '../team/settings';
import { newLinkSecret } from './links';
import { changeMails, whenLines } from './mails';
import { consultingMembers, queueMails, readConsultation, readSlotRules, toBooked } from './repository';
import { freeSlots, type FreeSlot } from './slots';

export type ConsultationBookingRequest = z.output<typeof consultationBookingSchema>;

/** What a visitor whose time was just taken is told: the page then shows the next free times. */
export const SLOT_GONE = 'This time was just taken. Please choose another.';

export type BookingContext = Omit<LeadContext, 'idempotencyKey' | 'at'> & { now: Date };

export interface BookingOutcome {
  answer: BookedConsultation;
  /** The lead stored with it: in the Spam folder when `suspected` (and then no call is held). */
  leadId: string;
  suspected: boolean;
  visitor?: Awaited<ReturnType<typeof storeLeadWithin>>['visitor'];
  /** The member who takes the call, and what their console is told; none for a booking kept as spam. */
  forMember?: { memberId: string; alert: ConsultationAlert };
}

/**
 * Books a free time: the lead (the person, their touches, the sales mail and webhooks, as every form's)
 * and the call on one member's calendar, in one transaction, so that a visitor told "booked" is booked
 * and one told "taken" left nothing behind. The member is the one who already talks with the visitor
 * when they are free, else whoever of the free members was booked least recently (round robin); the
 * database's constraint decides between two visitors taking the same member's time at once. A booking
 * the spam checks doubt is kept as a lead in the Spam folder and holds no time; the answer looks the
 * same, so a bot learns nothing.
 */
export async function bookConsultation(db: Database, booking: ConsultationBookingRequest, context: BookingContext): Promise<BookingOutcome> {
  const start = new Date(booking.start);
  const [rules, team, members] = await Promise.all([readSlotRules(db), readTeamSettings(db), consultingMembers(db, context.now)]);
  const slot = freeSlots({ now: context.now, rules, teamZone: team.timeZone, teamHours: team.workingHours, members, visitorZone: booking.zone }).find(
    (free) => free.start.getTime() === start.getTime(),
  );
  if (!slot) throw new ClientError(409, SLOT_GONE, { start: SLOT_GONE });
  const candidates = await inPreferredOrder(db, slot, context.visitorId);
  const lead = leadOf(booking, whenLines({ ...slot, visitorZone: team.timeZone, teamZone: team.timeZone })[0]!);

  return db.transaction(async (tx) => {
    const stored = await storeLeadWithin(tx, lead, { ...context, at: context.now });
    const outcome = { leadId: stored.id, suspected: stored.suspected, visitor: stored.visitor };
    if (stored.suspected) {
      const [member] = await tx.query<{ display_name: string }>('SELECT display_name FROM staff_accounts WHERE id = $1', [candidates[0]]);
      return { ...outcome, answer: { id: stored.id, status: 'booked', start: slot.start.toISOString(), end: slot.end.toISOString(), zone: booking.zone, teamZone: team.timeZone, memberName: member!.display_name, phone: booking.phone } };
    }
    const secret = newLinkSecret();
    for (const memberId of candidates) {
      const id = await holdTime(tx, { memberId, slot, bufferMinutes: rules.bufferMinutes, leadId: stored.id, zone: booking.zone, now: context.now, linkHash: secret.hash });
      if (!id) continue;
      const view = await readConsultation(tx, id, team.timeZone);
      await queueMails(tx, view.leadId, changeMails(view, 'booked', { now: context.now, siteUrl: context.siteUrl, linkSecret: secret.value }), context.now);
      await queueWebhookEvent(tx, 'consultation.booked', { consultationId: id }, context.now);
      await moveForConsultation(tx, { leadId: stored.id, visitorId: context.visitorId }, context.now);
      const alert: ConsultationAlert = { consultationId: id, start: view.start.toISOString(), personName: view.visitor.name, change: 'booked' };
      return { ...outcome, answer: toBooked(view, 'booked'), forMember: { memberId, alert } };
    }
    // Every free member's time was taken while this request ran: nothing of it is kept.
    throw new ClientError(409, SLOT_GONE, { start: SLOT_GONE });
  });
}

/**
 * Holds the time on a member's calendar, or answers null when another call of theirs (within the
 * buffer) holds it: the exclusion constraint of migration 031 refuses the row, and DO NOTHING turns
 * that into no row instead of an error that would end the transaction. Reminders already due at
 * booking (a call less than a day away) are marked as sent: the invitation is the reminder.
 */
async function holdTime(
  tx: Queryable,
  call: { memberId: string; slot: { start: Date; end: Date }; bufferMinutes: number; leadId: string; zone: string; now: Date; linkHash: string },
): Promise<string | null> {
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO consultations (staff_id, starts_at, ends_at, held, lead_id, visitor_zone, link_hash, created_at, updated_at, reminded_day_before_at, reminded_hour_before_at)
     VALUES ($1, $2, $3, tstzrange($2, $3::timestamptz + make_interval(mins => $4)), $5, $6, $7, $8, $8,
       CASE WHEN $2::timestamptz - interval '24 hours' <= $8 THEN $8 END, CASE WHEN $2::timestamptz - interval '1 hour' <= $8 THEN $8 END)
     ON CONFLICT DO NOTHING RETURNING id::text AS id`,
    [call.memberId, call.slot.start, call.slot.end, call.bufferMinutes, call.leadId, call.zone, call.linkHash, call.now],
  );
  return row?.id ?? null;
}

/** The free members, the visitor's own conversation's member first, then the one booked least recently. */
async function inPreferredOrder(db: Queryable, slot: FreeSlot, visitorId: string | undefined): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `SELECT a.id::text AS id FROM staff_accounts a
     WHERE a.id = ANY($1::uuid[])
     ORDER BY a.id IS NOT DISTINCT FROM (SELECT r.agent_id FROM chat_rooms r WHERE r.customer_id = $2 AND r.agent_id IS NOT NULL ORDER BY r.id DESC LIMIT 1) DESC,
       (SELECT max(c.created_at) FROM consultations c WHERE c.staff_id = a.id) ASC NULLS FIRST, a.id`,
    [slot.memberIds, visitorId ?? null],
  );
  return rows.map((row) => row.id);
}

/**
 * The booking as the lead it also is: family B's name, e-mail and phone, and the visitor's note with
 * the time booked (what the sales mail and the Leads list show). The booking form asks no services,
 * package or text-message consent, so the lead has none (its consent record says not given).
 */
function leadOf(booking: ConsultationBookingRequest, when: string): LeadPayload {
  const note = `Free consultation booked. ${when}`;
  return {
    formFamily: 'B',
    variant: 'landing',
    formType: booking.formType,
    first_name: booking.first_name,
    last_name: booking.last_name,
    email: booking.email,
    phone: booking.phone,
    message: booking.message ? `${booking.message}\n\n${note}` : note,
    link: booking.link,
    customerId: booking.customerId,
    website: booking.website,
    altcha: booking.altcha,
  } as unknown as LeadPayload;
}
