import type { Queryable } from '../core/db/database';
import { ClientError } from '../core/errors';
import type { StaffIdentity } from '../staff/sessions';

// Revisions of what the content team writes (docs/content.md): a blog post, a help article. Every save
// keeps the editable fields with who saved them; restoring one saves its fields again as the newest, so
// nothing is ever lost by restoring. One kind of writing differs from another only in its table and columns.

export type Member = Pick<StaffIdentity, 'id' | 'name'>;

/** Where one kind of writing keeps its revisions. */
export interface RevisionStore<Column extends string> {
  table: string;
  /** The column naming what was saved: post_id, article_id. */
  owner: string;
  /** The editable fields' columns, in the order their values are given; `title` names a revision in the list. */
  columns: readonly Column[];
}

export interface SavedRevision {
  id: string;
  title: string;
  savedAt: string;
  /** The member's name, or null when their account is gone. */
  savedBy: string | null;
}

/** Keeps one save, in the transaction that made it. */
export async function keepRevision(tx: Queryable, store: RevisionStore<string>, owner: number | string, values: readonly unknown[], at: Date, member: Member): Promise<void> {
  const params = [owner, ...values, at, member.id];
  const placeholders = params.map((_, index) => `$${index + 1}`).join(', ');
  await tx.query(`INSERT INTO ${store.table} (${store.owner}, ${store.columns.join(', ')}, saved_at, saved_by) VALUES (${placeholders})`, params);
}

/** Its saves, newest first. */
export async function savedRevisions(db: Queryable, store: RevisionStore<string>, owner: number | string): Promise<SavedRevision[]> {
  const rows = await db.query<{ id: string; title: string; saved_at: Date; saved_by: string | null }>(
    `SELECT r.id::text AS id, r.title, r.saved_at, m.display_name AS saved_by FROM ${store.table} r LEFT JOIN staff_accounts m ON m.id = r.saved_by
     WHERE r.${store.owner} = $1 ORDER BY r.id DESC`,
    [owner],
  );
  return rows.map((row) => ({ id: row.id, title: row.title, savedAt: new Date(row.saved_at).toISOString(), savedBy: row.saved_by }));
}

/** One save's fields, by column; another's revision is no revision of this one (404). */
export async function revisionFields<Row extends object>(db: Queryable, store: RevisionStore<keyof Row & string>, owner: number | string, revision: number | string): Promise<Row> {
  const [row] = await db.query<Row>(`SELECT ${store.columns.join(', ')} FROM ${store.table} WHERE id = $1 AND ${store.owner} = $2`, [revision, owner]);
  if (!row) throw new ClientError(404, 'No such revision');
  return row;
}
