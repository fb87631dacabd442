import type { World } from './world';

// What the deal calls act on in a world (docs/deals.md): leads no deal was opened from (each opening
// spends one), a deal of the agent's that the agent and an admin may change, and the stages as stored.

interface DealPool {
  leads: string[];
  agentsDeal: string;
  stages: { id: string; name: string; kind: string }[];
}
const pools = new WeakMap<World, DealPool>();

/** Leads made per world: more than any test of one route opens deals. */
const LEADS_PER_WORLD = 60;
const NO_ID = '00000000-0000-4000-8000-000000000000';

export const unopenedLeadOf = (world: World): string => pools.get(world)?.leads.pop() ?? NO_ID;
export const agentsDealOf = (world: World): string => pools.get(world)?.agentsDeal ?? NO_ID;
export const stagesOf = (world: World): DealPool['stages'] => pools.get(world)?.stages ?? [];

export async function addDeals(world: World): Promise<void> {
  // Leads as the intake stores them, each with its sales mail.
  const leads = await world.db.query<{ id: string }>(
    `WITH lead AS (
       INSERT INTO leads (form_family, form_type, full_name, email, phone, message)
       SELECT 'A', 'General', 'Maya Rao', 'maya@example.com', '(212) 555-0147', 'A memoir.' FROM generate_series(1, ${LEADS_PER_WORLD + 1}) RETURNING id
     ), mail AS (
       INSERT INTO mail_outbox (lead_id, recipient, subject, body) SELECT id, 'sales@bookcraft.example', 'New lead', 'Maya Rao' FROM lead
     )
     SELECT id::text AS id FROM lead`,
  );
  const [deal] = await world.db.query<{ id: string }>(
    `INSERT INTO deals (lead_id, title, stage_id, owner_id, created_at, updated_at)
     SELECT $1, 'Maya Rao', (SELECT id FROM deal_stages ORDER BY position LIMIT 1), $2, now(), now() RETURNING id::text AS id`,
    [leads.pop()!.id, world.agent.id],
  );
  const stages = await world.db.query<DealPool['stages'][number]>('SELECT id::text AS id, name, kind FROM deal_stages ORDER BY position');
  pools.set(world, { leads: leads.map((lead) => lead.id), agentsDeal: deal!.id, stages });
}
