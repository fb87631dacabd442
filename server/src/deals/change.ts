import type { z } from 'zod';
import type { Deal, dealChangeSchema, StaffRole } from '@bookcraft/shared/contracts';
import type { Database, Queryable } from '../core/db/database';
import { ClientError } from '../core/errors';
import { recordAudit } from '../team/audit';
import { moveDeal } from './moves';
import { readDeal, type DealStage } from './repository';

type DealChange = z.output<typeof dealChangeSchema>;

export interface DealMember {
  id: string;
  name: string;
  role: StaffRole;
}

/** The deal, locked, if this member may change it: their own, or any for an admin (another's does not exist for an agent). */
async function changeable(tx: Queryable, member: DealMember, id: string): Promise<{ owner_id: string; stage_id: string; stage_name: string }> {
  const [deal] = await tx.query<{ owner_id: string; stage_id: string; stage_name: string }>(
    'SELECT d.owner_id::text AS owner_id, d.stage_id::text AS stage_id, s.name AS stage_name FROM deals d JOIN deal_stages s ON s.id = d.stage_id WHERE d.id = $1 FOR UPDATE OF d',
    [id],
  );
  if (!deal || (member.role !== 'admin' && deal.owner_id !== member.id)) throw new ClientError(404, 'No such deal');
  return deal;
}

async function newOwner(tx: Queryable, member: DealMember, ownerId: string): Promise<{ id: string; name: string }> {
  if (member.role !== 'admin') throw new ClientError(403, 'Only an admin gives a deal to another member');
  const [owner] = await tx.query<{ id: string; name: string }>(
    "SELECT id::text AS id, display_name AS name FROM staff_accounts WHERE id = $1 AND deactivated_at IS NULL AND role IN ('admin', 'agent')",
    [ownerId],
  );
  if (!owner) throw new ClientError(400, 'Invalid request', { ownerId: 'Choose an active member of the sales team.' });
  return owner;
}

/**
 * Changes a deal: its amount, currency, expected close, services and lost reason as given; a new stage
 * moves it (on record, audited, the CRM told); a new owner is an admin's choice (audited).
 */
export async function changeDeal(db: Database, member: DealMember, id: string, change: DealChange, at: Date): Promise<Deal> {
  return db.transaction(async (tx) => {
    const deal = await changeable(tx, member, id);
    if (change.ownerId && change.ownerId !== deal.owner_id) {
      const owner = await newOwner(tx, member, change.ownerId);
      await tx.query('UPDATE deals SET owner_id = $2 WHERE id = $1', [id, owner.id]);
      await recordAudit(tx, at, { actor: member, action: 'changed deal', subject: `deal:${id}`, detail: `owner ${owner.name}` });
    }
    await tx.query(
      `UPDATE deals SET amount_cents = COALESCE($2, amount_cents), currency = COALESCE($3, currency),
         expected_close = CASE WHEN $4 THEN $5::date ELSE expected_close END, services = COALESCE($6, services),
         lost_reason = COALESCE($7, lost_reason), updated_at = $8
       WHERE id = $1`,
      [id, change.amountCents ?? null, change.currency ?? null, change.expectedClose !== undefined, change.expectedClose || null, change.services ?? null, change.lostReason ?? null, at],
    );
    if (change.stageId && change.stageId !== deal.stage_id) {
      const [stage] = await tx.query<DealStage>('SELECT id::text AS id, name, kind FROM deal_stages WHERE id = $1', [change.stageId]);
      if (!stage) throw new ClientError(400, 'Invalid request', { stageId: 'Choose one of the stages.' });
      await moveDeal(tx, { id, stageName: deal.stage_name }, stage, member, at);
    }
    return readDeal(tx, id);
  });
}
