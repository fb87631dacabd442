import type { FastifyReply, FastifyRequest } from 'fastify';
import { EXPERIMENT_ROUTES } from '@bookcraft/shared/contracts';
import { landingCopyPath, type PreloadedAnswers, type RuntimeConfig } from '@bookcraft/shared/core';
import type { Queryable } from '../core/db/database';
import type { PageRenderer, RenderedPage } from './render/pageRenderer';
import { landingCopyFor } from '../experiments/landingCopy';
import { usableKeyword } from '../experiments/keyword';
import type { VisitorKeys } from '../experiments/visitorKey';

/** A few pages × arms × keywords; the least recently used goes first. */
const CACHED_PAGES = 200;
const LANDING_ROUTES = new Set<string>(EXPERIMENT_ROUTES);

/** A landing page whose copy is not its own, with no Node bundle to render it: sent unpainted, for its scripts to paint. */
export const UNPAINTED = 'unpainted';

export interface LandingPaint {
  /** The page rendered with the visitor's copy; null: the page's own copy (its build's snapshot) is what the visitor sees; UNPAINTED: it could not be rendered with its copy. */
  rendered: RenderedPage | typeof UNPAINTED | null;
  /** The landing copy's answer, for the browser's first render to start from: always in the page, so it never asks and swaps. */
  answers: PreloadedAnswers;
  /**
   * The page holds this visitor's arm or keyword, or an experiment runs on it (the answer sets the visitor's cookie,
   * whichever arm they are in): `Cache-Control: private, no-store`, `Vary: Cookie`.
   */
  personal: boolean;
}

/**
 * Landing pages with the hero copy of the moment (docs/experiments.md): a running experiment's arm for this visitor, an
 * adopted copy, a keyword from utm_term. Those are rendered per request (cached per page and copy, not per visitor);
 * a page with its own copy keeps its build's snapshot. Rejects when the page cannot be rendered.
 */
export function landingPages(db: Queryable, renderer: PageRenderer, config: RuntimeConfig, visitorKeys: VisitorKeys) {
  const cache = new Map<string, Promise<RenderedPage | null>>();

  return async function paint(request: FastifyRequest, reply: FastifyReply, pathname: string, search: string): Promise<LandingPaint | null> {
    if (!LANDING_ROUTES.has(pathname)) return null;
    const utmTerm = new URLSearchParams(search).get('utm_term');
    const answerPath = landingCopyPath(pathname, utmTerm);
    const answer = await landingCopyFor(db, pathname, { key: () => visitorKeys.for(request, reply), utmTerm: utmTerm?.trim().slice(0, 100) });
    const answers: PreloadedAnswers = { [answerPath]: { status: 200, body: answer } };
    // The page's own copy (the control of a running experiment too): its build's snapshot is the visitor's page.
    if (!answer.copy) return { rendered: null, answers, personal: answer.experiment };
    // Rendered with only what fills the copy: the keyword the headline may show (none for a term it may not),
    // so the cache holds an entry per copy, not per term an ad or a script sends.
    const keyword = usableKeyword(utmTerm);
    const url = keyword === null ? pathname : `${pathname}?utm_term=${encodeURIComponent(keyword)}`;
    const renderedAnswerPath = landingCopyPath(pathname, keyword);
    const key = `${pathname}\n${JSON.stringify(answer)}\n${await renderer.identity()}`;
    let page = cache.get(key);
    if (page) cache.delete(key);
    else {
      page = renderer.render(url, { config, answer: async (path) => (path === renderedAnswerPath ? { status: 200, body: answer } : { status: 404, body: { error: 'Not found' } }) });
      page.catch(() => cache.delete(key));
    }
    cache.set(key, page);
    if (cache.size > CACHED_PAGES) cache.delete(cache.keys().next().value!);
    const rendered = await page;
    // No Node bundle to render the copy with: the page goes unpainted, with its copy's answer, never with another copy.
    return { rendered: rendered ?? UNPAINTED, answers, personal: true };
  };
}
