import type { Queryable } from '../core/db/database';

/** How addresses are compared: "Ada@Example.com " and "ada@example.com" are one address. */
export const normalizedEmail = (email: string) => email.trim().toLowerCase();

/** `normalizedEmail` in SQL, for a column compared with normalized addresses. */
export const normalizedInSql = (column: string) => `lower(trim(${column}))`;

/** The addresses the visitors gave (on their visitor records, in their leads), normalized, each once. */
export async function addressesOf(tx: Queryable, visitorIds: readonly string[]): Promise<string[]> {
  const rows = await tx.query<{ email: string | null }>(
    'SELECT email FROM customers WHERE id = ANY($1::uuid[]) UNION ALL SELECT email FROM leads WHERE customer_id = ANY($1::uuid[])',
    [visitorIds],
  );
  return [...new Set(rows.map((row) => normalizedEmail(row.email ?? '')).filter(Boolean))];
}

/**
 * The person's own mail: outbox rows tied to one of their rooms, leads or visitors (an address's confirmation) and addressed to one of
 * their addresses, never to a staff account's address nor the sales address. A visitor may type
 * either of those, and the mail to them (lead notifications, mentions with note text, invitations) is
 * staff's, not the visitor's. Their ids, oldest first.
 */
export async function mailOfPerson(tx: Queryable, visitorIds: readonly string[], salesEmail: string): Promise<string[]> {
  const recipient = normalizedInSql('m.recipient');
  const rows = await tx.query<{ id: string }>(
    `SELECT m.id::text AS id FROM mail_outbox m
     WHERE (m.room_id IN (SELECT id FROM chat_rooms WHERE customer_id = ANY($1::uuid[])) OR m.lead_id IN (SELECT id FROM leads WHERE customer_id = ANY($1::uuid[]))
            OR m.customer_id = ANY($1::uuid[]))
       AND ${recipient} = ANY($2::text[]) AND ${recipient} <> $3
       AND NOT EXISTS (SELECT 1 FROM staff_accounts s WHERE ${normalizedInSql('s.email')} = ${recipient})
     ORDER BY m.created_at, m.id`,
    [visitorIds, await addressesOf(tx, visitorIds), normalizedEmail(salesEmail)],
  );
  return rows.map((row) => row.id);
}
