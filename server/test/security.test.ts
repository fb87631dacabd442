import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createHash, randomInt, randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { snapshotFileName } from '@bookcraft/shared';
import { cspSourceOf, FAKE_BOOT_SCRIPT, fakeBuild } from './fakeBuild';
import { assertRedisAnswers, cookieFrom, NO_REDIS, removeDir, type RunningServer, signIn, STAFF_EMAIL, STAFF_PASSWORD, startServer, useServer } from './helpers';
import { asVisitor, openSocket, register } from './visitorHelpers';
import { loadConfig } from '../src/index';

// What a browser (or an attacker's page) sees of the site's defences. SECURITY.md describes them.

const PARTNER = 'http://partner.test';

/** The CSP's directives by name. */
function policy(response: Response): Map<string, string[]> {
  const header = response.headers.get('content-security-policy');
  assert.ok(header, 'a Content-Security-Policy header');
  return new Map(header.split(';').map((directive) => directive.trim().split(/\s+/)).map(([name, ...values]) => [name!, values]));
}

/** Every <script> on the page loads a file or is inert data, but one: the boot script, which the CSP lets run by its hash. */
function assertOnlyTheBootScriptInline(html: string, scriptSources: string[]) {
  const scripts = [...html.matchAll(/<script\b([^>]*)>([^]*?)<\/script>/g)];
  assert.ok(scripts.length > 0);
  const inline = scripts.filter(([, attributes]) => !/\ssrc=|type="application\/(ld\+)?json"/.test(attributes!));
  for (const [, , source] of inline) assert.ok(scriptSources.includes(`'sha256-${createHash('sha256').update(source!).digest('base64')}'`), 'an inline script the CSP names by its hash');
  return inline.length;
}

const login = (url: string, body: { email: string; password: string }, headers: Record<string, string> = {}) =>
  fetch(`${url}/api/staff/login`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

const sessionOf = (response: Response) => cookieFrom(response, 'bc_staff')!.split(';')[0]!;

/** A client address of its own per test, told to the server the way a trusted proxy tells it. */
const someIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const from = (ip: string) => ({ 'x-forwarded-for': ip });

describe('security headers', () => {
  let running: RunningServer;
  let build: ReturnType<typeof fakeBuild>;

  before(async () => {
    build = fakeBuild();
    mkdirSync(path.join(build.remotesDir, 'pages', 'prerendered'));
    writeFileSync(path.join(build.remotesDir, 'pages', 'prerendered', snapshotFileName('/')), JSON.stringify({ path: '/', root: '<main><h1>Publish your book</h1></main>', css: 'h1{color:navy}' }));
    running = await startServer({
      SHELL_DIR: build.shellDir,
      REMOTES_DIR: build.remotesDir,
      CONSOLE_DIR: build.consoleDir,
      REMOTE_CHAT_URL: 'https://chat.cdn.test/v2/mf-manifest.json',
      REMOTE_FORMS_URL: 'https://forms.cdn.test/mf-manifest.json',
      IMAGE_BASE_URL: 'https://img.cdn.test/images',
      PARTNER_ORIGINS: PARTNER,
    });
  });
  after(async () => {
    await running.stop();
    removeDir(running.dataDir);
    removeDir(build.root);
  });

  it('gives pages a CSP with scripts only from the site and its configured remotes, and inline only the boot script a painted page carries, by the hash its build computed', async () => {
    const host = new URL(running.url).host;
    // The prerendered page carries the boot script; the other is started by the shell's own deferred script.
    for (const [route, inlineScripts] of [['/', [cspSourceOf(FAKE_BOOT_SCRIPT)]], ['/LP-GN-GAD', []]] as const) {
      const response = await fetch(`${running.url}${route}`);
      const csp = policy(response);
      assert.deepEqual(csp.get('script-src'), ["'self'", ...inlineScripts, 'https://forms.cdn.test', 'https://chat.cdn.test'], route);
      assert.deepEqual(csp.get('default-src'), ["'self'"]);
      assert.deepEqual(csp.get('connect-src'), ["'self'", `ws://${host}`, 'https://forms.cdn.test', 'https://chat.cdn.test']);
      assert.deepEqual(csp.get('img-src'), ["'self'", 'data:', 'blob:', 'https://img.cdn.test', 'https://forms.cdn.test', 'https://chat.cdn.test']);
      assert.deepEqual(csp.get('object-src'), ["'none'"]);
      assert.deepEqual(csp.get('base-uri'), ["'self'"]);
      assert.deepEqual(csp.get('frame-ancestors'), ["'none'"]);
      // Partner pages embed the chat by script and are answered by CORS; the site's pages never load from them.
      assert.ok(!response.headers.get('content-security-policy')!.includes(PARTNER));
      assert.equal(assertOnlyTheBootScriptInline(await response.text(), csp.get('script-src')!), inlineScripts.length, route);
    }
  });

  it('sends pages nosniff, a referrer policy and no framing', async () => {
    const response = await fetch(`${running.url}/about-us`);
    assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(response.headers.get('referrer-policy'), 'strict-origin-when-cross-origin');
    assert.equal(response.headers.get('x-frame-options'), 'DENY');
  });

  it('sends the staff console page the same headers, its scripts loading from this site', async () => {
    const response = await fetch(`${running.url}/agent`);
    assert.equal(response.status, 200);
    const csp = policy(response);
    assert.deepEqual(csp.get('script-src')!.filter((source) => !source.startsWith("'sha256-")), ["'self'", 'https://forms.cdn.test', 'https://chat.cdn.test']);
    assert.deepEqual(csp.get('frame-ancestors'), ["'none'"]);
    assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(response.headers.get('referrer-policy'), 'strict-origin-when-cross-origin');
    const html = await response.text();
    assert.match(html, /<script defer="defer" src="\/console\/main\.01234567\.js">/);
    assert.equal(assertOnlyTheBootScriptInline(html, csp.get('script-src')!), 0);
  });

  it('answers the API with nosniff, a referrer policy and a CSP that allows nothing', async () => {
    for (const call of ['/api/chat/agents', '/api/staff/me', '/api/nothing-here']) {
      const response = await fetch(`${running.url}${call}`);
      assert.equal(response.headers.get('x-content-type-options'), 'nosniff', call);
      assert.equal(response.headers.get('referrer-policy'), 'strict-origin-when-cross-origin', call);
      assert.equal(response.headers.get('content-security-policy'), "default-src 'none'; frame-ancestors 'none'", call);
    }
  });

  it('sends HSTS only to requests that came over HTTPS, and then lets the socket use wss', async () => {
    assert.equal((await fetch(`${running.url}/`)).headers.get('strict-transport-security'), null);
    assert.equal((await fetch(`${running.url}/api/chat/agents`)).headers.get('strict-transport-security'), null);
    for (const call of ['/', '/agent', '/api/chat/agents']) {
      const response = await fetch(`${running.url}${call}`, { headers: { 'x-forwarded-proto': 'https' } });
      assert.equal(response.headers.get('strict-transport-security'), 'max-age=31536000', call);
    }
    const secure = await fetch(`${running.url}/`, { headers: { 'x-forwarded-proto': 'https' } });
    assert.ok(policy(secure).get('connect-src')!.includes(`wss://${new URL(running.url).host}`));
  });

  it('answers CORS to the configured partner origins only, never with credentials, and never on staff paths', async () => {
    const partner = await fetch(`${running.url}/api/chat/agents`, { headers: { origin: PARTNER } });
    assert.equal(partner.headers.get('access-control-allow-origin'), PARTNER);
    // Partner pages need no cookies (visitors carry bearer tokens): a page on a partner's origin must not read what the staff cookie opens.
    assert.equal(partner.headers.get('access-control-allow-credentials'), null);
    for (const call of ['/api/staff/leads?format=csv', '/api/staff/me', '/api/staff/visitors']) {
      const staff = await fetch(`${running.url}${call}`, { headers: { origin: PARTNER } });
      assert.equal(staff.headers.get('access-control-allow-origin'), null, call);
      const preflight = await fetch(`${running.url}${call}`, { method: 'OPTIONS', headers: { origin: PARTNER, 'access-control-request-method': 'GET' } });
      assert.equal(preflight.headers.get('access-control-allow-origin'), null, `${call} preflight`);
    }
    const stranger = await fetch(`${running.url}/api/chat/agents`, { headers: { origin: 'http://evil.test' } });
    assert.equal(stranger.headers.get('access-control-allow-origin'), null);
    const preflight = await fetch(`${running.url}/api/staff/logout`, { method: 'OPTIONS', headers: { origin: 'http://evil.test', 'access-control-request-method': 'POST' } });
    assert.equal(preflight.headers.get('access-control-allow-origin'), null);
  });
});

describe('security headers behind an untrusted proxy (TRUST_PROXY=false)', () => {
  const server = useServer(async () => ({ TRUST_PROXY: 'false' }));

  it('believes no X-Forwarded-Proto: no HSTS and no Secure cookie over plain HTTP', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    assert.equal((await fetch(`${server.running.url}/api/chat/agents`, { headers: https })).headers.get('strict-transport-security'), null);
    const cookie = cookieFrom(await login(server.running.url, { email: STAFF_EMAIL, password: STAFF_PASSWORD }, https), 'bc_staff')!;
    assert.doesNotMatch(cookie, /Secure/);
  });
});

describe('staff session cookie', () => {
  const server = useServer();

  it('is HttpOnly and SameSite=Strict, and Secure when the request came over HTTPS', async () => {
    const plain = cookieFrom(await signIn(server.running.url), 'bc_staff')!;
    assert.match(plain, /HttpOnly/);
    assert.match(plain, /SameSite=Strict/);
    assert.doesNotMatch(plain, /Secure/);
    const secure = cookieFrom(await login(server.running.url, { email: STAFF_EMAIL, password: STAFF_PASSWORD }, { 'x-forwarded-proto': 'https' }), 'bc_staff')!;
    assert.match(secure, /; Secure/);
    assert.match(secure, /HttpOnly/);
  });

  it('is a new one at sign-in, and the one the browser held before is ended', async () => {
    const planted = sessionOf(await signIn(server.running.url));
    const fresh = sessionOf(await login(server.running.url, { email: STAFF_EMAIL, password: STAFF_PASSWORD }, { cookie: planted }));
    assert.notEqual(fresh, planted);
    assert.equal((await fetch(`${server.running.url}/api/staff/me`, { headers: { cookie: planted } })).status, 401);
    assert.equal((await fetch(`${server.running.url}/api/staff/me`, { headers: { cookie: fresh } })).status, 200);
  });

  it('is cleared at sign-out, and the old value is refused afterwards', async () => {
    const session = sessionOf(await signIn(server.running.url));
    const logout = await fetch(`${server.running.url}/api/staff/logout`, { method: 'POST', headers: { cookie: session } });
    assert.equal(logout.status, 204);
    assert.match(cookieFrom(logout, 'bc_staff')!, /^bc_staff=;.*Expires=Thu, 01 Jan 1970/);
    assert.equal((await fetch(`${server.running.url}/api/staff/me`, { headers: { cookie: session } })).status, 401);
  });
});

describe('staff sign-in lock-out', () => {
  // Every test comes from addresses of its own, and the account test from its own server.
  const server = useServer();
  const wrong = { email: STAFF_EMAIL, password: 'not the password' };
  const right = { email: STAFF_EMAIL, password: STAFF_PASSWORD };

  it('locks an address out after 5 failed sign-ins: 429 with Retry-After, the right password refused too', async () => {
    const ip = someIp();
    for (let attempt = 1; attempt <= 5; attempt++) {
      // Different accounts each time: the address is what is counted here.
      const response = await login(server.running.url, { email: `guess${attempt}@bookcraft.test`, password: 'guess' }, from(ip));
      assert.equal(response.status, 401, `attempt ${attempt}`);
    }
    const locked = await login(server.running.url, right, from(ip));
    assert.equal(locked.status, 429);
    const retryAfter = Number(locked.headers.get('retry-after'));
    assert.ok(retryAfter >= 1 && retryAfter <= 15 * 60, `Retry-After ${retryAfter}`);
    assert.equal(cookieFrom(locked, 'bc_staff'), undefined);
    // Another address signs in to the same account as usual.
    assert.equal((await login(server.running.url, right, from(someIp()))).status, 200);
  });

  it("does not forgive an address's failures when someone signs in from it", async () => {
    const ip = someIp();
    for (let attempt = 1; attempt <= 4; attempt++) assert.equal((await login(server.running.url, { email: `try${attempt}@bookcraft.test`, password: 'guess' }, from(ip))).status, 401);
    assert.equal((await login(server.running.url, right, from(ip))).status, 200);
    assert.equal((await login(server.running.url, { email: 'try5@bookcraft.test', password: 'guess' }, from(ip))).status, 401);
    assert.equal((await login(server.running.url, right, from(ip))).status, 429);
  });

  it('refuses to start with a staff password short enough to guess from many addresses', () => {
    assert.throws(() => loadConfig({ STAFF_PASSWORD: 'sesame12345' }), /STAFF_PASSWORD must be at least 12 characters long/);
    assert.equal(loadConfig({ STAFF_PASSWORD: 'sesame123456' }).staffPassword, 'sesame123456');
  });

  it('never lets failures from other addresses lock the staff out: 50 wrong passwords from 10 addresses, and the right one from an eleventh signs in', async () => {
    for (let address = 1; address <= 10; address++) {
      const ip = someIp();
      for (let attempt = 1; attempt <= 5; attempt++) assert.equal((await login(server.running.url, wrong, from(ip))).status, 401);
      assert.equal((await login(server.running.url, right, from(ip))).status, 429, 'that address is locked out');
    }
    assert.equal((await login(server.running.url, right, from(someIp()))).status, 200);
  });

  it('counts the addresses of one IPv6 /64 as one (a client holds them all)', async () => {
    const prefix = `2001:db8:${randomInt(0xffff).toString(16)}:${randomInt(0xffff).toString(16)}`;
    for (let attempt = 1; attempt <= 5; attempt++) assert.equal((await login(server.running.url, wrong, from(`${prefix}::${attempt.toString(16)}`))).status, 401);
    assert.equal((await login(server.running.url, right, from(`${prefix}:0:0:0:99`))).status, 429);
    assert.equal((await login(server.running.url, right, from(`2001:db8:ffff:${randomInt(0xffff).toString(16)}::1`))).status, 200, 'another /64 is another client');
  });
});

describe('cross-site request forgery', () => {
  const server = useServer(async () => ({ PARTNER_ORIGINS: PARTNER }));
  const url = () => server.running.url;

  /** A visitor's open chat room, and a signed-in staff session. */
  async function roomAndStaff() {
    const visitor = await register(url());
    const room = await fetch(`${url()}/api/chat/chat-room`, { method: 'POST', headers: asVisitor(visitor.token), body: JSON.stringify({ customerId: visitor.id, current_page: '/services' }) });
    const { id } = (await room.json()) as { id: string };
    return { visitor, roomId: id, session: sessionOf(await signIn(url())) };
  }

  const closeRoom = (roomId: string, headers: Record<string, string>) => fetch(`${url()}/api/chat/close/${roomId}`, { method: 'PUT', headers: { 'content-type': 'application/json', ...headers }, body: '{}' });
  const roomStatus = async (roomId: string, session: string) => ((await (await fetch(`${url()}/api/chat/chat-room/${roomId}`, { headers: { cookie: session } })).json()) as { room: { status: string } }).room.status;

  it("refuses a staff change sent from another origin's page with 403, and does not make it", async () => {
    const { roomId, session } = await roomAndStaff();
    const crossSite: Record<string, string>[] = [{ origin: 'http://evil.test' }, { origin: PARTNER }, { origin: 'null' }, { 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'same-site' }];
    for (const headers of crossSite) {
      const response = await closeRoom(roomId, { cookie: session, ...headers });
      assert.equal(response.status, 403, JSON.stringify(headers));
    }
    assert.equal(await roomStatus(roomId, session), 'open');
    const reply = await fetch(`${url()}/api/chat/chat-room/agent-response`, { method: 'POST', headers: { 'content-type': 'application/json', cookie: session, origin: 'http://evil.test' }, body: JSON.stringify({ roomId, clientId: randomUUID(), content: 'Hello' }) });
    assert.equal(reply.status, 403);
    const logout = await fetch(`${url()}/api/staff/logout`, { method: 'POST', headers: { cookie: session, 'sec-fetch-site': 'cross-site' } });
    assert.equal(logout.status, 403);
    assert.equal((await fetch(`${url()}/api/staff/me`, { headers: { cookie: session } })).status, 200, 'still signed in');
  });

  it("makes the change when the site's own page sends it", async () => {
    const { roomId, session } = await roomAndStaff();
    assert.equal((await closeRoom(roomId, { cookie: session, origin: url(), 'sec-fetch-site': 'same-origin' })).status, 200);
    assert.equal(await roomStatus(roomId, session), 'closed');
    const other = await roomAndStaff();
    assert.equal((await closeRoom(other.roomId, { cookie: other.session, origin: url() })).status, 200);
  });

  it("answers no staff route to what a page's markup fetches by itself: an image in a post cannot make an admin's browser export a visitor", async () => {
    const { visitor, session } = await roomAndStaff();
    const path = `${url()}/api/staff/visitors/${visitor.id}/export`;
    const fetched = (headers: Record<string, string>) => fetch(path, { headers: { cookie: session, 'sec-fetch-site': 'same-origin', ...headers } });
    // What a page's markup fetches is a plain GET: it exports nothing, whether or not the browser says what asked (an older one sends no Sec-Fetch-Dest).
    for (const destination of ['image', 'script', 'style', 'iframe', 'object']) assert.notEqual((await fetched({ 'sec-fetch-dest': destination })).status, 200, destination);
    assert.notEqual((await fetched({})).status, 200, 'a GET without Sec-Fetch-Dest');
    const staffRead = await fetch(`${url()}/api/staff/me`, { headers: { cookie: session, 'sec-fetch-site': 'same-origin', 'sec-fetch-dest': 'image' } });
    assert.equal(staffRead.status, 403, 'no staff route answers an image');
    const exported = async () => (await server.running.server.db.query("SELECT 1 FROM audit_log WHERE action = 'exported visitor' AND subject = $1", [`visitor:${visitor.id}`])).length;
    assert.equal(await exported(), 0, 'nothing was exported');
    const asked = await fetch(path, { method: 'POST', headers: { cookie: session, origin: url(), 'content-type': 'application/json', 'sec-fetch-dest': 'empty' }, body: '{}' });
    assert.equal(asked.status, 200, "the console's own call");
    assert.equal(await exported(), 1);
  });

  it("refuses a staff change from another origin that a forged X-Forwarded-Host says is this site's, even from a trusted proxy's address", async () => {
    // The test connects from loopback, which TRUST_PROXY trusts: what it sends is what a trusted proxy would pass on.
    const { roomId, session } = await roomAndStaff();
    const response = await closeRoom(roomId, { cookie: session, origin: 'http://evil.test', 'x-forwarded-host': 'evil.test' });
    assert.equal(response.status, 403);
    assert.equal(await roomStatus(roomId, session), 'open');
  });

  it('refuses a sign-in posted from another origin', async () => {
    const response = await login(url(), { email: STAFF_EMAIL, password: STAFF_PASSWORD }, { origin: 'http://evil.test' });
    assert.equal(response.status, 403);
    assert.equal(cookieFrom(response, 'bc_staff'), undefined);
  });

  it("lets a partner page's visitor make their own changes with their token", async () => {
    const { visitor, roomId } = await roomAndStaff();
    const message = await fetch(`${url()}/api/chat/message`, { method: 'POST', headers: { ...asVisitor(visitor.token), origin: PARTNER }, body: JSON.stringify({ roomId, clientId: randomUUID(), content: 'Hi from the partner page' }) });
    assert.equal(message.status, 200);
    assert.equal((await closeRoom(roomId, { ...asVisitor(visitor.token), origin: PARTNER })).status, 200);
  });

  it("opens a staff socket from the site's own pages only; visitors may come from partner pages", async () => {
    const session = sessionOf(await signIn(url()));
    await assert.rejects(openSocket(url(), { cookie: session, origin: PARTNER }));
    await assert.rejects(openSocket(url(), { cookie: session, origin: 'http://evil.test' }));
    const staff = await openSocket(url(), { cookie: session, origin: url() });
    staff.close();
    const visitor = await openSocket(url(), { token: (await register(url())).token, origin: PARTNER });
    visitor.close();
  });
});

// With TEST_REDIS_URL (.ci/run sets it), failures are counted across nodes; a set but silent Redis fails the run.
const redisUrl = process.env.TEST_REDIS_URL ?? '';
describe('staff sign-in lock-out across two nodes (Redis)', { skip: NO_REDIS }, () => {
  // An account and addresses of this run's own: counts live in Redis for the window, beyond this run.
  const email = `locked-${Date.now()}-${randomInt(1e6)}@bookcraft.test`;
  let nodeA: RunningServer;
  let nodeB: RunningServer;

  before(async () => {
    await assertRedisAnswers(redisUrl);
    nodeA = await startServer({ REDIS_URL: redisUrl, STAFF_EMAIL: email });
    nodeB = await startServer({ REDIS_URL: redisUrl, STAFF_EMAIL: email });
  });
  after(async () => {
    for (const node of [nodeA, nodeB]) {
      await node?.stop();
      if (node) removeDir(node.dataDir);
    }
  });

  it('counts failures from an address on one node against sign-ins from it on the other', async () => {
    const ip = someIp();
    for (let attempt = 1; attempt <= 5; attempt++) {
      const node = attempt % 2 ? nodeA : nodeB;
      assert.equal((await login(node.url, { email, password: `guess ${attempt}` }, from(ip))).status, 401);
    }
    assert.equal((await login(nodeB.url, { email, password: STAFF_PASSWORD }, from(ip))).status, 429);
    assert.equal((await login(nodeA.url, { email, password: STAFF_PASSWORD }, from(ip))).status, 429);
    assert.equal((await login(nodeA.url, { email, password: STAFF_PASSWORD }, from(someIp()))).status, 200);
  });

  it("does not forgive an address's failures on one node when someone signs in from it on the other", async () => {
    const ip = someIp();
    const other = `other-${Date.now()}-${randomInt(1e6)}@bookcraft.test`;
    for (let attempt = 1; attempt <= 4; attempt++) assert.equal((await login(nodeA.url, { email: `${attempt}${other}`, password: 'guess' }, from(ip))).status, 401);
    // A node whose staff account is `other`: the sign-in there succeeds, from the same address.
    const owner = await startServer({ REDIS_URL: redisUrl, STAFF_EMAIL: other });
    try {
      assert.equal((await login(owner.url, { email: other, password: STAFF_PASSWORD }, from(ip))).status, 200);
      assert.equal((await login(nodeB.url, { email: `5${other}`, password: 'guess' }, from(ip))).status, 401);
      assert.equal((await login(owner.url, { email: other, password: STAFF_PASSWORD }, from(ip))).status, 429);
    } finally {
      await owner.stop();
      removeDir(owner.dataDir);
    }
  });
});
