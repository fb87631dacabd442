import type { HelpArticleBody } from '@bookcraft/shared/contracts';
import type { Database, Queryable } from '../core/db/database';
import { uniqueViolationAs } from '../conversations/uniqueViolation';
import { ClientError } from '../core/errors';
import { recordAudit } from '../team/audit';
import { keepRevision, revisionFields, savedRevisions, type Member, type SavedRevision } from '../blog/revisions';
import {
  ARTICLE_COLUMNS,
  ARTICLE_FROM,
  ARTICLE_REVISIONS,
  FIELD_COLUMNS,
  fieldsOf,
  fieldValues,
  staffArticleOf,
  staffArticleSummaryOf,
  type ArticleRow,
  type FieldColumn,
  type StaffHelpArticle,
  type StaffHelpArticleSummary,
} from './articleRows';
import { bumpHelpVersion } from './publishedArticles';

// Writing help articles (docs/help-center.md), as the blog's posts are written: every save keeps a
// revision and is in the audit log. A published article's save changes what /help and the chat's
// suggestions show at once, so it bumps the help version in the same transaction.

const noSuchArticle = () => new ClientError(404, 'No such article');
const slugTaken = () => new ClientError(409, 'This slug is taken', { slug: 'Another article has this slug: choose another.' });

/** What the audit log names an article by. */
export const articleSubject = (id: string) => `help-article:${id}`;

/** Every article, in any state, most recently changed first. */
export async function allArticles(db: Queryable): Promise<StaffHelpArticleSummary[]> {
  const rows = await db.query<ArticleRow>(`SELECT ${ARTICLE_COLUMNS} FROM ${ARTICLE_FROM} ORDER BY a.updated_at DESC, a.id DESC`);
  return rows.map(staffArticleSummaryOf);
}

export async function loadArticle(db: Queryable, id: string, lock = false): Promise<ArticleRow> {
  const [row] = await db.query<ArticleRow>(`SELECT ${ARTICLE_COLUMNS} FROM ${ARTICLE_FROM} WHERE a.id = $1${lock ? ' FOR UPDATE OF a' : ''}`, [id]);
  if (!row) throw noSuchArticle();
  return row;
}

export const findStaffArticle = async (db: Queryable, id: string): Promise<StaffHelpArticle> => staffArticleOf(await loadArticle(db, id));

/** A new draft, with its first revision. */
export async function createArticle(db: Database, at: Date, member: Member, fields: HelpArticleBody): Promise<StaffHelpArticle> {
  return db
    .transaction(async (tx) => {
      const [created] = await tx.query<{ id: string }>(
        `INSERT INTO help_articles (status, ${FIELD_COLUMNS.join(', ')}, created_at, updated_at, updated_by) VALUES ('draft', $1, $2, $3, $4, $5, $6, $7, $7, $8) RETURNING id::text AS id`,
        [...fieldValues(fields), at, member.id],
      );
      const { id } = created!;
      await keepRevision(tx, ARTICLE_REVISIONS, id, fieldValues(fields), at, member);
      await recordAudit(tx, at, { actor: member, action: 'created help article', subject: articleSubject(id), detail: fields.title });
      return findStaffArticle(tx, id);
    })
    .catch(uniqueViolationAs(slugTaken));
}

/** Saves an article's fields in whatever state it is: a published one stays published, and the public sees the change. */
export async function saveArticle(
  db: Database,
  at: Date,
  member: Member,
  id: string,
  fields: HelpArticleBody,
  action: 'saved help article' | 'restored help article' = 'saved help article',
  detail = fields.title,
): Promise<StaffHelpArticle> {
  return db
    .transaction(async (tx) => {
      const before = await loadArticle(tx, id, true);
      const sets = FIELD_COLUMNS.map((column, index) => `${column} = $${index + 2}`).join(', ');
      await tx.query(`UPDATE help_articles SET ${sets}, updated_at = $8, updated_by = $9 WHERE id = $1`, [id, ...fieldValues(fields), at, member.id]);
      await keepRevision(tx, ARTICLE_REVISIONS, id, fieldValues(fields), at, member);
      await recordAudit(tx, at, { actor: member, action, subject: articleSubject(id), detail });
      // Even a save that changes no field changes the page's "updated" date.
      if (before.status === 'published') await bumpHelpVersion(tx);
      return findStaffArticle(tx, id);
    })
    .catch(uniqueViolationAs(slugTaken));
}

/** An article's saves, newest first. */
export async function articleRevisions(db: Queryable, id: string): Promise<SavedRevision[]> {
  await loadArticle(db, id);
  return savedRevisions(db, ARTICLE_REVISIONS, id);
}

/** Saves a revision's fields again, as the newest. */
export async function restoreArticleRevision(db: Database, at: Date, member: Member, id: string, revision: string): Promise<StaffHelpArticle> {
  const row = await revisionFields<Pick<ArticleRow, FieldColumn>>(db, ARTICLE_REVISIONS, id, revision);
  return saveArticle(db, at, member, id, fieldsOf(row), 'restored help article', `revision ${revision}`);
}
