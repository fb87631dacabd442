import type { FastifyInstance, FastifyRequest } from 'fastify';
import { INDEXABLE_PATHS } from '@bookcraft/shared/core';
import { postDates } from '../blog/posts';
import type { Deps } from '../deps';
import { publicOrigin } from '../http/publicOrigin';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** GET /robots.txt and GET /sitemap.xml: every public route and blog post; ads, the console and the API stay out. */
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
    const posts = await postDates(db);
    const entries = [
      ...INDEXABLE_PATHS.map((path) => `<url><loc>${escapeXml(origin + path)}</loc></url>`),
      ...posts.map((post) => `<url><loc>${escapeXml(`${origin}/blog/${post.id}`)}</loc><lastmod>${new Date(post.published_at).toISOString().slice(0, 10)}</lastmod></url>`),
    ];
    return reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`);
  });
}
