import type { IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';

/**
 * The origin every absolute URL names: PUBLIC_URL when set (production), else
 * (development, tests) the Host the client connected to. Never X-Forwarded-Host:
 * a client names that, and it would end up in canonical URLs, the sitemap and the CSP.
 */
export function publicOrigin(publicUrl: string | undefined, request: FastifyRequest): string {
  return publicUrl ?? `${request.protocol}://${ownHost(request.raw)}`;
}

/** The Host header, when it is a plain host[:port]; anything else is not an address to write into a page. */
export function ownHost(request: IncomingMessage): string {
  const host = request.headers.host ?? '';
  return /^([a-z0-9.-]+|\[[0-9a-f:.]+\])(:\d{1,5})?$/i.test(host) ? host : 'localhost';
}

/**
 * CORS does not cover websockets: a page on any origin could open one with
 * the staff's cookie. The handshake's Origin must be the site itself
 * (PUBLIC_URL, else the Host connected to) or a configured partner. Clients
 * that send no Origin (not a browser) have no ambient cookie to abuse and
 * are let through to authenticate.
 */
export function originAllowed(request: IncomingMessage, sites: { publicUrl?: string; partnerOrigins: string[] }): boolean {
  const origin = request.headers.origin;
  if (!origin) return true;
  if (sites.partnerOrigins.includes(origin)) return true;
  if (sites.publicUrl) return origin === sites.publicUrl;
  try {
    return new URL(origin).host === ownHost(request);
  } catch {
    return false;
  }
}
