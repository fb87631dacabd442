import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkApiAnswer, checkApiRequest, type ApiClient } from '@bookcraft/shared/contracts';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

/** A call the client under test made that the real server refuses (shared/src/contract/api/). */
export interface ContractViolation {
  /** `PUT /api/customer/signup/update/4b0f…`, or `socket event createRoom`. */
  call: string;
  /** How the server answers it: `401 Visitor token required`. */
  reason: string;
}

/** JSON by default; a `content-type` header with a string or Buffer body sends it as it is (a file, a transcript). */
type Answer = { status: number; body?: unknown; headers?: Record<string, string> } | 'drop';
export type Responder = (request: RecordedRequest) => Answer | Promise<Answer>;

/** A visitor token of the shape the server issues (`<customer id>.<signature>`); the stand-in cannot check signatures. */
export const standInVisitorToken = (customerId: string) => `${customerId}.stand-in-signature`;

/** JSON bodies are parsed; anything else (a multipart upload) stays text. */
function parseBody(raw: string): unknown {
  if (!raw) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

export const describeViolations = (violations: readonly ContractViolation[]) =>
  `The client under test made calls the real server refuses (shared/src/contract/api/):\n${violations.map(({ call, reason }) => `  ${call} -> ${reason}`).join('\n')}`;

/**
 * A real HTTP server on loopback that answers a browser-side client under
 * test (jsdom's XHR, with CORS as a browser does it). Each test says how it
 * answers; 'drop' closes the connection as an unreachable API would.
 *
 * Every call is first checked against the API contract, as the server's side
 * of it would: a call the server refuses gets the server's answer (404, 401,
 * 403 or 400 with its fields), never the test's, and is kept in `violations`.
 * `client` is who the code under test is: a visitor's page, or the staff console.
 *
 * Every answer a test gives is held to the same contract (shared/src/contract/api/apiAnswers.ts): one
 * the server could never give (a status the route does not list, a body outside its schema, an
 * error that is not `{ error, fields? }`) is answered 500, as the server's serializer would, and
 * kept in `violations`; no `expectViolation` excuses it.
 */
export async function startStubApi({ client: initialClient = 'visitor' }: { client?: ApiClient } = {}) {
  let client = initialClient;
  const requests: RecordedRequest[] = [];
  const violations: ContractViolation[] = [];
  const expectedViolations = new Set<string>();
  // A call no test answers is refused as a route without its data would be; `{}` fits few answers of the contract.
  let responder: Responder = () => ({ status: 404, body: { error: 'The test gave no answer for this call' } });
  /** `route` is how a test names the call in `expectViolation`. */
  const recordViolation = (route: string, violation: ContractViolation) => {
    if (!expectedViolations.has(route)) violations.push(violation);
  };
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
      const refusal = checkApiRequest({ method: recorded.method, url: recorded.path, headers: req.headers, body: raw }, client);
      if (refusal) {
        const fields = refusal.fields ? ` ${JSON.stringify(refusal.fields)}` : '';
        recordViolation(refusal.route ?? `${recorded.method} ${recorded.path}`, { call: `${recorded.method} ${recorded.path}`, reason: `${refusal.status} ${refusal.error}${fields}` });
        res.writeHead(refusal.status, { 'content-type': 'application/json' }).end(JSON.stringify({ error: refusal.error, ...(refusal.fields ? { fields: refusal.fields } : {}) }));
        return;
      }
      const answer = await responder(recorded);
      if (answer === 'drop') {
        req.socket.destroy();
        return;
      }
      const asIs = answer.headers?.['content-type'] && (typeof answer.body === 'string' || Buffer.isBuffer(answer.body)) ? (answer.body as string | Buffer) : undefined;
      // The test's answer is held to the contract as the server's are (its serializer answers 500 to one outside it).
      const outside = checkApiAnswer(recorded.method, recorded.path, { status: answer.status, body: answer.body, contentType: asIs === undefined ? undefined : answer.headers?.['content-type'] });
      if (outside) {
        violations.push({ call: `${recorded.method} ${recorded.path}`, reason: `the test made the stand-in answer outside the contract: ${outside}` });
        res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'Internal server error' }));
        return;
      }
      if (answer.body === undefined && answer.status === 204) res.writeHead(204, answer.headers).end();
      else res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers }).end(asIs ?? JSON.stringify(answer.body ?? {}));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    /** The Node server, for a test double that attaches more to it (the chat's Socket.IO server). */
    server,
    requests,
    /** Calls the real server would refuse, oldest first. */
    violations,
    recordViolation,
    respondWith(next: Responder) {
      responder = next;
    },
    /** Who the client under test now is: the console once a member of this role has signed in. */
    actAs(next: ApiClient) {
      client = next;
    },
    /**
     * For a test about how the client copes with a refusal it caused: calls to
     * this contract route (`PUT /api/customer/signup/update/:id`, or a double's
     * `socket event createRoom`) get the server's refusal without counting as
     * violations, until `assertNoViolations`.
     */
    expectViolation(route: string) {
      expectedViolations.add(route);
    },
    /** Throws, naming each call, when the client made one the real server refuses; then starts afresh. */
    assertNoViolations() {
      expectedViolations.clear();
      const found = violations.splice(0);
      if (found.length > 0) throw new Error(describeViolations(found));
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Connections a client keeps alive would otherwise hold the close for the usual 5 s.
        server.closeAllConnections();
      }),
  };
}

export type StubApi = Awaited<ReturnType<typeof startStubApi>>;
