import type { z } from 'zod';
import type { Deal, dealOpenSchema } from '@bookcraft/shared/contracts';
import type { Database, Queryable } from '../core/db/database';
import { ClientError } from '../core/errors';
import { recordMove } from './moves';
import { readDeal, type DealStage } from './repository';

type DealOpening = z.output<typeof dealOpenSchema>;

interface Source {
  leadId: string | null;
  roomId: string | null;
  customerId: string | null;
  title: string;
  /** Opened from a booked consultation: the deal starts in the consultation stage. */
  consultation: boolean;
}

const ALREADY_OPEN = 'A deal is already open for this; find it in Deals.';

/** What the deal is opened from: the lead (a consultation's lead), or the conversation, with the person's name for its title. */
async function sourceOf(tx: Queryable, opening: DealOpening): Promise<Source> {
  if (opening.roomId) {
    const [room] = await tx.query<{ customer_id: string; name: string | null; email: string | null }>(
      'SELECT r.customer_id::text AS customer_id, c.name, c.email FROM chat_rooms r JOIN customers c ON c.id = r.customer_id WHERE r.id = $1::bigint',
      [opening.roomId],
    );
    if (!room) throw new ClientError(404, 'No such conversation');
    return { leadId: null, roomId: opening.roomId, customerId: room.customer_id, title: room.name || room.email || 'A visitor', consultation: false };
  }
  const leadId = opening.leadId ?? (await consultationLead(tx, opening.consultationId!));
  const [lead] = await tx.query<{ customer_id: string | null; name: string; email: string; suspected_bot: boolean }>(
    `SELECT customer_id::text AS customer_id, COALESCE(full_name, concat_ws(' ', first_name, last_name)) AS name, email, suspected_bot FROM leads WHERE id = $1`,
    [leadId],
  );
  if (!lead) throw new ClientError(404, 'No such lead');
  if (lead.suspected_bot) throw new ClientError(409, 'This lead is in Spam: take it out of Spam first.');
  return { leadId, roomId: null, customerId: lead.customer_id, title: lead.name.trim() || lead.email, consultation: Boolean(opening.consultationId) };
}

async function consultationLead(tx: Queryable, consultationId: string): Promise<string> {
  const [call] = await tx.query<{ lead_id: string }>('SELECT lead_id::text AS lead_id FROM consultations WHERE id = $1', [consultationId]);
  if (!call) throw new ClientError(404, 'No such consultation');
  return call.lead_id;
}

/**
 * Opens a deal owned by the member who opens it, in the first stage (the consultation stage when opened
 * from a booked consultation); one deal per lead and per conversation.
 */
export async function openDeal(db: Database, member: { id: string; name: string }, opening: DealOpening, at: Date): Promise<Deal> {
  return db.transaction(async (tx) => {
    const source = await sourceOf(tx, opening);
    const [stage] = await tx.query<DealStage>(
      `SELECT id::text AS id, name, kind FROM deal_stages WHERE ($1 AND kind = 'consultation') OR (NOT $1 AND kind IN ('open', 'consultation')) ORDER BY position LIMIT 1`,
      [source.consultation],
    );
    const [row] = await tx.query<{ id: string }>(
      `INSERT INTO deals (customer_id, lead_id, room_id, title, stage_id, owner_id, created_at, updated_at)
       VALUES ($1, $2, $3::bigint, $4, $5, $6, $7, $7) ON CONFLICT DO NOTHING RETURNING id::text AS id`,
      [source.customerId, source.leadId, source.roomId, source.title, stage!.id, member.id, at],
    );
    if (!row) throw new ClientError(409, ALREADY_OPEN);
    await recordMove(tx, row.id, null, stage!, member, at);
    return readDeal(tx, row.id);
  });
}
