import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { storageBackends, useServer } from './helpers';
import { API_CASES, requestFor, type Who } from './corpus/apiRoutes';
import { badStaffCookies, badVisitorTokens } from './corpus/credentials';
import { send } from './corpus/http';
import { CORPUS_ENV, makeWorld, storedCounts, type Actor } from './corpus/world';

// Issue 9, who may do what over HTTP: every API route × {no credentials, visitor A, visitor B,
// staff}, always on visitor A's records. Visitors reach only their own customer record, room,
// messages, transcript and images; staff routes need a session; forged or expired credentials are
// refused. `ok` is any 2xx. A change staff make with their cookie is refused (403) when another
// origin's page sent it.

const MAY: Record<Who, Record<Actor, 'ok' | 401 | 403>> = {
  anyone: { none: 'ok', A: 'ok', B: 'ok', staff: 'ok' },
  owner: { none: 401, A: 'ok', B: 403, staff: 401 },
  self: { none: 401, A: 'ok', B: 'ok', staff: 401 },
  staff: { none: 401, A: 401, B: 401, staff: 'ok' },
  'owner or staff': { none: 401, A: 'ok', B: 403, staff: 'ok' },
};

// The ones who must be refused go first, so nothing they could do has been done for them.
const ORDER: readonly Actor[] = ['none', 'B', 'A', 'staff'];

for (const backend of await storageBackends()) {
  describe(`who may do what over HTTP on ${backend.name}`, () => {
    const server = useServer(backend.env, CORPUS_ENV);
    const url = () => server.running.url;

    for (const [key, apiCase] of Object.entries(API_CASES)) {
      it(`${key}: ${apiCase.who}`, async () => {
        const world = await makeWorld(url());
        await apiCase.setup?.(world);
        for (const actor of ORDER) {
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
      const world = await makeWorld(url());
      const { db } = server.running.server;
      const before = await storedCounts(db, server.running.dataDir);
      for (const [key, apiCase] of Object.entries(API_CASES)) {
        if (key.startsWith('GET ') || (apiCase.who !== 'staff' && apiCase.who !== 'owner or staff')) continue;
        for (const headers of [{ origin: 'http://evil.test' }, { 'sec-fetch-site': 'cross-site' }] as Record<string, string>[]) {
          const answer = await send(url(), await requestFor(key, apiCase, world, 'staff', { headers }));
          assert.equal(answer.status, 403, `${key} from ${JSON.stringify(headers)}: ${answer.status} ${answer.text.slice(0, 200)}`);
        }
      }
      assert.deepEqual(await storedCounts(db, server.running.dataDir), before);
    });

    it('refuses forged, borrowed, mangled and expired credentials on every route that needs them', async () => {
      const world = await makeWorld(url());
      const { db } = server.running.server;
      const tokens = await badVisitorTokens(world, db);
      const cookies = await badStaffCookies(world, db);
      for (const [key, apiCase] of Object.entries(API_CASES)) {
        if (apiCase.who === 'anyone') continue;
        const visitorAsked = apiCase.who !== 'staff';
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
