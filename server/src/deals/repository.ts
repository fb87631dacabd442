import type { Deal, DealStageKind } from '@bookcraft/shared/contracts';
import type { Queryable } from '../core/db/database';
import { ClientError } from '../core/errors';

export interface DealStage {
  id: string;
  name: string;
  kind: DealStageKind;
}

interface DealRow {
  id: string;
  title: string;
  customer_id: string | null;
  lead_id: string | null;
  room_id: string | null;
  name: string | null;
  email: string | null;
  phone: string | null;
  campaign: string | null;
  stage_id: string;
  stage_name: string;
  stage_kind: DealStageKind;
  amount_cents: string;
  currency: string;
  owner_id: string;
  owner_name: string;
  expected_close: string | null;
  services: string[];
  won_at: Date | null;
  lost_at: Date | null;
  lost_reason: string;
  created_at: Date;
  moves: { from: string | null; to: string; by: string | null; at: string }[];
}

// A deal with the person it was opened on (their lead's details, else the visitor's), the person's
// first-touch campaign (else the lead's), its stage and owner, and its moves oldest first.
const DEAL_SELECT = `
  SELECT d.id::text AS id, d.title, d.customer_id::text AS customer_id, d.lead_id::text AS lead_id, d.room_id::text AS room_id,
    COALESCE(l.full_name, NULLIF(concat_ws(' ', l.first_name, l.last_name), ''), c.name) AS name, COALESCE(l.email, c.email) AS email, COALESCE(l.phone, c.phone) AS phone,
    COALESCE(NULLIF(c.utm_campaign, ''), NULLIF(l.utm_campaign, '')) AS campaign,
    s.id::text AS stage_id, s.name AS stage_name, s.kind AS stage_kind, d.amount_cents, d.currency,
    o.id::text AS owner_id, o.display_name AS owner_name, to_char(d.expected_close, 'YYYY-MM-DD') AS expected_close, d.services,
    d.won_at, d.lost_at, d.lost_reason, d.created_at,
    COALESCE((SELECT jsonb_agg(jsonb_build_object('from', m.from_stage, 'to', m.to_stage, 'by', m.moved_by_name,
      'at', to_char(m.moved_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) ORDER BY m.moved_at, m.id) FROM deal_moves m WHERE m.deal_id = d.id), '[]'::jsonb) AS moves
  FROM deals d
  JOIN deal_stages s ON s.id = d.stage_id
  JOIN staff_accounts o ON o.id = d.owner_id
  LEFT JOIN leads l ON l.id = d.lead_id
  LEFT JOIN customers c ON c.id = COALESCE(d.customer_id, l.customer_id)`;

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

function toDeal(row: DealRow): Deal {
  return {
    id: row.id,
    title: row.title,
    customerId: row.customer_id,
    leadId: row.lead_id,
    roomId: row.room_id,
    person: { name: row.name ?? '', email: row.email ?? '', phone: row.phone ?? '' },
    campaign: row.campaign,
    stage: { id: row.stage_id, name: row.stage_name, kind: row.stage_kind },
    amountCents: Number(row.amount_cents),
    currency: row.currency,
    owner: { id: row.owner_id, name: row.owner_name },
    expectedClose: row.expected_close,
    services: row.services,
    wonAt: iso(row.won_at),
    lostAt: iso(row.lost_at),
    lostReason: row.lost_reason,
    createdAt: iso(row.created_at)!,
    moves: row.moves,
  };
}

export async function readDeal(db: Queryable, id: string): Promise<Deal> {
  const [row] = await db.query<DealRow>(`${DEAL_SELECT} WHERE d.id = $1`, [id]);
  if (!row) throw new ClientError(404, 'No such deal');
  return toDeal(row);
}

export interface DealFilter {
  ownerId?: string;
  stageId?: string;
  /** Opened on these days of the team's zone, both included. */
  from?: string;
  to?: string;
  timeZone: string;
}

/** The deals the filter names, newest first. */
export async function listDeals(db: Queryable, filter: DealFilter): Promise<Deal[]> {
  const rows = await db.query<DealRow>(
    `${DEAL_SELECT}
     WHERE ($1::uuid IS NULL OR d.owner_id = $1) AND ($2::uuid IS NULL OR d.stage_id = $2)
       AND ($3::date IS NULL OR d.created_at >= ($3::date)::timestamp AT TIME ZONE $5)
       AND ($4::date IS NULL OR d.created_at < ($4::date + 1)::timestamp AT TIME ZONE $5)
     ORDER BY d.created_at DESC, d.id LIMIT 500`,
    [filter.ownerId ?? null, filter.stageId ?? null, filter.from ?? null, filter.to ?? null, filter.timeZone],
  );
  return rows.map(toDeal);
}

export async function readStages(db: Queryable): Promise<DealStage[]> {
  return db.query<DealStage>('SELECT id::text AS id, name, kind FROM deal_stages ORDER BY position');
}
