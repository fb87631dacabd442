import type { Database } from '../core/db/database';
import type { Member } from '../blog/revisions';
import { recordAudit } from '../team/audit';
import type { StaffHelpArticle } from './articleRows';
import { articleSubject, findStaffArticle, loadArticle } from './editing';
import { bumpHelpVersion } from './publishedArticles';

// An article's state (docs/help-center.md): a draft is seen by staff alone; published, it is on /help
// and among the chat's suggestions; unpublished, it is a draft again. Each change of state is one the
// public sees, so it bumps the help version in its transaction.

/** Publishes now; the first publication's date stays through later ones. Publishing a published article changes nothing. */
export async function publishArticle(db: Database, now: Date, member: Member, id: string): Promise<StaffHelpArticle> {
  return db.transaction(async (tx) => {
    const article = await loadArticle(tx, id, true);
    if (article.status === 'published') return findStaffArticle(tx, id);
    await tx.query(`UPDATE help_articles SET status = 'published', published_at = COALESCE(published_at, $2), updated_at = $2, updated_by = $3 WHERE id = $1`, [id, now, member.id]);
    await recordAudit(tx, now, { actor: member, action: 'published help article', subject: articleSubject(id), detail: article.title });
    await bumpHelpVersion(tx);
    return findStaffArticle(tx, id);
  });
}

/** Takes a published article off /help and out of the chat's suggestions: a draft again. A draft stays as it is. */
export async function unpublishArticle(db: Database, now: Date, member: Member, id: string): Promise<StaffHelpArticle> {
  return db.transaction(async (tx) => {
    const article = await loadArticle(tx, id, true);
    if (article.status === 'draft') return findStaffArticle(tx, id);
    await tx.query(`UPDATE help_articles SET status = 'draft', updated_at = $2, updated_by = $3 WHERE id = $1`, [id, now, member.id]);
    await recordAudit(tx, now, { actor: member, action: 'unpublished help article', subject: articleSubject(id), detail: article.title });
    await bumpHelpVersion(tx);
    return findStaffArticle(tx, id);
  });
}
