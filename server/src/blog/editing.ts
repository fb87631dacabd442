import type { PostBody } from '@bookcraft/shared/contracts';
import type { Database, Queryable } from '../core/db/database';
import { uniqueViolationAs } from '../conversations/uniqueViolation';
import { ClientError } from '../core/errors';
import { recordAudit } from '../team/audit';
import { FIELD_COLUMNS, fieldValues, POST_COLUMNS, POST_FROM, staffPostOf, staffPostSummaryOf, type PostRow, type StaffPost, type StaffPostSummary } from './postRows';
import { keepRevision, revisionFields, savedRevisions, type Member, type RevisionStore } from './revisions';
import { bumpBlogVersion } from './version';

// Writing posts (docs/content.md): every save keeps a revision and is in the audit log; a save that
// changes a published post's text changes its page, so it sets date_modified and bumps the blog's version.

const REVISIONS: RevisionStore<(typeof FIELD_COLUMNS)[number]> = { table: 'blog_post_revisions', owner: 'post_id', columns: FIELD_COLUMNS };

export const noSuchPost = () => new ClientError(404, 'No such post');
const slugTaken = () => new ClientError(409, 'This slug is taken', { slug: 'Another post has this slug: choose another.' });

/** Every post, in any state, most recently changed first. */
export async function allPosts(db: Queryable): Promise<StaffPostSummary[]> {
  const rows = await db.query<PostRow>(`SELECT ${POST_COLUMNS} FROM ${POST_FROM} ORDER BY p.updated_at DESC, p.id DESC`);
  return rows.map(staffPostSummaryOf);
}

export async function loadPost(db: Queryable, id: number, lock = false): Promise<PostRow> {
  const [row] = await db.query<PostRow>(`SELECT ${POST_COLUMNS} FROM ${POST_FROM} WHERE p.id = $1${lock ? ' FOR UPDATE OF p' : ''}`, [id]);
  if (!row) throw noSuchPost();
  return row;
}

export const findStaffPost = async (db: Queryable, id: number): Promise<StaffPost> => staffPostOf(await loadPost(db, id));

/** A new draft, with its first revision. */
export async function createPost(db: Database, at: Date, member: Member, fields: PostBody): Promise<StaffPost> {
  return db
    .transaction(async (tx) => {
      const [created] = await tx.query<{ id: number }>(
        `INSERT INTO blog_posts (status, ${FIELD_COLUMNS.join(', ')}, updated_at, updated_by) VALUES ('draft', $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
        [...fieldValues(fields), at, member.id],
      );
      await keepRevision(tx, REVISIONS, created!.id, fieldValues(fields), at, member);
      await recordAudit(tx, at, { actor: member, action: 'created post', subject: `post:${created!.id}`, detail: fields.title });
      return findStaffPost(tx, created!.id);
    })
    .catch(uniqueViolationAs(slugTaken));
}

/** Saves a post's fields in whatever state it is (a scheduled post stays scheduled). */
export async function savePost(db: Database, at: Date, member: Member, id: number, fields: PostBody, action: 'saved post' | 'restored post' = 'saved post', detail = fields.title): Promise<StaffPost> {
  return db
    .transaction(async (tx) => {
      const before = await loadPost(tx, id, true);
      const changed = FIELD_COLUMNS.some((column, index) => before[column] !== fieldValues(fields)[index]);
      // The text readers see changed: now, or when a post that was public before goes out again.
      const modified = changed && before.published_at !== null;
      const sets = FIELD_COLUMNS.map((column, index) => `${column} = $${index + 2}`).join(', ');
      await tx.query(`UPDATE blog_posts SET ${sets}, updated_at = $11, updated_by = $12${modified ? ', date_modified = $11' : ''} WHERE id = $1`, [id, ...fieldValues(fields), at, member.id]);
      await keepRevision(tx, REVISIONS, id, fieldValues(fields), at, member);
      await recordAudit(tx, at, { actor: member, action, subject: `post:${id}`, detail });
      if (modified && before.status === 'published') await bumpBlogVersion(tx);
      return findStaffPost(tx, id);
    })
    .catch(uniqueViolationAs(slugTaken));
}

/** A post's saves, newest first. */
export async function revisionsOf(db: Queryable, id: number) {
  await loadPost(db, id);
  return (await savedRevisions(db, REVISIONS, id)).map((revision) => ({ ...revision, id: Number(revision.id) }));
}

/** Saves a revision's fields again, as the newest. */
export async function restoreRevision(db: Database, at: Date, member: Member, id: number, revision: number): Promise<StaffPost> {
  const row = await revisionFields<Record<(typeof FIELD_COLUMNS)[number], string>>(db, REVISIONS, id, revision);
  const fields: PostBody = {
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    body: row.body,
    image: row.image,
    author: row.author,
    seoTitle: row.seo_title,
    seoDescription: row.seo_description,
    shareImage: row.share_image,
  };
  return savePost(db, at, member, id, fields, 'restored post', `revision ${revision}`);
}
