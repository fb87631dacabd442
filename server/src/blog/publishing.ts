import type { Database } from '../core/db/database';
import { ClientError } from '../core/errors';
import { recordAudit } from '../team/audit';
import { findStaffPost, loadPost } from './editing';
import type { StaffPost } from './postRows';
import type { Member } from './revisions';
import { bumpBlogVersion } from './version';

// A post's state (docs/content.md): draft → published now, or scheduled for a moment the scheduler
// publishes it at; published → unpublished (its page answers 410) → published again.

const refuseAt = (message: string) => new ClientError(400, 'Invalid request', { at: message });

/**
 * Publishes now (no `at`): the first time sets published_at; every time sets date_modified. With a
 * future `at` the post is scheduled instead; a published post is already out, so it cannot be.
 */
export async function publishPost(db: Database, now: Date, member: Member, id: number, at?: string): Promise<StaffPost> {
  const moment = at === undefined ? undefined : new Date(at);
  if (moment && moment.getTime() <= now.getTime()) throw refuseAt('Choose a moment in the future, or publish now.');
  return db.transaction(async (tx) => {
    const post = await loadPost(tx, id, true);
    if (moment) {
      if (post.status === 'published') throw refuseAt('This post is published: unpublish it first to schedule it.');
      await tx.query(`UPDATE blog_posts SET status = 'scheduled', scheduled_at = $2, updated_at = $3, updated_by = $4 WHERE id = $1`, [id, moment, now, member.id]);
      await recordAudit(tx, now, { actor: member, action: 'scheduled post', subject: `post:${id}`, detail: moment.toISOString() });
      return findStaffPost(tx, id);
    }
    if (post.status === 'published') return findStaffPost(tx, id);
    await tx.query(
      `UPDATE blog_posts SET status = 'published', scheduled_at = NULL, published_at = COALESCE(published_at, $2), date_modified = COALESCE(date_modified, $2), updated_at = $2, updated_by = $3 WHERE id = $1`,
      [id, now, member.id],
    );
    await recordAudit(tx, now, { actor: member, action: 'published post', subject: `post:${id}`, detail: post.title });
    await bumpBlogVersion(tx);
    return findStaffPost(tx, id);
  });
}

/**
 * Takes a post down: a published one becomes unpublished (410); a scheduled one stops waiting (a
 * draft again if it never was out). A draft or an unpublished post stays as it is.
 */
export async function unpublishPost(db: Database, now: Date, member: Member, id: number): Promise<StaffPost> {
  return db.transaction(async (tx) => {
    const post = await loadPost(tx, id, true);
    if (post.status === 'draft' || post.status === 'unpublished') return findStaffPost(tx, id);
    const status = post.status === 'scheduled' && !post.published_at ? 'draft' : 'unpublished';
    await tx.query(`UPDATE blog_posts SET status = $2, scheduled_at = NULL, updated_at = $3, updated_by = $4 WHERE id = $1`, [id, status, now, member.id]);
    await recordAudit(tx, now, { actor: member, action: 'unpublished post', subject: `post:${id}`, detail: post.title });
    if (post.status === 'published') await bumpBlogVersion(tx);
    return findStaffPost(tx, id);
  });
}
