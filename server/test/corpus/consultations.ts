import { randomUUID } from 'node:crypto';
import { linkHash } from '../../src/consultations/links';
import type { World } from './world';

// What the consultation calls act on in a world (docs/consultations.md): free times to book, and a
// booking whose mailed link (its secret) the by-link calls use.

interface Bookings {
  /** Free times far enough ahead to stay free while the corpus runs. */
  free: string[];
  secret: string;
  bookingId: string;
}
const bookings = new WeakMap<World, Bookings>();

/** A well-formed secret that names no booking, for the tests that make a call without the case's setup. */
const NO_BOOKING = 'x'.repeat(32);

export const freeTimeOf = (world: World, index: number): string => bookings.get(world)?.free[index] ?? '2099-01-01T09:00:00.000Z';
export const bookingLinkOf = (world: World): string => bookings.get(world)?.secret ?? NO_BOOKING;

/** A visitor's booking as the form sends it (no solved challenge: it is kept as spam and holds no time, so each caller may book the same one). */
export const bookingBody = (world: World) => ({ first_name: 'Maya', last_name: 'Rao', email: 'maya@example.com', phone: '(212) 555-0147', start: freeTimeOf(world, 10), zone: 'America/New_York' });

/** The free times offered now, and a booking of the admin's at one of them, with a link secret the world knows. */
export async function addBooking(world: World): Promise<void> {
  const answer = (await (await fetch(`${world.url}/api/consultations/slots?zone=America/New_York`)).json()) as { days: { slots: { start: string }[] }[] };
  const free = answer.days.flatMap((day) => day.slots.map((slot) => slot.start));
  const secret = randomUUID().replace(/-/g, '');
  const leadId = randomUUID();
  await world.db.query(
    `INSERT INTO leads (id, form_family, form_type, first_name, last_name, email, phone, message) VALUES ($1, 'B', 'General', 'Maya', 'Rao', 'maya@example.com', '(212) 555-0147', 'Free consultation booked.')`,
    [leadId],
  );
  const [row] = await world.db.query<{ id: string }>(
    `INSERT INTO consultations (staff_id, starts_at, ends_at, held, lead_id, visitor_zone, link_hash, created_at)
     VALUES ($1, $2, $2::timestamptz + interval '30 minutes', tstzrange($2, $2::timestamptz + interval '45 minutes'), $3, 'America/New_York', $4, now()) RETURNING id::text AS id`,
    [world.staffId, free[20], leadId, linkHash(secret)],
  );
  bookings.set(world, { free, secret, bookingId: row!.id });
}

/** The booking back as it was set up, for the next caller's change or cancellation. */
export async function restoreBooking(world: World): Promise<void> {
  const booking = bookings.get(world);
  if (!booking) return;
  await world.db.query(
    `UPDATE consultations SET status = 'booked', staff_id = $2, starts_at = $3, ends_at = $3::timestamptz + interval '30 minutes', held = tstzrange($3, $3::timestamptz + interval '45 minutes'), link_hash = $4 WHERE id = $1`,
    [booking.bookingId, world.staffId, booking.free[20], linkHash(booking.secret)],
  );
}
