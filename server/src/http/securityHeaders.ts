import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../core/config';
import { publicOrigin } from './publicOrigin';

/** The origin of a URL on another host (`https://cdn.example`); nothing for a path on this site. */
export function originOf(url: string): string | undefined {
  if (url.startsWith('//')) return originOf(`https:${url}`)?.replace(/^https:\/\//, '');
  if (!/^(https?|wss?):\/\//i.test(url)) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/** The websocket origin a Socket.IO client opens for an http(s) origin. */
const asWebSocket = (origin: string | undefined) => origin?.replace(/^http/, 'ws');

const sources = (...list: (string | undefined)[]) => [...new Set(list.filter((source): source is string => Boolean(source)))].join(' ');

/**
 * The pages' Content-Security-Policy: scripts only from this site and the
 * configured remotes, and inline only the boot script a painted page carries,
 * by its hash (computed when the shell was built; the runtime configuration is
 * a JSON data block), connections only to this site,
 * its socket, the configured API, socket and remote hosts, images also from
 * the image host, `data:` (the site's icon) and `blob:` (chat images are shown from blobs). Styles allow
 * 'unsafe-inline': emotion writes every component's styles into <style>
 * elements at run time, and prerendered pages carry theirs inline.
 */
export function contentSecurityPolicy(config: ServerConfig, site: { host: string; protocol: string }, inlineScripts: readonly string[] = []): string {
  const remotes = Object.values(config.remoteUrls).map(originOf);
  const api = originOf(config.apiBaseUrl);
  const socketHost = originOf(config.socketUrl);
  const ownSocket = `${site.protocol === 'https:' ? 'wss' : 'ws'}://${site.host}`;
  const directives: [string, string][] = [
    ['default-src', "'self'"],
    ['script-src', sources("'self'", ...inlineScripts, ...remotes)],
    ['style-src', sources("'self'", "'unsafe-inline'", ...remotes)],
    // data: for the site's icon, which every page carries in its head (tooling/index.html).
    ['img-src', sources("'self'", 'data:', 'blob:', originOf(config.imageBaseUrl), ...remotes)],
    ['font-src', sources("'self'", ...remotes)],
    ['connect-src', sources("'self'", ownSocket, api, socketHost, asWebSocket(socketHost), ...remotes)],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    // Nobody frames the site: partners embed the chat with a script, not a frame (clickjacking).
    ['frame-ancestors', "'none'"],
  ];
  return directives.map(([name, value]) => `${name} ${value}`).join('; ');
}

/** An API answer is data: opened as a page, it may load and run nothing, and nobody may frame it. */
const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

const isHtml = (contentType: unknown) => String(contentType ?? '').startsWith('text/html');

/**
 * Headers on every answer: no MIME sniffing, referrers cut to the origin
 * for other sites, HSTS when the request came over HTTPS (directly or
 * through a trusted proxy: TRUST_PROXY). Pages get the CSP above and may not
 * be framed; API answers a CSP that allows nothing. `inlineScripts` names the
 * CSP sources (hashes) of the inline scripts the page an answer sends may run:
 * the boot script that page carries, so its policy and its script always match,
 * even as a redeployed shell brings a new one.
 */
export function addSecurityHeaders(app: FastifyInstance, config: ServerConfig, inlineScripts: (reply: FastifyReply) => readonly string[]): void {
  app.addHook('onSend', async (request: FastifyRequest, reply, payload) => {
    const https = request.protocol === 'https';
    reply.header('X-Content-Type-Options', 'nosniff');
    // A page with a secret in its address (a confirmation link) sends no Referer at all, and says so itself.
    if (!reply.hasHeader('referrer-policy')) reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    // A year; includeSubDomains and preload are the domain owner's call, made where TLS ends.
    if (https) reply.header('Strict-Transport-Security', 'max-age=31536000');
    if (isHtml(reply.getHeader('content-type'))) {
      reply.header('Content-Security-Policy', contentSecurityPolicy(config, new URL(publicOrigin(config.publicUrl, request)), inlineScripts(reply))).header('X-Frame-Options', 'DENY');
    } else if (request.url.startsWith('/api/')) {
      reply.header('Content-Security-Policy', API_POLICY);
    }
    return payload;
  });
}
