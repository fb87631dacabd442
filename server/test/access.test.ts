import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { productionBackend, useServer } from './helpers';
import { API_CASES, requestFor, rightfulActor, type Who } from './corpus/apiRoutes';
import { badStaffCookies, badVisitorTokens } from './corpus/credentials';
import { send } from './corpus/http';
import { CORPUS_ENV, makeWorld, storedCounts, type Actor } from './corpus/world';

// Who may do what over HTTP: every API route × {no credentials, visitor A, visitor B,
// staff}, always on visitor A's records. Visitors reach only their own customer record, room,
// messages, transcript and images; staff routes need a session; forged or expired credentials are
// refused. `ok` is any 2xx. A change staff make with their cookie is refused (403) when another
// origin's page sent it.

const MAY: Record<Who, Record<Actor, 'ok' | 401 | 403>> = {
  anyone: { none: 'ok', A: 'ok', B: 'ok', agent: 'ok', editor: 'ok', staff: 'ok' },
  owner: { none: 401, A: 'ok', B: 403, agent: 401, editor: 401, staff: 401 },
  self: { none: 401, A: 'ok', B: 'ok', agent: 401, editor: 401, staff: 401 },
  member: { none: 401, A: 401, B: 401, agent: 'ok', editor: 'ok', staff: 'ok' },
  staff: { none: 401, A: 401, B: 401, agent: 'ok', editor: 403, staff: 'ok' },
  admin: { none: 401, A: 401, B: 401, agent: 403, editor: 403, staff: 'ok' },
  // The blog's routes are an admin's and an editor's.
  content: { none: 401, A: 401, B: 401, agent: 403, editor: 'ok', staff: 'ok' },
  'owner or staff': { none: 401, A: 'ok', B: 403, agent: 'ok', editor: 403, staff: 'ok' },
};

// The ones who must be refused go first, so nothing they could do has been done for them; `staff` is the admin.
const ORDER: readonly Actor[] = ['none', 'B', 'editor', 'agent', 'A', 'staff'];

for (const backend of await productionBackend()) {
  describe(`who may do what over HTTP on ${backend.name}`, { skip: backend.skip }, () => {
    const server = useServer(backend.env, CORPUS_ENV);
    const url = () => server.running.url;

    for (const [key, apiCase] of Object.entries(API_CASES)) {
      it(`${key}: ${apiCase.who}`, async () => {
        const world = await makeWorld(url(), server.running.server.db);
        await apiCase.setup?.(world);
        for (const actor of ORDER) {
          await apiCase.beforeEach?.(world);
          const answer = await send(url(), await requestFor(key, apiCase, world, actor));
          const expected = MAY[apiCase.who][actor];
          const label = `${key} as ${actor}: ${answer.status} ${answer.text.slice(0, 200)}`;
          if (expected === 'ok') assert.ok(answer.status >= 200 && answer.status < 300, label);
          else assert.equal(answer.status, expected, label);
          if (expected !== 'ok') assert.equal(answer.text.includes(world.A.id) && !key.includes('login'), false, `${label}: the refusal shows A's id`);
        }
      });
    }

    it("refuses every change made with the staff cookie from another origin's page, and makes none", async () => {
      const world = await makeWorld(url(), server.running.server.db);
      const { db } = server.running.server;
      const before = await storedCounts(db, server.running.dataDir);
      for (const [key, apiCase] of Object.entries(API_CASES)) {
        if (key.startsWith('GET ') || !(['member', 'staff', 'admin', 'content', 'owner or staff'] as Who[]).includes(apiCase.who)) continue;
        for (const headers of [{ origin: 'http://evil.test' }, { 'sec-fetch-site': 'cross-site' }] as Record<string, string>[]) {
          const answer = await send(url(), await requestFor(key, apiCase, world, 'staff', { headers }));
          assert.equal(answer.status, 403, `${key} from ${JSON.stringify(headers)}: ${answer.status} ${answer.text.slice(0, 200)}`);
        }
      }
      assert.deepEqual(await storedCounts(db, server.running.dataDir), before);
    });

    it('refuses forged, borrowed, mangled and expired credentials on every route that needs them', async () => {
      const world = await makeWorld(url(), server.running.server.db);
      const { db } = server.running.server;
      const tokens = await badVisitorTokens(world, db);
      const cookies = await badStaffCookies(world, db);
      for (const [key, apiCase] of Object.entries(API_CASES)) {
        if (apiCase.who === 'anyone') continue;
        const visitorAsked = !(['member', 'staff', 'admin', 'content'] as Who[]).includes(apiCase.who);
        for (const [name, token] of visitorAsked ? tokens : []) {
          const overrides = apiCase.plainText ? { body: { token, event: 'offline' } } : { headers: { authorization: `Bearer ${token}` } };
          const request = await requestFor(key, apiCase, world, 'none', overrides);
          const answer = await send(url(), request);
          const overLimit = apiCase.bodyLimit !== undefined && Buffer.byteLength(request.body ?? '') > apiCase.bodyLimit;
          assert.equal(answer.status, overLimit ? 413 : 401, `${key} with ${name}: ${answer.status} ${answer.text.slice(0, 200)}`);
        }
        if (apiCase.plainText) continue;
        for (const [name, cookie] of cookies) {
          const answer = await send(url(), await requestFor(key, apiCase, world, 'none', { headers: { cookie } }));
          assert.equal(answer.status, 401, `${key} with ${name}: ${answer.status} ${answer.text.slice(0, 200)}`);
        }
      }
    });
  });
}

// Every chat and media call a visitor makes is counted (per visitor, and per address on
// the public ones), so each of them answers 429 with Retry-After once the count is spent; staff
// calls are not counted.
describe('the chat and media calls past their limit', () => {
  const CHAT_LIMIT = 12;
  const server = useServer(async () => ({}), { ...CORPUS_ENV, CHAT_RATE_LIMIT: String(CHAT_LIMIT), CHAT_CLIENT_RATE_LIMIT: String(CHAT_LIMIT) });
  const url = () => server.running.url;
  const chatCases = Object.entries(API_CASES).filter(([key]) => / \/api\/(chat|media)\//.test(key));

  it('answers every one of them 429 with Retry-After once a visitor, or an address, has spent its count', async () => {
    const world = await makeWorld(url(), server.running.server.db);
    for (const [, apiCase] of chatCases) await apiCase.setup?.(world);
    const fromAddress = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });
    /** Makes the call until it is refused; how many calls that took. */
    const spend = async (key: string, actor: Actor) => {
      let calls = 1;
      while (calls <= CHAT_LIMIT && (await send(url(), await requestFor(key, API_CASES[key]!, world, actor, fromAddress('203.0.113.1')))).status !== 429) calls++;
      return calls;
    };
    assert.ok((await spend('GET /api/chat/chat-room/:id', 'A')) <= CHAT_LIMIT, "visitor A's count is spent");
    assert.ok((await spend('GET /api/chat/agents', 'none')) <= CHAT_LIMIT, "the address's count is spent");
    assert.ok(chatCases.length >= 15, `only ${chatCases.length} chat and media routes`);
    for (const [key, apiCase] of chatCases) {
      // A's count is spent; the public calls are counted by address, and this one's is spent too.
      const actor = rightfulActor(apiCase.who);
      const answer = await send(url(), await requestFor(key, apiCase, world, actor, fromAddress('203.0.113.1')));
      const label = `${key} as ${actor}: ${answer.status} ${answer.text.slice(0, 200)}`;
      if (actor === 'staff') {
        assert.notEqual(answer.status, 429, `staff are not counted: ${label}`);
        continue;
      }
      assert.equal(answer.status, 429, label);
      assert.ok(Number(answer.headers['retry-after']) >= 1, `Retry-After: ${label}`);
      // Counted before the body is read: a flood of bad input meets the same limit (the bad-input corpus runs with it raised).
      if (apiCase.body) assert.equal((await send(url(), await requestFor(key, apiCase, world, actor, { ...fromAddress('203.0.113.1'), rawBody: '{"not":"valid"' }))).status, 429, `${key} with bad input`);
      if (apiCase.who === 'owner or staff') assert.notEqual((await send(url(), await requestFor(key, apiCase, world, 'staff', fromAddress('203.0.113.1')))).status, 429, `${key} as staff`);
    }
  });
});
