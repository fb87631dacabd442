import { randomUUID } from 'node:crypto';
import type { World } from './world';

/** What the help article calls act on in a world: a draft article and its first revision. */
interface WorldArticle {
  article: string;
  revision: string;
}

const articles = new WeakMap<World, WorldArticle>();

/** Ids that name nothing, for the tests that make a call without the case's setup (refused before anything is looked up). */
const NOTHING = { article: '00000000-0000-4000-8000-000000000000', revision: '999999999' };

export const helpArticleOf = (world: World): WorldArticle => articles.get(world) ?? NOTHING;

/** A valid article, with a slug no other article has. */
export const helpArticleFields = (slug = `corpus-${randomUUID().slice(0, 8)}`) => ({
  title: 'How long does editing take?',
  slug,
  shortAnswer: 'Most edits take two to six weeks, depending on the length and the level of editing.',
  body: 'A **copy edit** of a 60,000-word novel takes about three weeks.\n\nA developmental edit takes longer.',
  category: 'Editing and formatting',
  relatedPaths: ['/services/editing'],
});

/** Stored as the routes would store them (the routes themselves are tested in helpArticles.test.ts). */
export async function addHelpArticle(world: World): Promise<void> {
  const { db } = world;
  const fields = helpArticleFields(`corpus-article-${randomUUID().slice(0, 8)}`);
  const values = [fields.title, fields.slug, fields.shortAnswer, fields.body, fields.category, fields.relatedPaths, world.staffId];
  const [article] = await db.query<{ id: string }>(
    `INSERT INTO help_articles (title, slug, short_answer, body, category, related_paths, created_at, updated_at, updated_by)
     VALUES ($1, $2, $3, $4, $5, $6, now(), now(), $7::uuid) RETURNING id::text AS id`,
    values,
  );
  const [revision] = await db.query<{ id: string }>(
    `INSERT INTO help_article_revisions (article_id, title, slug, short_answer, body, category, related_paths, saved_at, saved_by)
     VALUES ($8::uuid, $1, $2, $3, $4, $5, $6, now(), $7::uuid) RETURNING id::text AS id`,
    [...values, article!.id],
  );
  articles.set(world, { article: article!.id, revision: revision!.id });
}
