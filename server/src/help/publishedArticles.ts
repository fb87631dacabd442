import type { Queryable } from '../core/db/database';
import { helpSearch, type HelpSearch } from './search/helpSearch';

// What the public sees of the help center: the published articles, and this node's search over them,
// made again only when the help version says something a visitor sees has changed.

export interface PublishedArticle {
  id: string;
  slug: string;
  title: string;
  shortAnswer: string;
  body: string;
  category: string;
  relatedPaths: string[];
  publishedAt: string;
  updatedAt: string;
}

interface PublishedRow {
  id: string;
  slug: string;
  title: string;
  short_answer: string;
  body: string;
  category: string;
  related_paths: string[];
  published_at: Date;
  updated_at: Date;
}

export async function helpVersion(db: Queryable): Promise<string> {
  const [row] = await db.query<{ version: string }>('SELECT version::text AS version FROM help_version');
  return row?.version ?? '0';
}

/** Called in the same transaction as the change it announces. */
export async function bumpHelpVersion(tx: Queryable): Promise<void> {
  await tx.query('UPDATE help_version SET version = version + 1');
}

export async function publishedArticles(db: Queryable): Promise<PublishedArticle[]> {
  const rows = await db.query<PublishedRow>(
    `SELECT id::text AS id, slug, title, short_answer, body, category, related_paths, published_at, updated_at
     FROM help_articles WHERE status = 'published' ORDER BY category, title`,
  );
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    shortAnswer: row.short_answer,
    body: row.body,
    category: row.category,
    relatedPaths: row.related_paths,
    publishedAt: new Date(row.published_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  }));
}

export interface PublishedHelp {
  articles: PublishedArticle[];
  bySlug: Map<string, PublishedArticle>;
  search: HelpSearch;
}

/**
 * The published articles and their search, read again when the help version changed: one cheap
 * statement per question on a node whose articles are current, on any number of nodes.
 */
function publishedHelp(db: Queryable): () => Promise<PublishedHelp> {
  // The load of a version is shared by every question that arrives while it runs (a burst of first messages
  // would otherwise each read every article and index them); one that failed is tried again by the next question.
  let cached: { version: string; help: Promise<PublishedHelp> } | undefined;
  return async () => {
    const version = await helpVersion(db);
    if (cached?.version !== version) {
      const loading = { version, help: loadHelp(db) };
      cached = loading;
      loading.help.catch(() => {
        if (cached === loading) cached = undefined;
      });
    }
    return cached.help;
  };
}

async function loadHelp(db: Queryable): Promise<PublishedHelp> {
  const articles = await publishedArticles(db);
  return { articles, bySlug: new Map(articles.map((article) => [article.slug, article])), search: helpSearch(articles) };
}

const nodeHelp = new WeakMap<Queryable, () => Promise<PublishedHelp>>();

/** This node's published help center on a database, current with its last change. */
export function helpOf(db: Queryable): Promise<PublishedHelp> {
  let help = nodeHelp.get(db);
  if (!help) nodeHelp.set(db, (help = publishedHelp(db)));
  return help();
}
