import type { FastifyInstance } from 'fastify';
import { helpArticleAnswer, helpIndexAnswer } from '../../help/publicAnswers';
import type { Deps } from '../deps';
import { contractRoutes } from '../contractRoutes';
import { ClientError } from '../../core/errors';

// GET /api/help?q=how+long        every published article by section; with q, the best answers first -> { categories, query?, results? }
// GET /api/help/:id               one published article by its slug, its Markdown as HTML -> 200 | 400 | 404 (a draft, or no such slug)

export async function helpRoutes(app: FastifyInstance, deps: Deps) {
  const route = contractRoutes(app, deps);
  const { db } = deps;

  route('GET /api/help', async ({ query: { q } }) => helpIndexAnswer(db, q || undefined));

  route('GET /api/help/:id', async ({ params }) => {
    const article = await helpArticleAnswer(db, params.id);
    if (!article) throw new ClientError(404, 'No such article');
    return article;
  });
}
