import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runnableHere } from './nginxHere';

// The compose gateway, running: Debian's nginx with deploy/nginx/gateway.conf, every upstream
// played by one local HTTP server. What a browser gets through it, headers first (SECURITY.md).

const root = path.resolve(import.meta.dirname, '..', '..');
const PAGE = '<!doctype html><html><head><title>Book Craft</title></head><body><div id="root"></div></body></html>';
const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

const listening = (server: Server) => new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));

/** The static containers (pages, remote files) set no security headers; the server nodes set their own on /api. */
function upstream() {
  const seen: { url: string; headers: IncomingHttpHeaders }[] = [];
  const server = createServer((request, response) => {
    seen.push({ url: request.url ?? '', headers: request.headers });
    if (request.url?.startsWith('/api/')) {
      response.writeHead(200, { 'content-type': 'application/json', 'x-content-type-options': 'nosniff', 'referrer-policy': 'strict-origin-when-cross-origin', 'content-security-policy': API_POLICY });
      return response.end('{"online":false}');
    }
    if (request.url?.endsWith('.js')) return response.writeHead(200, { 'content-type': 'application/javascript' }).end('/* remote */');
    response.writeHead(200, { 'content-type': 'text/html' }).end(PAGE);
  });
  return { server, seen };
}

/** The gateway's configuration, listening on a free local port and sending every upstream to `upstreamPort`; its access log in `dir`. */
function localGateway(port: number, upstreamPort: number, dir: string): string {
  return runnableHere(readFileSync(path.join(root, 'deploy/nginx/gateway.conf'), 'utf8'), dir, path.join(dir, 'access.log'))
    .replace(/http:\/\/[a-z0-9-]+:8080/g, `http://127.0.0.1:${upstreamPort}`)
    .replace('listen 8080;', `listen 127.0.0.1:${port};`)
    .replace(/include \/etc\/nginx\/conf\.d\/\*\.conf;/, '');
}

async function freePort(): Promise<number> {
  const probe = createServer();
  const port = await listening(probe);
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe('the compose gateway, running', () => {
  const stub = upstream();
  let nginx: ChildProcess;
  let url: string;
  let dir: string;

  before(async () => {
    const upstreamPort = await listening(stub.server);
    const port = await freePort();
    dir = mkdtempSync(path.join(tmpdir(), 'bookcraft-gateway-'));
    writeFileSync(path.join(dir, 'nginx.conf'), localGateway(port, upstreamPort, dir));
    nginx = spawn('nginx', ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    nginx.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    url = `http://127.0.0.1:${port}`;
    for (let attempt = 0; ; attempt++) {
      if (await fetch(`${url}/`).then(() => true, () => false)) break;
      if (attempt === 100 || nginx.exitCode !== null) throw new Error(`nginx did not start: ${errors}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
  after(async () => {
    if (nginx && nginx.exitCode === null) await new Promise((resolve) => nginx.once('exit', resolve).kill('SIGTERM'));
    await new Promise((resolve) => stub.server.close(resolve));
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const policyOf = (response: Response) => new Map((response.headers.get('content-security-policy') ?? '').split(';').map((part) => part.trim().split(/\s+/)).map(([name, ...values]) => [name!, values]));

  it('gives the pages the site CSP (no inline script), nosniff, a referrer policy and no framing; HSTS only behind HTTPS', async () => {
    const response = await fetch(`${url}/LP-GN-GAD`);
    assert.equal(await response.text(), PAGE);
    const csp = policyOf(response);
    assert.deepEqual(csp.get('script-src'), ["'self'"]);
    assert.deepEqual(csp.get('connect-src'), ["'self'", `ws://${new URL(url).host}`]);
    assert.deepEqual(csp.get('frame-ancestors'), ["'none'"]);
    assert.deepEqual(csp.get('object-src'), ["'none'"]);
    assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(response.headers.get('referrer-policy'), 'strict-origin-when-cross-origin');
    assert.equal(response.headers.get('x-frame-options'), 'DENY');
    assert.equal(response.headers.get('strict-transport-security'), null);
    const secure = await fetch(`${url}/`, { headers: { 'x-forwarded-proto': 'https' } });
    assert.equal(secure.headers.get('strict-transport-security'), 'max-age=31536000');
    assert.deepEqual(policyOf(secure).get('connect-src'), ["'self'", `wss://${new URL(url).host}`]);
  });

  it('sends pages and the agent console to the server nodes, with the host and scheme the visitor used', async () => {
    await fetch(`${url}/agent`, { headers: { 'x-forwarded-host': 'attacker.example' } });
    const [agent] = stub.seen.filter((request) => request.url === '/agent');
    assert.equal(agent!.headers.host, new URL(url).host);
    assert.equal(agent!.headers['x-forwarded-host'], undefined, "a client's X-Forwarded-Host is not passed on");
  });

  it("leaves the server nodes' own headers on /api as they are, not doubled", async () => {
    const response = await fetch(`${url}/api/chat/agents`, { headers: { 'x-forwarded-proto': 'https' } });
    assert.equal(response.headers.get('content-security-policy'), API_POLICY);
    assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(response.headers.get('referrer-policy'), 'strict-origin-when-cross-origin');
    assert.equal(response.headers.get('x-frame-options'), null);
  });

  it('sends remote files with nosniff and no page policy', async () => {
    const response = await fetch(`${url}/remotes/chat/remoteEntry.js`);
    assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(response.headers.get('content-security-policy'), null);
  });

  it('tells the server nodes whether the visitor came over HTTPS, and the host with its port', async () => {
    await fetch(`${url}/api/staff/me`, { headers: { 'x-forwarded-proto': 'https' } });
    await fetch(`${url}/api/staff/me`);
    const seen = stub.seen.filter((request) => request.url === '/api/staff/me');
    assert.deepEqual(seen.map((request) => request.headers['x-forwarded-proto']), ['https', 'http']);
    // The nodes compare it with the Origin of websocket handshakes and staff changes.
    assert.equal(seen[0]!.headers.host, new URL(url).host);
  });

  it("tells the server nodes the address it saw the request come from, never a client's X-Forwarded-For", async () => {
    // The gateway is the edge: whatever a client writes there is replaced, on pages, /api and the socket alike.
    const forged = { 'x-forwarded-for': '1.2.3.4' };
    const paths = ['/about-us?forwarded-for', '/api/staff/login?forwarded-for', '/socket.io/?forwarded-for'];
    for (const pathname of paths) await fetch(`${url}${pathname}`, { headers: forged });
    for (const pathname of paths) {
      const [request] = stub.seen.filter((seen) => seen.url === pathname);
      assert.equal(request!.headers['x-forwarded-for'], '127.0.0.1', pathname);
    }
  });

  it('keeps no client address, query string, referrer or browser in its access log: nothing personal outside the retention job', async () => {
    const response = await fetch(`${url}/LP-GN-GAD?utm_source=newsletter&gclid=Cj0KCQ-test`, {
      headers: { referer: 'https://search.example/?q=publish+my+memoir', 'x-forwarded-for': '1.2.3.4', 'user-agent': 'BrowserOfTheTest/1.0' },
    });
    await response.text();
    const logPath = path.join(dir, 'access.log');
    // nginx writes the line once the request is over, a moment after the client has the answer.
    for (let attempt = 0; !readFileSync(logPath, 'utf8').includes('/LP-GN-GAD') && attempt < 50; attempt++) await new Promise((resolve) => setTimeout(resolve, 20));
    const log = readFileSync(logPath, 'utf8');
    for (const personal of ['127.0.0.1', '1.2.3.4', 'utm_source', 'gclid', 'Cj0KCQ', 'search.example', 'memoir', 'BrowserOfTheTest']) assert.ok(!log.includes(personal), `the log holds "${personal}":\n${log}`);
    const line = log.split('\n').filter((entry) => entry.includes('/LP-GN-GAD')).at(-1);
    assert.match(line ?? '', /\bGET \/LP-GN-GAD 200 \d+\b/, 'the request is logged: method, path, status, size');
  });
});
