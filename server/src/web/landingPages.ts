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
export function landingPages(db: Queryable, renderer: PageRenderer, config: RuntimeConfig, visitorKeys: VisitorKeys) {
  const cache = new Map<string, Promise<RenderedPage | null>>();

  return async function paint(request: FastifyRequest, reply: FastifyReply, pathname: string, search: string): Promise<LandingPaint | null> {
    if (!LANDING_ROUTES.has(pathname)) return null;
    const utmTerm = new URLSearchParams(search).get('utm_term');
    const answerPath = landingCopyPath(pathname, utmTerm);
    const answer = await landingCopyFor(db, pathname, { key: () => visitorKeys.for(request, reply), utmTerm: utmTerm?.trim().slice(0, 100) });
    const answers: PreloadedAnswers = { [answerPath]: { status: 200, body: answer } };
    if (!answer.copy) return { rendered: null, answers, personal: false };
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
    return { rendered: await page, answers, personal: true };
  };
}
