import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

type Answer = { status: number; body?: unknown } | 'drop';
export type Responder = (request: RecordedRequest) => Answer | Promise<Answer>;

/**
 * A real HTTP server on loopback that answers a browser-side client under
 * test (jsdom's XHR, with CORS as a browser does it). Each test says how it
 * answers; 'drop' closes the connection as an unreachable API would.
 */
export async function startStubApi() {
  const requests: RecordedRequest[] = [];
  let responder: Responder = () => ({ status: 200, body: {} });
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    res.setHeader('Access-Control-Allow-Headers', 'content-type, idempotency-key');
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE');
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', async () => {
      const recorded = { method: req.method ?? 'GET', path: req.url ?? '/', headers: req.headers, body: raw ? JSON.parse(raw) : undefined };
      requests.push(recorded);
      const answer = await responder(recorded);
      if (answer === 'drop') {
        req.socket.destroy();
        return;
      }
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body ?? {}));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    respondWith(next: Responder) {
      responder = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
