import type { Visitor } from '@bookcraft/shared/core';
import type { RegistrationPayload, Touch } from '@bookcraft/shared/contracts';
import type { Database, Queryable } from '../core/db/database';

/** How long a registration key is taken again once its registration completed: a retry whose answer was lost comes within seconds. */
export const REGISTRATION_KEY_TTL_MS = 10 * 60_000;

/**
 * Stores a new visitor and returns their id. A registration that comes again
 * with the same key (the short-visit beacon, then the full registration on a
 * later visit; or a retry) is the same visitor: it fills in what the first one lacked.
 */
export async function createCustomer(db: Database, payload: RegistrationPayload, trafficSource: string, firstTouch: Touch, at: Date): Promise<{ id: string; created: boolean }> {
  // A key is good while only the page-close beacon has used it (the browser has no token yet), then for REGISTRATION_KEY_TTL_MS after the first full registration; later it makes a new visitor.
  const upsert = () =>
    db.query<{ id: string; created: boolean }>(
      `INSERT INTO customers (company, fingerprint_id, canvas_hash, audio_hash, screen_resolution, timezone, os, landing_page, link,
         utm_source, utm_medium, utm_campaign, utm_term, gclid, traffic_source, current_page, registration_key, presence, registration_completed_at, first_touch,
         created_at, last_seen_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $8, $16, $17, CASE WHEN $17::text = 'offline' THEN NULL ELSE $20::timestamptz END, $19::jsonb, $20, $20)
       ON CONFLICT (registration_key) WHERE registration_key IS NOT NULL DO UPDATE SET
         fingerprint_id = COALESCE(NULLIF(customers.fingerprint_id, ''), EXCLUDED.fingerprint_id),
         canvas_hash = COALESCE(NULLIF(customers.canvas_hash, ''), EXCLUDED.canvas_hash),
         audio_hash = COALESCE(NULLIF(customers.audio_hash, ''), EXCLUDED.audio_hash),
         presence = EXCLUDED.presence,
         first_touch = COALESCE(customers.first_touch, EXCLUDED.first_touch),
         registration_completed_at = COALESCE(customers.registration_completed_at, EXCLUDED.registration_completed_at),
         last_seen_at = $20
       WHERE customers.registration_completed_at IS NULL OR customers.registration_completed_at >= $20::timestamptz - make_interval(secs => $18::double precision / 1000)
       RETURNING id, (xmax = 0) AS created`,
      [payload.company, payload.fingerprintId, payload.canvasHash, payload.audioHash, payload.screenResolution, payload.timezone, payload.os, payload.landingPage, payload.link,
        payload.utm_source ?? '', payload.utm_medium ?? '', payload.utm_campaign, payload.keyword, payload.gclid ?? '', trafficSource, payload.registrationKey ?? null,
        payload.presence ?? 'active', REGISTRATION_KEY_TTL_MS, JSON.stringify(firstTouch), at],
    );
  const [row] = await upsert();
  if (row) return row;
  // The key's registration completed too long ago: the key leaves that visitor, and this registration is a new one.
  await db.query(
    `UPDATE customers SET registration_key = NULL WHERE registration_key = $1 AND registration_completed_at < $3::timestamptz - make_interval(secs => $2::double precision / 1000)`,
    [payload.registrationKey, REGISTRATION_KEY_TTL_MS, at],
  );
  return (await upsert())[0]!;
}

export async function customerExists(db: Database, id: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM customers WHERE id = $1', [id])).length > 0;
}

export async function setCurrentPage(db: Database, id: string, path: string, at: Date): Promise<void> {
  await db.query('UPDATE customers SET current_page = $2, last_seen_at = $3 WHERE id = $1', [id, path, at]);
}

type HistoryTable = 'page_visits' | 'presence_changes' | 'customer_utm';

/** Deletes all but a visitor's latest `keep` rows (VISITOR_HISTORY_ROWS) of one history table: what one visitor makes the database keep is bounded. */
async function keepLatest(tx: Queryable, table: HistoryTable, id: string, keep: number): Promise<void> {
  await tx.query(`DELETE FROM ${table} WHERE customer_id = $1 AND id <= (SELECT id FROM ${table} WHERE customer_id = $1 ORDER BY id DESC OFFSET $2 LIMIT 1)`, [id, keep]);
}

export async function recordVisit(db: Database, id: string, path: string, keep: number, at: Date): Promise<string> {
  const [row] = await db.transaction(async (tx) => {
    await tx.query('UPDATE customers SET current_page = $2, last_seen_at = $3 WHERE id = $1', [id, path, at]);
    const inserted = await tx.query<{ visited_at: Date }>('INSERT INTO page_visits (customer_id, path, visited_at) VALUES ($1, $2, $3) RETURNING visited_at', [id, path, at]);
    await keepLatest(tx, 'page_visits', id, keep);
    return inserted;
  });
  return new Date(row!.visited_at).toISOString();
}

export async function setPresence(db: Database, id: string, status: string, keep: number, at: Date): Promise<string> {
  const [row] = await db.transaction(async (tx) => {
    await tx.query('UPDATE customers SET presence = $2, last_seen_at = $3 WHERE id = $1', [id, status, at]);
    const inserted = await tx.query<{ changed_at: Date }>('INSERT INTO presence_changes (customer_id, status, changed_at) VALUES ($1, $2, $3) RETURNING changed_at', [id, status, at]);
    await keepLatest(tx, 'presence_changes', id, keep);
    return inserted;
  });
  return new Date(row!.changed_at).toISOString();
}

/** What staff learn when a visitor's name, e-mail or phone is stored. */
export interface CustomerContact {
  name: string | null;
  email: string | null;
  phone: string | null;
  lead: boolean;
}

export async function updateFormFields(db: Queryable, id: string, fields: Record<string, string | boolean | undefined>, at: Date): Promise<CustomerContact> {
  const name = fields.name ?? fields.full_name ?? ([fields.first_name, fields.last_name].filter(Boolean).join(' ') || undefined);
  const [row] = await db.query<CustomerContact>(
    `UPDATE customers SET name = COALESCE($2, name), email = COALESCE($3, email), phone = COALESCE($4, phone),
       lead = lead OR COALESCE($5, false), last_seen_at = $6 WHERE id = $1 RETURNING name, email, phone, lead`,
    [id, name || null, fields.email || null, fields.phone || null, typeof fields.lead === 'boolean' ? fields.lead : null, at],
  );
  return row!;
}

/** Records a campaign arrival; `touch` is the whole of it when it was not direct (the last touch is the latest such). */
export async function addUtm(
  db: Database,
  id: string,
  utm: { utm_campaign: string; keyword: string; gclid: string; link: string },
  keep: number,
  at: Date,
  touch: Touch | null = null,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('INSERT INTO customer_utm (customer_id, utm_campaign, keyword, gclid, link, touch, created_at) VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7)', [
      id, utm.utm_campaign, utm.keyword, utm.gclid, utm.link, touch && JSON.stringify(touch), at,
    ]);
    await keepLatest(tx, 'customer_utm', id, keep);
  });
}

export async function listUtm(db: Database, id: string) {
  return db.query('SELECT utm_campaign, keyword, gclid, link, created_at FROM customer_utm WHERE customer_id = $1 ORDER BY created_at', [id]);
}

const VISITOR_COLUMNS = `id, current_page, presence, utm_campaign, utm_term AS keyword, gclid, traffic_source, landing_page, last_seen_at, name, email, phone, lead, os, created_at`;

export async function listVisitors(db: Database, limit: number, offset: number): Promise<Visitor[]> {
  return db.query<Visitor>(`SELECT ${VISITOR_COLUMNS} FROM customers ORDER BY last_seen_at DESC LIMIT $1 OFFSET $2`, [limit, offset]);
}

export async function visitorDetail(db: Database, id: string) {
  const [visitor] = await db.query(`SELECT ${VISITOR_COLUMNS} FROM customers WHERE id = $1`, [id]);
  if (!visitor) return null;
  const visits = await db.query('SELECT path, visited_at FROM page_visits WHERE customer_id = $1 ORDER BY visited_at, id', [id]);
  const leads = await db.query(`SELECT id, form_type, created_at FROM leads WHERE customer_id = $1 ORDER BY created_at`, [id]);
  return { ...visitor, visits, leads };
}
