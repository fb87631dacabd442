import type { Queryable } from '../core/db/database';

/**
 * A value that changes whenever anything a public blog page, the sitemap or the feed shows changes
 * (a post published, edited while published, unpublished, or published by the scheduler): caches key on it.
 */
export async function blogVersion(db: Queryable): Promise<string> {
  const [row] = await db.query<{ version: string }>('SELECT version::text AS version FROM blog_version');
  return row?.version ?? '0';
}

/** Called in the same transaction as the change it announces. */
export async function bumpBlogVersion(tx: Queryable): Promise<void> {
  await tx.query('UPDATE blog_version SET version = version + 1');
}
