import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

// The visitor cookie (docs/experiments.md, SECURITY.md): a random first-party id that keeps a visitor on
// one experiment arm, set only on a landing page (or its copy's API answer) and only for visitors who are not bots.

export const VISITOR_COOKIE = 'bc_visitor';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
/** 16 random bytes, base64url: nothing about the visitor is in it. */
const KEY_FORMAT = /^[A-Za-z0-9_-]{22}$/;

/**
 * User agents that are not people: crawlers and link previewers, automated and headless browsers, and command-line
 * or library HTTP clients that announce themselves. No user agent at all counts as a bot too.
 */
const BOT_USER_AGENT =
  /bot|crawl|spider|slurp|headless|lighthouse|pagespeed|gtmetrix|preview|facebookexternalhit|embedly|curl|wget|python-|httpie|go-http-client|java\/|okhttp|libwww|scrapy|phantomjs|selenium|puppeteer|playwright/i;

export function isSuspectedBot(userAgent: string | undefined): boolean {
  return !userAgent?.trim() || BOT_USER_AGENT.test(userAgent);
}

/** The visitor key the request's cookie carries, if it is one this site could have set. */
export function visitorKeyOf(request: FastifyRequest): string | undefined {
  const key = request.cookies?.[VISITOR_COOKIE];
  return key && KEY_FORMAT.test(key) ? key : undefined;
}

/**
 * The visitor's key, or a new one set as the cookie (HttpOnly, SameSite=Lax, Secure on an https site, a year).
 * A suspected bot gets none.
 */
export function visitorKeyFor(request: FastifyRequest, reply: FastifyReply, publicUrl: string | undefined): string | undefined {
  if (isSuspectedBot(request.headers['user-agent'])) return undefined;
  const known = visitorKeyOf(request);
  if (known) return known;
  const key = randomBytes(16).toString('base64url');
  reply.setCookie(VISITOR_COOKIE, key, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: publicUrl ? publicUrl.startsWith('https:') : request.protocol === 'https',
    maxAge: ONE_YEAR_SECONDS,
  });
  return key;
}
