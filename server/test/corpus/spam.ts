import { randomUUID } from 'node:crypto';
import type { World } from './world';

// What the "Not spam" call acts on in a world: a lead in the Spam folder (docs/spam.md).

const spamLeads = new WeakMap<World, string>();

/** An id that names nothing, for the tests that make a call without the case's setup. */
const NOTHING = '00000000-0000-4000-8000-000000000000';

export const spamLeadOf = (world: World): string => spamLeads.get(world) ?? NOTHING;

/** A lead a script sent without solving the challenge, stored as the intake stores spam. */
export async function addSpamLead(world: World): Promise<void> {
  const id = randomUUID();
  await world.db.query(
    `INSERT INTO leads (id, form_family, form_type, full_name, email, phone, message, suspected_bot, bot_reason)
     VALUES ($1, 'A', 'General', 'Spam Script', 'script@example.com', '(212) 555-0147', 'Cheap pills', true, 'no-challenge')`,
    [id],
  );
  spamLeads.set(world, id);
}

/** Back in the Spam folder, for the next caller's "Not spam". */
export async function putBackInSpam(world: World): Promise<void> {
  await world.db.query('UPDATE leads SET suspected_bot = true, not_spam_by = NULL, not_spam_at = NULL WHERE id = $1', [spamLeadOf(world)]);
}
