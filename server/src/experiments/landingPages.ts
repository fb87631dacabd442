import type { FastifyReply, FastifyRequest } from 'fastify';
import { EXPERIMENT_ROUTES } from '@bookcraft/shared/contracts';
import { landingCopyPath, type PreloadedAnswers, type RuntimeConfig } from '@bookcraft/shared/core';
import type { Queryable } from '../db/database';
import type { Clock } from '../time/clock';
import type { PageRenderer, RenderedPage } from '../web/render/pageRenderer';
import { landingCopyFor } from './landingCopy';
import { visitorKeyFor } from './visitorKey';

/** A few pages × arms × keywords; the least recently used goes first. */
const CACHED_PAGES = 200;
const LANDING_ROUTES = new Set<string>(EXPERIMENT_ROUTES);

export interface LandingPaint {
  /** The page rendered with the visitor's copy; null: the page's own copy (its build's snapshot) is what the visitor sees. */
  rendered: RenderedPage | null;
  /** The landing copy's answer, for the browser's first render to start from: always in the page, so it never asks and swaps. */
  answers: PreloadedAnswers;
  /** The page holds this visitor's arm or keyword: `Cache-Control: private, no-store`, `Vary: Cookie`. */
  personal: boolean;
}

/**
 * Landing pages with the hero copy of the moment (docs/experiments.md): a running experiment's arm for this visitor, an
 * adopted copy, a keyword from utm_term. Those are rendered per request (cached per page and copy, not per visitor);
 * a page with its own copy keeps its build's snapshot. Rejects when the page cannot be rendered.
 */
export function landingPages(db: Queryable, clock: Clock, renderer: PageRenderer, config: RuntimeConfig, publicUrl: string | undefined) {
  const cache = new Map<string, Promise<RenderedPage | null>>();

  return async function paint(request: FastifyRequest, reply: FastifyReply, pathname: string, search: string): Promise<LandingPaint | null> {
    if (!LANDING_ROUTES.has(pathname)) return null;
    const utmTerm = new URLSearchParams(search).get('utm_term');
    const answerPath = landingCopyPath(pathname, utmTerm);
    const answer = await landingCopyFor(db, pathname, { key: () => visitorKeyFor(request, reply, publicUrl), utmTerm: utmTerm?.trim().slice(0, 100) }, clock.now());
    const answers: PreloadedAnswers = { [answerPath]: { status: 200, body: answer } };
    if (!answer.copy) return { rendered: null, answers, personal: false };
    // Of the query, only what the page reads: the hero asks for its copy with utm_term.
    const url = utmTerm === null ? pathname : `${pathname}?utm_term=${encodeURIComponent(utmTerm)}`;
    const key = `${url}\n${JSON.stringify(answer)}\n${await renderer.identity()}`;
    let page = cache.get(key);
    if (page) cache.delete(key);
    else {
      page = renderer.render(url, { config, answer: async (path) => (path === answerPath ? { status: 200, body: answer } : { status: 404, body: { error: 'Not found' } }) });
      page.catch(() => cache.delete(key));
    }
    cache.set(key, page);
    if (cache.size > CACHED_PAGES) cache.delete(cache.keys().next().value!);
    return { rendered: await page, answers, personal: true };
  };
}
