import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApiClient, isApiError } from './api';

/** A real HTTP server: answers 201 with the body it got, 400 to /refused, and records what arrived. */
function startEchoServer(): Promise<{ url: string; server: Server; received: { method?: string; url?: string; headers: IncomingHttpHeaders; body: string }[] }> {
  const received: { method?: string; url?: string; headers: IncomingHttpHeaders; body: string }[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const cors = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': 'content-type', 'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE' };
      if (request.method === 'OPTIONS') return response.writeHead(204, cors).end();
      received.push({ method: request.method, url: request.url, headers: request.headers, body });
      const refused = request.url?.endsWith('/refused');
      response.writeHead(refused ? 400 : 201, { ...cors, 'Content-Type': 'application/json' }).end(refused ? JSON.stringify({ error: 'Invalid', fields: { email: 'Required' } }) : body || '{}');
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server, received })));
}

describe('API client', () => {
  let echo: Awaited<ReturnType<typeof startEchoServer>>;
  beforeAll(async () => {
    echo = await startEchoServer();
  });
  afterAll(() => new Promise((resolve) => echo.server.close(resolve)));

  it('talks JSON to the base URL it is given, without cookies', async () => {
    const client = createApiClient(`${echo.url}/api`);
    const response = await client.post<{ name: string }>('/leads', { name: 'Ada' });
    expect(response.data).toEqual({ name: 'Ada' });
    const [call] = echo.received.slice(-1);
    expect(call).toMatchObject({ method: 'POST', url: '/api/leads', body: '{"name":"Ada"}' });
    expect(call!.headers['content-type']).toBe('application/json');
    // Bearer tokens, not cookies, cross origins: the partner embed sends no credentials.
    expect(call!.headers.cookie).toBeUndefined();
  });

  it("rejects a refused call with an error that carries the server's answer", async () => {
    const client = createApiClient(`${echo.url}/api`);
    const error: unknown = await client.put('/refused', {}).catch((caught: unknown) => caught);
    expect(isApiError(error)).toBe(true);
    expect(isApiError(error) && error.response?.status).toBe(400);
    expect(isApiError(new Error('not from the client'))).toBe(false);
  });
});
