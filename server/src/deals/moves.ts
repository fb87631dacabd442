import type { Queryable } from '../core/db/database';
import { recordAudit } from '../team/audit';
import { queueWebhookEvent } from '../webhooks/queue';
import { queueAdConversions } from '../adPlatforms/queue';
import type { DealStage } from './repository';

interface Mover {
  id: string;
  name: string;
}

/**
 * Puts a deal's arrival in a stage on record, in the caller's transaction: the move (by a member, or by
 * the product when `by` is null), the audit log told of a member's, the CRM owed `deal.stage_changed`
 * (and `deal.won`), and the ad platforms a conversion when the stage is one. `from` is null for a deal just opened.
 */
export async function recordMove(tx: Queryable, dealId: string, from: string | null, to: DealStage, by: Mover | null, at: Date): Promise<void> {
  await tx.query('INSERT INTO deal_moves (deal_id, from_stage, to_stage, moved_by, moved_by_name, moved_at) VALUES ($1, $2, $3, $4, $5, $6)', [dealId, from, to.name, by?.id ?? null, by?.name ?? null, at]);
  if (by) await recordAudit(tx, at, { actor: by, action: from ? 'moved deal' : 'opened deal', subject: `deal:${dealId}`, detail: from ? `${from} → ${to.name}` : to.name });
  await queueWebhookEvent(tx, 'deal.stage_changed', { dealId, previousStage: from }, at);
  if (to.kind === 'won') await queueWebhookEvent(tx, 'deal.won', { dealId, previousStage: from }, at);
  await queueAdConversions(tx, dealId, to, at);
}

/** Moves a deal to another stage: won or lost dated (and undated when it leaves them), and the move recorded. */
export async function moveDeal(tx: Queryable, deal: { id: string; stageName: string }, to: DealStage, by: Mover | null, at: Date): Promise<void> {
  await tx.query(
    `UPDATE deals SET stage_id = $2, updated_at = $3,
       won_at = CASE WHEN $4 = 'won' THEN $3::timestamptz END, lost_at = CASE WHEN $4 = 'lost' THEN $3::timestamptz END
     WHERE id = $1`,
    [deal.id, to.id, at, to.kind],
  );
  await recordMove(tx, deal.id, deal.stageName, to, by, at);
}

/**
 * A consultation booked for a person moves their open deals that stand before the consultation stage
 * to it, by itself (docs/deals.md). `leadId` is the booking's lead, `visitorId` the visitor who booked.
 */
export async function moveForConsultation(tx: Queryable, person: { leadId: string; visitorId?: string }, at: Date): Promise<void> {
  const [stage] = await tx.query<DealStage & { position: number }>("SELECT id::text AS id, name, kind, position FROM deal_stages WHERE kind = 'consultation'");
  if (!stage) return;
  const deals = await tx.query<{ id: string; stage_name: string }>(
    `SELECT d.id::text AS id, s.name AS stage_name FROM deals d JOIN deal_stages s ON s.id = d.stage_id
     WHERE s.kind = 'open' AND s.position < $1
       AND (d.lead_id = $2 OR d.customer_id IN (SELECT v FROM unnest($3::uuid[]) v) OR d.customer_id IN (
         SELECT l2.customer_id FROM person_links l1 JOIN person_links l2 ON l2.person_id = l1.person_id WHERE l1.customer_id = $4))
     FOR UPDATE OF d`,
    [stage.position, person.leadId, person.visitorId ? [person.visitorId] : [], person.visitorId ?? null],
  );
  for (const deal of deals) await moveDeal(tx, { id: deal.id, stageName: deal.stage_name }, stage, null, at);
}
