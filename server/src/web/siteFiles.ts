import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { REMOTE_NAMES } from '@bookcraft/shared';
import type { Deps } from '../deps';
import { pageHtml } from './pageHeads';
import { injectRuntimeConfig, runtimeConfigFor } from './runtimeConfig';

const HASHED_FILE = /\.[0-9a-f]{8}\.[a-z0-9]+$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Hashed chunks never change, so browsers keep them a year; entry files are revalidated on every load. */
function cacheHeaders(reply: FastifyReply, filePath: string) {
  reply.header('Cache-Control', HASHED_FILE.test(filePath) ? IMMUTABLE : 'no-cache');
}

/**
 * The embedded default: the built shell at `/` (its page for every client
 * route), each remote's files under `/remotes/<name>/`, the agent console
 * at `/agent`, and the runtime configuration at `/remotes.json`. Files are
 * read from disk on each request, so replacing a remote's files redeploys it.
 */
export async function siteFiles(app: FastifyInstance, { config, db }: Deps) {
  const runtimeConfig = runtimeConfigFor(config);

  const sendPage = async (request: FastifyRequest, reply: FastifyReply, file: string, base?: string) => {
    let html: string;
    try {
      html = await readFile(file, 'utf8');
    } catch {
      return reply.status(503).type('text/plain').send('The site is not built yet: run npm run build.');
    }
    const pathname = request.url.split('?')[0] ?? '/';
    // A remote's page served at a path of its own (/agent) finds its scripts beside it, through <base>.
    if (base) html = html.replace('<head>', `<head><base href="${base}">`);
    const page = await pageHtml(db, html, `${request.protocol}://${request.host}`, pathname);
    return reply.status(page.status).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(injectRuntimeConfig(page.html, runtimeConfig));
  };

  app.get('/remotes.json', async (_request, reply) => reply.header('Cache-Control', 'no-cache').send(runtimeConfig));

  await app.register(fastifyStatic, { root: path.join(config.shellDir, 'assets'), prefix: '/assets/', index: false, setHeaders: cacheHeaders });

  // Image variants keep their names across builds, so they are cached a week rather than forever.
  await app.register(fastifyStatic, {
    root: config.imagesDir,
    prefix: '/images/',
    decorateReply: false,
    index: false,
    setHeaders: (reply) => reply.header('Cache-Control', 'public, max-age=604800'),
  });

  for (const name of REMOTE_NAMES) {
    await app.register(fastifyStatic, {
      root: config.remoteDirs[name],
      prefix: `/remotes/${name}/`,
      decorateReply: false,
      index: false,
      setHeaders(reply, filePath) {
        cacheHeaders(reply, filePath);
        // Remote files are public and loaded across origins (a CDN, a partner page embedding the chat).
        reply.header('Access-Control-Allow-Origin', '*');
      },
    });
  }

  app.get('/agent', (request, reply) => sendPage(request, reply, path.join(config.remoteDirs.chat, 'agent.html'), '/remotes/chat/'));

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !/^\/(api|remotes|assets|images|socket\.io)(\/|$)/.test(pathname);
    if (isPage) return sendPage(request, reply, path.join(config.shellDir, 'index.html'));
    return reply.status(404).send({ error: 'Not found' });
  });
}
