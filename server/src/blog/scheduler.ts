import type { Database } from '../core/db/database';
import type { Log } from '../core/log';
import type { Clock } from '../core/clock';
import { recordAudit } from '../team/audit';
import { bumpBlogVersion } from './version';
import { repeating } from '../core/repeating';

/**
 * Publishes every scheduled post that is due, once, however many nodes run this at the same moment:
 * the UPDATE locks each row it changes, and a node that waited for another's lock finds the post no
 * longer scheduled. The audit entries and the version bump are in the same transaction. Returns the
 * ids it published.
 */
export async function publishDuePosts(db: Database, now: Date): Promise<number[]> {
  return db.transaction(async (tx) => {
    const published = await tx.query<{ id: number; title: string }>(
      `UPDATE blog_posts SET status = 'published', published_at = COALESCE(published_at, scheduled_at), date_modified = scheduled_at, updated_at = $1, scheduled_at = NULL
       WHERE status = 'scheduled' AND scheduled_at <= $1 RETURNING id, title`,
      [now],
    );
    for (const post of published) await recordAudit(tx, now, { actor: null, action: 'published post', subject: `post:${post.id}`, detail: `${post.title} (scheduled)` });
    if (published.length) await bumpBlogVersion(tx);
    return published.map((post) => post.id);
  });
}

/** Runs publishDuePosts every `intervalMs` on the clock's time. */
export const startPostScheduler = (db: Database, clock: Clock, intervalMs: number, log: Log) => repeating('Post scheduler', intervalMs, log, () => publishDuePosts(db, clock.now()));
