import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { declaredPathFor, LEAD_FORM_TOKEN_PLACEHOLDER, organizationData, REMOTE_NAMES, type PageSnapshot, type PreloadedAnswers, type RemoteName } from '@bookcraft/shared/core';
import type { Deps } from '../http/deps';
import { deferScripts, type BootScripts } from './bootScript';
import { publicOrigin } from '../http/publicOrigin';
import { leadFormPost } from './leadFormPost';
import { loadLeadChallenges } from '../leads/spamCheck';
import { withNotice } from './pageNotice';
import { builtFiles, type BuiltFiles } from './builtFiles';
import { headFor, movedBlogPost, pageStructuredData, withHeadTags, withStructuredData } from './pageHeads';
import { findSnapshot, injectAnswers, injectSnapshot, snapshotHead } from './prerendered';
import { blogPages, blogPageUrl } from './render/blogPages';
import { helpPages, helpPageUrl } from './render/helpPages';
import { landingPages, UNPAINTED, type LandingPaint } from './landingPages';
import { bundlePins } from './render/bundlePins';
import { pageRenderer, type RenderedPage } from './render/pageRenderer';
import { injectRuntimeConfig, runtimeConfigFor } from './runtimeConfig';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const HASHED_FILE = /\.[0-9a-f]{8}\.[a-z0-9]+$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** No page of the site has a longer path; a longer one is refused before any pattern reads it. */
export const MAX_PAGE_PATH_LENGTH = 2048;

/** Hashed chunks never change, so browsers keep them a year; entry files are revalidated on every load. */
/** The compression a request takes, Brotli first. */
function acceptedEncoding(request: FastifyRequest): 'br' | 'gzip' | undefined {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  return /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
}

function cacheHeaders(reply: FastifyReply, filePath: string) {
  reply.header('Cache-Control', HASHED_FILE.test(filePath.replace(/\.(br|gz)$/, '')) ? IMMUTABLE : 'no-cache');
}

/** Each lead form's token placeholder filled with a token of its own (docs/spam.md, "Without JavaScript"); whether there was one. */
function withFormTokens(html: string, issue: () => string): { html: string; filled: boolean } {
  const parts = html.split(LEAD_FORM_TOKEN_PLACEHOLDER);
  if (parts.length === 1) return { html, filled: false };
  return { html: parts.reduce((text, part) => `${text}${issue()}${part}`), filled: true };
}

interface PageOptions {
  prerendered?: boolean;
  /** The page to send, when it is not the one asked for (a posted lead form answered with its own page). */
  pathname?: string;
  status?: number;
  /** Markup shown above the page (a posted form's messages). */
  notice?: string;
}

/**
 * The shell's page for every client route (prerendered, with its head tags
 * and runtime configuration), the staff console's page at `/agent`, and the
 * runtime configuration at `/remotes.json`. In the embedded default it also
 * serves the built files: the shell's at `/assets/`, each remote's under
 * `/remotes/<name>/`, the console's under `/console/`. Files are read on each
 * request, so replacing a remote's files redeploys it. In docker-compose the
 * files are read from the shell's and remotes' containers (the console's from
 * the shell's), and the gateway serves them.
 */
export async function siteFiles(app: FastifyInstance, deps: Deps & { boot: BootScripts }) {
  const { config, db, boot } = deps;
  const runtimeConfig = runtimeConfigFor(config);
  const shell = builtFiles(config.shellDir);
  const remotes = Object.fromEntries(REMOTE_NAMES.map((name) => [name, builtFiles(config.remoteDirs[name])])) as Record<RemoteName, BuiltFiles>;
  const staffConsole = builtFiles(config.consoleDir);
  const renderer = pageRenderer(shell, remotes, {
    pins: bundlePins(config.renderBundlePins),
    onRefused: (name, why) => deps.log.error(`The ${name} Node bundle was refused, and the pages it renders go out unpainted: ${why}`),
  });
  const renderBlogPage = blogPages(db, renderer, runtimeConfig);
  const renderHelpPage = helpPages(db, renderer, runtimeConfig);
  const paintLandingPage = landingPages(db, renderer, runtimeConfig, deps.visitorKeys);
  const leadChallenges = await loadLeadChallenges(db, { configuredKey: config.leadChallengeKey, minFillMs: config.leadMinFillMs, clock: deps.clock });

  /** A page rendered now, or sent unpainted (its scripts render it) when it cannot be: never refused. */
  const renderedNow = async (request: FastifyRequest, pathname: string, render: () => Promise<RenderedPage | null>) => {
    try {
      const page = await render();
      return page && { snapshot: { path: pathname, root: page.root, css: page.css }, answers: page.answers };
    } catch (error) {
      request.log.error({ err: error, pathname }, 'A page rendered per request could not be rendered: it is sent unpainted');
      return null;
    }
  };

  /**
   * The painted page for a path: the blog's and the help center's pages rendered now (their posts and articles
   * change), any other page's snapshot from the build.
   */
  const paintedPage = async (request: FastifyRequest, reply: FastifyReply, pathname: string, search: string, status: number): Promise<{ snapshot?: PageSnapshot; answers?: PreloadedAnswers; personal?: boolean } | null> => {
    // An address that names no article is painted too, with its notice (404).
    const helpUrl = helpPageUrl(pathname, new URLSearchParams(search));
    if (helpUrl) return renderedNow(request, pathname, () => renderHelpPage(helpUrl));
    const blogUrl = blogPageUrl(pathname, new URLSearchParams(search));
    if (!blogUrl) {
      if (status !== 200) return null;
      // A landing page holds the visitor's experiment arm or ad keyword (docs/experiments.md); one that cannot be
      // rendered with it is sent unpainted with its copy's answer, never painted with the wrong copy.
      let landing: LandingPaint | null;
      try {
        landing = await paintLandingPage(request, reply, pathname, search);
      } catch (error) {
        request.log.error({ err: error, pathname }, 'A landing page could not be rendered with its copy: it is sent unpainted');
        return { personal: true };
      }
      if (landing?.rendered === UNPAINTED) return { answers: landing.answers, personal: true };
      if (landing?.rendered) {
        const { root, css, head } = landing.rendered;
        return { snapshot: { path: pathname, root, css, ...(head ? { head } : {}) }, answers: landing.answers, personal: true };
      }
      // The page's own copy: its build's snapshot, for a visitor in an experiment's control too (still their own page: their cookie is set).
      const snapshot = await findSnapshot(remotes, pathname);
      if (!landing) return snapshot && { snapshot };
      return { ...(snapshot ? { snapshot } : {}), answers: landing.answers, personal: landing.personal };
    }
    // An unknown post stays unpainted (404); one taken down is painted with its notice (410).
    if (status !== 200 && status !== 410) return null;
    return renderedNow(request, pathname, () => renderBlogPage(blogUrl));
  };

  const sendPage = async (request: FastifyRequest, reply: FastifyReply, files: BuiltFiles, file: string, options: PageOptions = {}) => {
    // Missing is "not built yet"; any other failure to read is logged and answered 500 by the error handler.
    let html = await files.read(file).catch((error: unknown) => {
      request.log.error({ err: error, file }, 'A built page could not be read');
      throw error;
    });
    if (html === null) return reply.status(503).type('text/plain').header('Retry-After', '5').send('The site is not available: its built files cannot be read (not built yet? npm run build).');
    const pathname = options.pathname ?? request.url.split('?')[0] ?? '/';
    const search = options.pathname ? '' : request.url.slice(pathname.length);
    const { head, fallback, status, post, help } = await headFor(db, pathname);
    const painted = options.prerendered ? await paintedPage(request, reply, pathname, search, status) : null;
    const snapshot = painted?.snapshot;
    const origin = publicOrigin(config.publicUrl, request);
    html = withHeadTags(html, head ?? (snapshot && snapshotHead(snapshot, runtimeConfig)) ?? fallback, origin, pathname);
    if (options.prerendered) {
      const organization = organizationData({ origin, phone: runtimeConfig.phone, email: runtimeConfig.email });
      html = withStructuredData(html, [organization, ...pageStructuredData(pathname, origin, post, help)]);
    }
    // The answers go in before the markup, whose text cannot then be mistaken for the page's own tags.
    const withAnswers = painted?.answers ? injectAnswers(html, painted.answers) : html;
    // A painted page's scripts are started by the boot script (a shell built without one leaves them in the head).
    const withSnapshot = snapshot ? injectSnapshot(withAnswers, snapshot, runtimeConfig) : html;
    const bootScript = snapshot ? await boot.forPage(reply) : null;
    const page = injectRuntimeConfig(bootScript ? deferScripts(withSnapshot, bootScript) : withSnapshot, runtimeConfig);
    const { html: body, filled: holdsFormToken } = withFormTokens(options.notice ? withNotice(page, options.notice) : page, leadChallenges.issueFormToken);
    // A page with a visitor's own copy is theirs alone: kept by no shared cache, and told apart by the visitor cookie.
    // A page with a lead form's token is one response's alone: a token used by one visitor is spam from the next.
    const personal = painted?.personal === true;
    reply.status(options.status ?? status).header('Cache-Control', personal || holdsFormToken ? 'private, no-store' : 'no-cache').header('Vary', personal ? 'Accept-Encoding, Cookie' : 'Accept-Encoding').type('text/html; charset=utf-8');
    // A prerendered page is tens of KB of markup: compressed, it costs a slow phone a fraction of that.
    const encoding = acceptedEncoding(request);
    if (encoding === 'br') return reply.header('Content-Encoding', 'br').send(await brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }));
    if (encoding === 'gzip') return reply.header('Content-Encoding', 'gzip').send(await gzip(body));
    return reply.send(body);
  };

  app.get('/remotes.json', async (_request, reply) => reply.header('Cache-Control', 'no-cache').send(runtimeConfig));

  if (shell.folder) await app.register(fastifyStatic, { root: path.join(shell.folder, 'assets'), prefix: '/assets/', index: false, preCompressed: true, setHeaders: cacheHeaders });

  // Image variants keep their names across builds, so they are cached a week rather than forever.
  await app.register(fastifyStatic, {
    root: config.imagesDir,
    prefix: '/images/',
    decorateReply: false,
    index: false,
    setHeaders: (reply) => reply.header('Cache-Control', 'public, max-age=604800'),
  });

  for (const name of REMOTE_NAMES) {
    const { folder } = remotes[name];
    if (!folder) continue;
    await app.register(fastifyStatic, {
      root: folder,
      prefix: `/remotes/${name}/`,
      decorateReply: false,
      index: false,
      // The build writes .br and .gz copies; they are sent to browsers that accept them.
      preCompressed: true,
      setHeaders(reply, filePath) {
        cacheHeaders(reply, filePath);
        // Remote files are public and loaded across origins (a CDN, a partner page embedding the chat).
        reply.header('Access-Control-Allow-Origin', '*');
      },
    });
  }

  // The staff console's scripts: its page at /agent names them under /console/. Only staff load them, from this site.
  if (staffConsole.folder) await app.register(fastifyStatic, { root: staffConsole.folder, prefix: '/console/', decorateReply: false, index: false, preCompressed: true, setHeaders: cacheHeaders });

  await app.register(leadFormPost, { ...deps, leadChallenges, showFormPage: (request, reply, page) => sendPage(request, reply, shell, 'index.html', { prerendered: true, ...page }) });

  app.get('/agent', (request, reply) => sendPage(request, reply, staffConsole, 'index.html'));

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !/^\/(api|remotes|assets|console|images|socket\.io)(\/|$)/.test(pathname);
    if (!isPage) return reply.status(404).send({ error: 'Not found' });
    if (pathname.length > MAX_PAGE_PATH_LENGTH) return reply.status(414).type('text/plain').send('This address is too long.');
    // One URL per page: empty path segments (//) are dropped, by a split rather than a pattern.
    if (pathname.includes('//')) return reply.redirect(`/${pathname.split('/').filter(Boolean).join('/')}${request.url.slice(pathname.length)}`, 301);
    // A route asked for in another case (/lp-gn-gad) moves to its own spelling.
    const declared = declaredPathFor(pathname);
    if (declared) return reply.redirect(declared + request.url.slice(pathname.length), 301);
    // A post asked for by its id moves to its slug's address for good (docs/content.md).
    const moved = await movedBlogPost(db, pathname);
    if (moved) return reply.redirect(moved + request.url.slice(pathname.length), 301);
    return sendPage(request, reply, shell, 'index.html', { prerendered: true });
  });
}
