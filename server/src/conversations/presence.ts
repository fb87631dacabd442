import { writePresence } from '../chat/agentPresence';
import type { Publishing } from '../core/publishing';

/**
 * Which of these members have a console open on any node (server/src/chat/agentPresence.ts keeps
 * staff_presence): this node's rows are written again first, as of the clock's now, and another
 * node's rows count while they are valid.
 */
export async function memberConsoles({ io, db, clock }: Publishing, staffIds: readonly string[]): Promise<Set<string>> {
  if (staffIds.length === 0) return new Set();
  await writePresence(io);
  const rows = await db.query<{ staff_id: string }>(
    'SELECT DISTINCT staff_id::text AS staff_id FROM staff_presence WHERE staff_id = ANY($1::uuid[]) AND consoles > 0 AND seen_until > $2',
    [staffIds, clock.now()],
  );
  return new Set(rows.map((row) => row.staff_id));
}
