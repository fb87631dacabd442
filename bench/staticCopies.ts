import { createServer, request as forward, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync } from 'node:zlib';

export interface StaticCopies {
  url: string;
  stop: () => Promise<void>;
}

/**
 * Serves each page's static copy at the page's own path, compressed as the site compresses its pages, and passes
 * every other request to the site. So a copy loads the site's fonts, images and styles from its own origin, as the
 * page does: a copy on another origin with a `<base>` pointing at the site loses its web fonts (fonts are fetched
 * in CORS mode and the site does not serve them cross-origin), and paints sooner than the page ever could.
 */
export async function serveStaticCopies(siteUrl: string, copies: Map<string, string>): Promise<StaticCopies> {
  const site = new URL(siteUrl);
  const compressed = new Map([...copies].map(([pathname, html]) => [pathname, brotliCompressSync(html)]));

  const serveCopy = (request: IncomingMessage, response: ServerResponse, pathname: string) => {
    const brotli = /\bbr\b/.test(String(request.headers['accept-encoding'] ?? ''));
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache', vary: 'Accept-Encoding', ...(brotli ? { 'content-encoding': 'br' } : {}) });
    response.end(brotli ? compressed.get(pathname) : copies.get(pathname));
  };

  const passToSite = (request: IncomingMessage, response: ServerResponse) => {
    const upstream = forward(new URL(request.url!, site), { method: request.method, headers: { ...request.headers, host: site.host } }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    upstream.on('error', () => response.writeHead(502).end());
    request.pipe(upstream);
  };

  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url!, site);
    if (copies.has(pathname) && request.method === 'GET') serveCopy(request, response, pathname);
    else passToSite(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
