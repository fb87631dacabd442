import { randomUUID } from 'node:crypto';
import { linkHash } from '../../src/consultations/links';
import type { World } from './world';

// What the consultation calls act on in a world (docs/consultations.md): a free time to book, and
// bookings whose mailed link (its secret) the by-link calls use up, one per call, as a visitor would.

interface Booking {
  id: string;
  memberId: string;
  secret: string;
  start: string;
}
const freeTimes = new WeakMap<World, string[]>();
const unusedBookings = new WeakMap<World, Booking[]>();

/** Bookings made per world: more than any test of one route makes calls. */
const BOOKINGS_PER_WORLD = 60;

const NO_BOOKING: Booking = { id: '00000000-0000-4000-8000-000000000000', memberId: '00000000-0000-4000-8000-000000000000', secret: 'x'.repeat(32), start: '2099-01-01T09:00:00.000Z' };

/** A booking no call has used yet (each call spends or cancels one), for the by-link calls. */
export const unusedBookingOf = (world: World): Booking => unusedBookings.get(world)?.pop() ?? NO_BOOKING;

/** A booking of the agent's, that the agent and an admin may record the outcome of (one no call spends). */
export const agentsBookingOf = (world: World): Booking => unusedBookings.get(world)?.find((booking) => booking.memberId === world.agent.id) ?? NO_BOOKING;

/** A visitor's booking as the form sends it, of a time no fixture holds (no solved challenge: it is kept as spam and holds no time, so each caller may book it). */
export const bookingBody = (world: World) => ({ first_name: 'Maya', last_name: 'Rao', email: 'maya@example.com', phone: '(212) 555-0147', start: freeTimes.get(world)?.[1] ?? NO_BOOKING.start, zone: 'America/New_York' });

/**
 * The free times offered now, and bookings at them with link secrets the world knows: half the admin's,
 * half the agent's, each at a time that member has free (other worlds' bookings share the database), from
 * the fourth free time on (the first stay free to book).
 */
export async function addBookings(world: World): Promise<void> {
  const answer = (await (await fetch(`${world.url}/api/consultations/slots?zone=America/New_York`)).json()) as { days: { slots: { start: string }[] }[] };
  const free = answer.days.flatMap((day) => day.slots.map((slot) => slot.start));
  freeTimes.set(world, free);
  const made: Booking[] = [];
  for (const memberId of [world.staffId, world.agent.id]) {
    for (let index = 4; made.length < (memberId === world.staffId ? BOOKINGS_PER_WORLD / 2 : BOOKINGS_PER_WORLD) && index < free.length; index += 1) {
      const booking = { id: '', memberId, secret: randomUUID().replace(/-/g, ''), start: free[index]! };
      if (!(await isFree(world, memberId, booking.start))) continue;
      // A lead as the intake stores one, with its sales mail; and its call, held with a 15-minute buffer.
      const [row] = await world.db.query<{ id: string }>(
        `WITH lead AS (
           INSERT INTO leads (form_family, form_type, full_name, email, phone, message) VALUES ('A', 'General', 'Maya Rao', 'maya@example.com', '(212) 555-0147', 'Free consultation booked.') RETURNING id
         ), mail AS (
           INSERT INTO mail_outbox (lead_id, recipient, subject, body) SELECT id, 'sales@bookcraft.example', 'New lead', 'Maya Rao' FROM lead
         )
         INSERT INTO consultations (staff_id, starts_at, ends_at, held, lead_id, visitor_zone, link_hash, created_at)
         SELECT $1, $2, $2::timestamptz + interval '30 minutes', tstzrange($2, $2::timestamptz + interval '45 minutes'), id, 'America/New_York', $3, now() FROM lead RETURNING id::text AS id`,
        [memberId, booking.start, linkHash(booking.secret)],
      );
      made.push({ ...booking, id: row!.id });
    }
  }
  unusedBookings.set(world, made);
}

/** Whether a member has no call within 15 minutes of a 30-minute call at `start`. */
async function isFree(world: World, memberId: string, start: string): Promise<boolean> {
  const taken = await world.db.query(
    `SELECT 1 FROM consultations WHERE staff_id = $1 AND status = 'booked' AND held && tstzrange($2::timestamptz - interval '15 minutes', $2::timestamptz + interval '45 minutes')`,
    [memberId, start],
  );
  return taken.length === 0;
}

/** Time off of the admin's and the agent's, far ahead, that DELETE calls use up: each actor removes their own. */
const unusedTimeOff = new WeakMap<World, Map<string, number[]>>();

export async function addTimeOff(world: World): Promise<void> {
  const pools = new Map<string, number[]>();
  for (const memberId of [world.staffId, world.agent.id]) {
    const rows = await world.db.query<{ id: number }>(
      "INSERT INTO member_time_off (staff_id, starts_at, ends_at) SELECT $1, day, day + interval '1 day' FROM generate_series(timestamptz '2099-01-01', timestamptz '2099-02-28', interval '1 day') AS day RETURNING id::int AS id",
      [memberId],
    );
    pools.set(memberId, rows.map((row) => row.id));
  }
  unusedTimeOff.set(world, pools);
}

/** The next time off of the actor's own (none for anyone else: a number that names nothing). */
export const timeOffOf = (world: World, actor?: string): string => {
  const memberId = actor === 'staff' ? world.staffId : actor === 'agent' ? world.agent.id : undefined;
  return String((memberId && unusedTimeOff.get(world)?.get(memberId)?.pop()) ?? 999_999_999);
};
