import type { FastifyInstance, FastifyRequest } from 'fastify';
import { blogPostAddress, helpArticleAddress, INDEXABLE_PATHS } from '@bookcraft/shared/core';
import { blogFeed, escapeXml } from '../blog/feed';
import { postDates } from '../blog/posts';
import { shownArticles } from '../help/publicAnswers';
import type { Deps } from '../http/deps';
import { publicOrigin } from '../http/publicOrigin';

/** GET /robots.txt, GET /sitemap.xml (every public route, published post and help article; ads, the console and the API stay out) and the blog's Atom feed. */
export async function seoFiles(app: FastifyInstance, { db, config }: Deps) {
  const originOf = (request: FastifyRequest) => publicOrigin(config.publicUrl, request);
  app.get('/robots.txt', async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(['User-agent: *', 'Allow: /', 'Disallow: /agent', 'Disallow: /api/', 'Disallow: /LP-', `Sitemap: ${originOf(request)}/sitemap.xml`, ''].join('\n')),
  );

  app.get('/sitemap.xml', async (request, reply) => {
    const origin = originOf(request);
    const [posts, articles] = await Promise.all([postDates(db), shownArticles(db)]);
    const entries = [
      ...INDEXABLE_PATHS.map((path) => `<url><loc>${escapeXml(origin + path)}</loc></url>`),
      ...posts.map((post) => `<url><loc>${escapeXml(origin + blogPostAddress(post))}</loc><lastmod>${new Date(post.date_modified).toISOString()}</lastmod></url>`),
      ...articles.map((article) => `<url><loc>${escapeXml(origin + helpArticleAddress(article.slug))}</loc><lastmod>${article.updatedAt}</lastmod></url>`),
    ];
    return reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`);
  });

  app.get('/blog/feed.xml', async (request, reply) =>
    reply
      .type('application/atom+xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=60')
      .send(await blogFeed(db, originOf(request))),
  );
}
