import { writePresence } from '../chat/agentPresence';
import type { Log } from '../core/log';
import { drainQueue, unassignAll } from './assignment';
import { readTeamSettings } from '../team/settings';
import { queueMail, unansweredMail } from '../team/mails';
import type { Publishing } from '../core/publishing';

export interface RoutingWatch {
  /** One pass now (tests move the clock, then run it). */
  runNow(): Promise<void>;
  stop(): void;
}

// The first visitor message after the last member's answer, per open assigned conversation: what is waiting.
const WAITING_ON_ASSIGNEE = `
  SELECT r.id::text AS room_id, r.agent_id::text AS agent_id, a.email, a.display_name AS name, w.first_id, w.first_at, w.last_id,
    (a.availability = 'available' AND EXISTS (SELECT 1 FROM staff_presence p WHERE p.staff_id = a.id AND p.consoles > 0 AND p.seen_until > $1)) AS available,
    r.reminded_message_id
  FROM chat_rooms r
  JOIN staff_accounts a ON a.id = r.agent_id
  JOIN LATERAL (
    SELECT min(m.id) AS first_id, min(m.created_at) AS first_at, max(m.id) AS last_id FROM chat_messages m
    WHERE m.room_id = r.id AND m.sender_role = 'visitor'
      AND m.id > COALESCE((SELECT max(s.id) FROM chat_messages s WHERE s.room_id = r.id AND s.sender_role = 'agent'), 0)
  ) w ON w.first_id IS NOT NULL
  WHERE r.status = 'open'`;

interface Waiting {
  room_id: string;
  agent_id: string;
  email: string;
  name: string;
  first_id: string;
  first_at: Date;
  last_id: string;
  available: boolean;
  reminded_message_id: string;
}

/**
 * Keeps visitors from waiting on nobody, every `intervalMs` on every node: a conversation whose
 * visitor has waited `reassignAfterMs` on an assignee who is away or offline goes back to routing;
 * one that has waited `unansweredMailAfterMs` e-mails its assignee, once per wait (a conditional
 * update decides which node sends it); waiting conversations go to members who became free.
 */
export function startRoutingWatch(deps: Publishing & { log: Log; kickMail(): void; consoleUrl: () => string }, intervalMs = 10_000): RoutingWatch {
  const { db, clock, log } = deps;
  let running: Promise<void> | undefined;
  const pass = async () => {
    await writePresence(deps.io);
    const now = clock.now();
    const settings = await readTeamSettings(db);
    const waiting = await db.query<Waiting>(WAITING_ON_ASSIGNEE, [now]);
    const waited = (row: Waiting) => now.getTime() - new Date(row.first_at).getTime();
    for (const row of waiting.filter((each) => !each.available && waited(each) >= settings.reassignAfterMs)) {
      await unassignAll(deps, row.agent_id, `${row.name} was away while the visitor waited`, [row.room_id]);
    }
    let mailed = 0;
    for (const row of waiting.filter((each) => waited(each) >= settings.unansweredMailAfterMs && BigInt(each.reminded_message_id) < BigInt(each.first_id))) {
      mailed += await db.transaction(async (tx) => {
        const taken = await tx.query(
          'UPDATE chat_rooms SET reminded_message_id = $2 WHERE id = $1::bigint AND agent_id = $3 AND reminded_message_id < $4 RETURNING id',
          [row.room_id, row.last_id, row.agent_id, row.first_id],
        );
        // Another node mailed it, or the conversation changed hands meanwhile.
        if (taken.length === 0) return 0;
        await queueMail(tx, unansweredMail(row.email, Math.floor(waited(row) / 60_000), deps.consoleUrl()));
        return 1;
      });
    }
    if (mailed) deps.kickMail();
    await drainQueue(deps);
  };
  const runNow = () => {
    running ??= pass()
      .catch((error: Error) => log.error(`Routing watch failed: ${error.message}`))
      .finally(() => (running = undefined));
    return running;
  };
  const timer = setInterval(() => void runNow(), intervalMs);
  timer.unref();
  return { runNow, stop: () => clearInterval(timer) };
}
