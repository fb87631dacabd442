import type { Queryable } from '../db/database';

export interface RoutingSettings {
  autoAssign: boolean;
  /** The most open conversations routing gives one member. */
  agentCap: number;
  /** How long a visitor waits on an assignee who is away or offline before the conversation is routed again. */
  reassignAfterMs: number;
  /** How long a visitor's message waits unanswered before its assignee is e-mailed, once. */
  unansweredMailAfterMs: number;
}

/** The admin's routing settings (the team_settings row). */
export async function readRoutingSettings(db: Queryable): Promise<RoutingSettings> {
  const [row] = await db.query<{ auto_assign: boolean; agent_cap: number; reassign_after_ms: number; unanswered_mail_after_ms: number }>(
    'SELECT auto_assign, agent_cap, reassign_after_ms, unanswered_mail_after_ms FROM team_settings LIMIT 1',
  );
  return row
    ? { autoAssign: row.auto_assign, agentCap: row.agent_cap, reassignAfterMs: row.reassign_after_ms, unansweredMailAfterMs: row.unanswered_mail_after_ms }
    : { autoAssign: true, agentCap: 5, reassignAfterMs: 180_000, unansweredMailAfterMs: 300_000 };
}
