import type { FastifyRequest } from 'fastify';
import { ClientError } from '../core/errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const hostOf = (origin: string) => {
  try {
    return new URL(origin).host;
  } catch {
    return null; // "null" (a sandboxed frame, a file) or garbage: never this site
  }
};

/**
 * Cross-site request forgery: a page elsewhere making the staff member's
 * browser send a change with their session cookie. The cookie is
 * SameSite=Strict, so other sites' requests go without it; this check also
 * covers what SameSite does not: another origin on the same site (a
 * subdomain, a partner page there) and browsers that ignore SameSite.
 *
 * The browser says where a request comes from: `Sec-Fetch-Site` in every
 * current browser, else `Origin`, which browsers send on every POST, PUT,
 * PATCH and DELETE. A request with neither is not from a browser, and has no
 * ambient cookie to abuse. Reads (GET, HEAD) change nothing and pass.
 *
 * `Origin` is compared with the Host header the browser sent, never with
 * Fastify's `request.host`, which takes a trusted proxy's X-Forwarded-Host:
 * a page elsewhere would only have to name itself there.
 */
export function isCrossOriginChange(request: FastifyRequest): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const site = request.headers['sec-fetch-site'];
  if (site) return site !== 'same-origin' && site !== 'none';
  const origin = request.headers.origin;
  return origin !== undefined && hostOf(origin) !== (request.headers.host ?? '');
}

/** 403 for a cookie-authenticated change that another origin's page asked for. */
export function refuseCrossOriginChange(request: FastifyRequest): void {
  if (isCrossOriginChange(request)) throw new ClientError(403, 'Cross-origin request refused');
}

/**
 * What a page's markup fetches on its own (an `<img>`, a `<script>`, a style sheet, a frame...), as the
 * browser names it in `Sec-Fetch-Dest`. A staff route answers the console's calls (`empty`) and a link
 * followed or downloaded (`document`), never those: an image in a post the admin previews must not make
 * their browser export a visitor.
 */
const CALLS_AND_LINKS = new Set(['empty', 'document']);

/** 403 for a request a page's markup made by itself. */
export function refuseSubresourceRequest(request: FastifyRequest): void {
  const destination = request.headers['sec-fetch-dest'];
  if (typeof destination === 'string' && !CALLS_AND_LINKS.has(destination)) throw new ClientError(403, 'Staff routes answer the console, not a page’s images or scripts');
}
