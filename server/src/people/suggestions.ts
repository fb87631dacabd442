import type { ApiAnswer } from '@bookcraft/shared/contracts';
import type { Queryable } from '../core/db/database';
import { addressesOf, normalizedInSql } from './addresses';
import { pairOf } from './links';

type Suggestion = ApiAnswer<'GET /api/staff/people/:id'>['suggestions'][number];

/** The most suggestions a person page lists. */
const MOST = 20;

/**
 * "Possibly the same person": visitors outside the person who gave one of the person's addresses (a
 * claim, which proves nothing), and those a member proposed merging with them. Staff see them; only an
 * admin's merge, or the visitors' own proof of the address, links them.
 */
export async function suggestionsFor(tx: Queryable, visitorIds: readonly string[]): Promise<Suggestion[]> {
  const addresses = await addressesOf(tx, visitorIds);
  const rows = await tx.query<{ id: string; name: string | null; email: string | null; last_seen: Date; shared: string | null; by: string | null; at: Date | null }>(
    `WITH claimed AS (
       SELECT c.id, ${normalizedInSql('c.email')} AS address FROM customers c WHERE ${normalizedInSql('c.email')} = ANY($2::text[])
       UNION
       SELECT l.customer_id, ${normalizedInSql('l.email')} FROM leads l WHERE ${normalizedInSql('l.email')} = ANY($2::text[]) AND l.customer_id IS NOT NULL AND NOT l.suspected_bot
     ), proposed AS (
       SELECT CASE WHEN p.customer_id = ANY($1::uuid[]) THEN p.other_id ELSE p.customer_id END AS id, p.proposed_by_name AS by, p.proposed_at AS at
       FROM merge_proposals p WHERE p.customer_id = ANY($1::uuid[]) OR p.other_id = ANY($1::uuid[])
     ), candidates AS (
       SELECT id FROM claimed UNION SELECT id FROM proposed
     )
     SELECT c.id::text AS id, c.name, c.email, c.last_seen_at AS last_seen,
       (SELECT min(address) FROM claimed WHERE claimed.id = c.id) AS shared, p.by, p.at
     FROM candidates k JOIN customers c ON c.id = k.id LEFT JOIN proposed p ON p.id = c.id
     WHERE c.id <> ALL($1::uuid[])
     ORDER BY p.at DESC NULLS LAST, c.last_seen_at DESC, c.id LIMIT ${MOST}`,
    [visitorIds, addresses],
  );
  return rows.map((row) => ({
    visitorId: row.id,
    name: row.name,
    email: row.email,
    lastSeen: new Date(row.last_seen).toISOString(),
    sharedEmail: row.shared,
    proposal: row.at ? { by: row.by, at: new Date(row.at).toISOString() } : null,
  }));
}

/** A member proposes that two visitors are one person; an admin confirms (merges) or dismisses it. */
export async function proposeMerge(tx: Queryable, visitorId: string, otherId: string, by: { id: string; name: string }, at: Date): Promise<void> {
  await tx.query(
    `INSERT INTO merge_proposals (customer_id, other_id, proposed_by, proposed_by_name, proposed_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (customer_id, other_id) DO UPDATE SET proposed_by = EXCLUDED.proposed_by, proposed_by_name = EXCLUDED.proposed_by_name, proposed_at = EXCLUDED.proposed_at`,
    [...pairOf(visitorId, otherId), by.id, by.name, at],
  );
}

/** Whether there was a proposal to dismiss. */
export async function dismissProposal(tx: Queryable, visitorId: string, otherId: string): Promise<boolean> {
  return (await tx.query('DELETE FROM merge_proposals WHERE customer_id = $1 AND other_id = $2 RETURNING 1', [...pairOf(visitorId, otherId)])).length > 0;
}
