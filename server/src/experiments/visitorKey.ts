import { createHmac, randomBytes } from 'node:crypto';
import { sameSecret } from '../core/sameSecret';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../core/db/database';

// The visitor cookie (docs/experiments.md, SECURITY.md): a random first-party id that keeps a visitor on
// one experiment arm, set only on a landing page (or its copy's API answer) and only for visitors who are not
// bots. It is signed with a server secret: a key a client makes up is no key, and a new one is set instead.

export const VISITOR_COOKIE = 'bc_visitor';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
/** `<16 random bytes>.<HMAC>`, base64url: nothing about the visitor is in it. */
const COOKIE_FORMAT = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

/**
 * User agents that are not people: crawlers and link previewers, automated and headless browsers, and command-line
 * or library HTTP clients that announce themselves. No user agent at all counts as a bot too.
 */
const BOT_USER_AGENT =
  /bot|crawl|spider|slurp|headless|lighthouse|pagespeed|gtmetrix|preview|facebookexternalhit|embedly|curl|wget|python-|httpie|go-http-client|java\/|okhttp|libwww|scrapy|phantomjs|selenium|puppeteer|playwright/i;

export function isSuspectedBot(userAgent: string | undefined): boolean {
  return !userAgent?.trim() || BOT_USER_AGENT.test(userAgent);
}

export interface VisitorKeys {
  /** The visitor key the request's cookie carries, if this site signed it. */
  of(request: FastifyRequest): string | undefined;
  /**
   * The visitor's key, or a new one set as the cookie (HttpOnly, SameSite=Lax, Secure on an https site, a year).
   * A suspected bot gets none.
   */
  for(request: FastifyRequest, reply: FastifyReply): string | undefined;
}

/** The secret that signs visitor keys: generated once and kept in the database, so every node and restart agrees. */
async function signingSecret(db: Database): Promise<string> {
  await db.query(`INSERT INTO app_settings (key, value) VALUES ('visitor_key_secret', $1) ON CONFLICT (key) DO NOTHING`, [randomBytes(32).toString('base64url')]);
  const [row] = await db.query<{ value: string }>(`SELECT value FROM app_settings WHERE key = 'visitor_key_secret'`);
  return row!.value;
}

export async function loadVisitorKeys(db: Database, publicUrl: string | undefined): Promise<VisitorKeys> {
  const secret = await signingSecret(db);
  const sign = (key: string) => createHmac('sha256', secret).update(key).digest('base64url');

  function of(request: FastifyRequest): string | undefined {
    const match = COOKIE_FORMAT.exec(request.cookies?.[VISITOR_COOKIE] ?? '');
    if (!match) return undefined;
    const [, key, signature] = match as unknown as [string, string, string];
    return sameSecret(signature, sign(key)) ? key : undefined;
  }

  return {
    of,
    for(request, reply) {
      if (isSuspectedBot(request.headers['user-agent'])) return undefined;
      const known = of(request);
      if (known) return known;
      const key = randomBytes(16).toString('base64url');
      reply.setCookie(VISITOR_COOKIE, `${key}.${sign(key)}`, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: publicUrl ? publicUrl.startsWith('https:') : request.protocol === 'https',
        maxAge: ONE_YEAR_SECONDS,
      });
      return key;
    },
  };
}
