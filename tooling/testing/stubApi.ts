import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

/** JSON by default; a `content-type` header with a string or Buffer body sends it as it is (a file, a transcript). */
type Answer = { status: number; body?: unknown; headers?: Record<string, string> } | 'drop';
export type Responder = (request: RecordedRequest) => Answer | Promise<Answer>;

/** JSON bodies are parsed; anything else (a multipart upload) stays text. */
function parseBody(raw: string): unknown {
  if (!raw) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

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
    res.setHeader('Access-Control-Allow-Headers', 'content-type, idempotency-key, authorization');
    res.setHeader('Access-Control-Expose-Headers', 'content-disposition');
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE');
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', async () => {
      const recorded = { method: req.method ?? 'GET', path: req.url ?? '/', headers: req.headers, body: parseBody(raw) };
      requests.push(recorded);
      const answer = await responder(recorded);
      if (answer === 'drop') {
        req.socket.destroy();
        return;
      }
      const asIs = answer.headers?.['content-type'] && (typeof answer.body === 'string' || Buffer.isBuffer(answer.body)) ? (answer.body as string | Buffer) : undefined;
      res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers }).end(asIs ?? JSON.stringify(answer.body ?? {}));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    /** The Node server, for a test double that attaches more to it (the chat's Socket.IO server). */
    server,
    requests,
    respondWith(next: Responder) {
      responder = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Connections a client keeps alive would otherwise hold the close for the usual 5 s.
        server.closeAllConnections();
      }),
  };
}
