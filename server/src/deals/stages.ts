import type { z } from 'zod';
import type { dealStagesBodySchema } from '@bookcraft/shared/contracts';
import type { Database } from '../core/db/database';
import { ClientError } from '../core/errors';
import { recordAudit } from '../team/audit';
import { readStages, type DealStage } from './repository';

type StagesBody = z.output<typeof dealStagesBodySchema>;

/**
 * The admin's stages, in their new order: named stages renamed or given another meaning, new ones added,
 * those left out removed; a stage that still holds a deal is not removed (409, naming it).
 */
export async function saveStages(db: Database, admin: { id: string; name: string }, body: StagesBody, at: Date): Promise<DealStage[]> {
  return db.transaction(async (tx) => {
    const current = await readStages(tx);
    const unknown = body.stages.find((stage) => stage.id && !current.some((known) => known.id === stage.id));
    if (unknown) throw new ClientError(400, 'Invalid request', { stages: 'Choose one of the stages.' });
    const kept = new Set(body.stages.map((stage) => stage.id).filter(Boolean));
    for (const gone of current.filter((stage) => !kept.has(stage.id))) {
      const [used] = await tx.query('SELECT 1 FROM deals WHERE stage_id = $1 LIMIT 1', [gone.id]);
      if (used) throw new ClientError(409, `Move the deals in ${gone.name} to another stage first`, { stages: `Move the deals in ${gone.name} to another stage first.` });
      await tx.query('DELETE FROM deal_stages WHERE id = $1', [gone.id]);
    }
    // Every kind is set afresh: one consultation, won and lost stage at a time (the unique index) would refuse a swap made in steps.
    await tx.query("UPDATE deal_stages SET kind = 'open'");
    for (const [index, stage] of body.stages.entries()) {
      if (stage.id) await tx.query('UPDATE deal_stages SET name = $2, kind = $3, position = $4 WHERE id = $1', [stage.id, stage.name, stage.kind, index + 1]);
      else await tx.query('INSERT INTO deal_stages (name, kind, position) VALUES ($1, $2, $3)', [stage.name, stage.kind, index + 1]);
    }
    await recordAudit(tx, at, { actor: admin, action: 'changed deal stages', detail: body.stages.map((stage) => stage.name).join(', ') });
    return readStages(tx);
  });
}
