import type { Queryable } from '../core/db/database';
import type { StaffIdentity } from '../staff/sessions';
import { lockArgs } from '../core/locks';

type Member = Pick<StaffIdentity, 'id' | 'name'>;

/** A pair of visitors as merge_proposals keeps it: in id order. */
export const pairOf = (a: string, b: string): [string, string] => (a < b ? [a, b] : [b, a]);

/** The visitor's person, or null for a visitor alone. */
export async function personOf(db: Queryable, visitorId: string): Promise<string | null> {
  const [row] = await db.query<{ person_id: string }>('SELECT person_id::text AS person_id FROM person_links WHERE customer_id = $1', [visitorId]);
  return row?.person_id ?? null;
}

/** The visitor and everyone linked with them, the visitor first. */
export async function visitorsOfPerson(db: Queryable, visitorId: string): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `SELECT l.customer_id::text AS id FROM person_links l
     WHERE l.person_id = (SELECT person_id FROM person_links WHERE customer_id = $1) AND l.customer_id <> $1 ORDER BY l.linked_at, l.customer_id`,
    [visitorId],
  );
  return [visitorId, ...rows.map((row) => row.id)];
}

interface Joining {
  visitorIds: readonly string[];
  reason: 'proven email' | 'manual';
  email: string | null;
  by: Member | null;
  at: Date;
}

/**
 * Puts the visitors, and everyone already linked with any of them, into one person: the oldest of
 * their people, or a new one. Those who had no person get a link saying why; those moved from
 * another person keep theirs. Returns the person.
 */
async function join(tx: Queryable, { visitorIds, reason, email, by, at }: Joining): Promise<string> {
  const people = await tx.query<{ id: string }>(
    `SELECT p.id::text AS id FROM people p WHERE p.id IN (SELECT person_id FROM person_links WHERE customer_id = ANY($1::uuid[])) ORDER BY p.created_at, p.id`,
    [visitorIds],
  );
  const personId = people[0]?.id ?? (await tx.query<{ id: string }>('INSERT INTO people (created_at) VALUES ($1) RETURNING id::text AS id', [at]))[0]!.id;
  const others = people.slice(1).map((person) => person.id);
  if (others.length > 0) {
    await tx.query('UPDATE person_links SET person_id = $1 WHERE person_id = ANY($2::uuid[])', [personId, others]);
    await tx.query('DELETE FROM people WHERE id = ANY($1::uuid[])', [others]);
  }
  await tx.query(
    `INSERT INTO person_links (customer_id, person_id, reason, email, linked_by, linked_by_name, linked_at)
     SELECT id, $2, $3, $4, $5, $6, $7 FROM unnest($1::uuid[]) AS id ON CONFLICT (customer_id) DO NOTHING`,
    [visitorIds, personId, reason, email, by?.id ?? null, by?.name ?? null, at],
  );
  return personId;
}

/**
 * Called in the transaction that records a visitor's proof of an address (a confirmed link mailed to
 * it): links them with every other visitor who proved the same address, unless a member split them out
 * by hand. An address only typed proves nothing and links no one (people/suggestions.ts shows staff
 * those visitors instead). The address is locked for the transaction, so two proofs at once both link.
 */
export async function linkByProof(tx: Queryable, visitorId: string, address: string, at: Date): Promise<void> {
  await tx.query(`SELECT pg_advisory_xact_lock(${lockArgs('emailAddress', '$1')})`, [address]);
  const same = await tx.query<{ id: string }>(
    `SELECT p.customer_id::text AS id FROM email_proofs p
     WHERE p.email = $1 AND NOT EXISTS (SELECT 1 FROM person_splits s WHERE s.customer_id = p.customer_id)`,
    [address],
  );
  const ids = same.map((row) => row.id);
  if (!ids.includes(visitorId) || ids.length < 2) return;
  await join(tx, { visitorIds: ids, reason: 'proven email', email: address, by: null, at });
}

/**
 * An admin's merge: the two visitors (and everyone linked with either) become one person; neither stays
 * split, and a proposal to merge them is settled.
 */
export async function mergeVisitors(tx: Queryable, visitorId: string, otherId: string, by: Member, at: Date): Promise<string> {
  await tx.query('SELECT 1 FROM customers WHERE id = ANY($1::uuid[]) ORDER BY id FOR UPDATE', [[visitorId, otherId]]);
  await tx.query('DELETE FROM person_splits WHERE customer_id = ANY($1::uuid[])', [[visitorId, otherId]]);
  await tx.query('DELETE FROM merge_proposals WHERE customer_id = $1 AND other_id = $2', [...pairOf(visitorId, otherId)]);
  return join(tx, { visitorIds: [visitorId, otherId], reason: 'manual', email: null, by, at });
}

/**
 * A member's split: the visitor leaves their person and is kept apart from e-mail linking from now
 * on. A person left with one visitor is no person: that visitor is alone again. Returns the person
 * the visitor left, or null when they were alone.
 */
export async function splitVisitor(tx: Queryable, visitorId: string, by: Member, at: Date): Promise<string | null> {
  await tx.query('SELECT 1 FROM customers WHERE id = $1 FOR UPDATE', [visitorId]);
  const [left] = await tx.query<{ person_id: string }>('DELETE FROM person_links WHERE customer_id = $1 RETURNING person_id::text AS person_id', [visitorId]);
  if (!left) return null;
  await tx.query(
    `INSERT INTO person_splits (customer_id, split_by, split_by_name, split_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (customer_id) DO UPDATE SET split_by = EXCLUDED.split_by, split_by_name = EXCLUDED.split_by_name, split_at = EXCLUDED.split_at`,
    [visitorId, by.id, by.name, at],
  );
  await dropPeopleOfOne(tx, [left.person_id]);
  return left.person_id;
}

/** People with fewer than two visitors left (after a split or an erasure) are removed with their last link. */
export async function dropPeopleOfOne(tx: Queryable, personIds: readonly string[]): Promise<void> {
  await tx.query(
    `DELETE FROM people p WHERE p.id = ANY($1::uuid[]) AND (SELECT count(*) FROM person_links l WHERE l.person_id = p.id) < 2`,
    [personIds],
  );
}
