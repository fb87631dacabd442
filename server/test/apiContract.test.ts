import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Socket as ServerSocket } from 'socket.io';
import { API_ROUTES, checkApiAnswer, checkApiRequest, checkSocketEvent, SOCKET_EVENTS, socketAckSchema, visitorTokenCustomer, type ApiCaller, type ApiRoute, type ContractRefusal } from '@bookcraft/shared/contracts';
import { productionBackend, useServer } from './helpers';
import { API_CASES, queryOf, requestFor, type Body } from './corpus/apiRoutes';
import { send, type RawAnswer, type RawRequest } from './corpus/http';
import { SOCKET_CASES, socketSender } from './corpus/socketEvents';
import { CORPUS_ENV, makeWorld, type Actor, type World } from './corpus/world';

// The API contract (shared/src/contract/api/) is what the client tests' stand-ins hold every call to.
// This proves the server keeps it: the same routes and socket events; each route refuses whoever
// the contract says it refuses, as the contract's own check (checkApiRequest) answers; and a body,
// query or address its schemas refuse is refused by the server too, naming the same fields. So a
// client test cannot pass with a call the server refuses, nor fail one the server takes. And every
// answer and acknowledgement the server gives is one the contract lists (apiAnswers.ts, the ack
// schemas of socketEvents.ts), the same check the stand-ins hold their answers to.

const routes = API_ROUTES as Record<string, ApiRoute>;
/** Who makes the call as its rightful caller, on visitor A's records. */
const RIGHTFUL: Record<ApiCaller, readonly Actor[]> = {
  public: ['none'],
  visitor: ['A'],
  staff: ['staff'],
  'visitor or staff': ['A', 'staff'],
  'visitor token in body': ['A'],
};
/** A field, query key or id no schema of the contract takes. */
const PROBE = 'contractProbe';
const INTERNAL_SOCKET_EVENTS = new Set(['disconnect', 'disconnecting', 'error']);

/** The request as the stand-in sees it; actors other than staff are a visitor's page. */
const contractAnswer = (request: RawRequest, actor: Actor): ContractRefusal | undefined =>
  checkApiRequest({ method: request.method, url: request.path, headers: request.headers ?? {}, body: request.body?.toString() ?? '' }, actor === 'staff' ? 'admin' : actor === 'agent' || actor === 'editor' ? actor : 'visitor');

const label = (what: string, answer: RawAnswer, refusal: ContractRefusal | undefined) =>
  `${what}: the server answered ${answer.status} ${answer.text.slice(0, 200)}; the contract ${refusal ? `${refusal.status} ${JSON.stringify(refusal.fields ?? refusal.error)}` : 'takes it'}`;

/** The server and the contract refuse alike: the same status, and the same fields for a 400. */
function assertRefusedAlike(what: string, answer: RawAnswer, refusal: ContractRefusal | undefined, status: number) {
  const message = label(what, answer, refusal);
  assert.equal(answer.status, status, message);
  assert.equal(refusal?.status, status, message);
  if (status === 400) assert.deepEqual(Object.keys(answer.json?.fields ?? {}).sort(), Object.keys(refusal?.fields ?? {}).sort(), message);
}

for (const backend of await productionBackend()) {
  describe(`the API contract and the server agree on ${backend.name}`, { skip: backend.skip }, () => {
    const server = useServer(backend.env, CORPUS_ENV);
    const url = () => server.running.url;

    it('lists every route the server serves under /api, and no other', () => {
      const served = server.running.server.routes.filter((route) => route.split(' ')[1]!.startsWith('/api/'));
      assert.deepEqual([...new Set(served)].sort(), Object.keys(routes).sort());
    });

    it('knows the visitor tokens the server issues by their shape, and whose they are', async () => {
      const { A } = await makeWorld(url(), server.running.server.db);
      assert.equal(visitorTokenCustomer(A.token), A.id);
    });

    for (const [key, route] of Object.entries(routes)) {
      it(`${key} (${route.caller}): the server takes and refuses what the contract takes and refuses`, async () => {
        const apiCase = API_CASES[key];
        assert.ok(apiCase, `${key} has no valid call in server/test/corpus/apiRoutes.ts to start from`);
        const world: World = await makeWorld(url(), server.running.server.db);
        await apiCase.setup?.(world);
        const [rightful] = RIGHTFUL[route.caller] as [Actor];
        const call = async (what: string, actor: Actor, overrides: Parameters<typeof requestFor>[4] = {}) => {
          const request = await requestFor(key, apiCase, world, actor, overrides);
          return { what, request, answer: await send(url(), request), refusal: contractAnswer(request, actor) };
        };

        if (route.caller !== 'public') {
          const { what, answer, refusal } = await call('without credentials', 'none');
          assertRefusedAlike(what, answer, refusal, 401);
        }
        if (route.ownCustomerId) {
          const { what, answer, refusal } = await call("with another visitor's token", 'B');
          assertRefusedAlike(what, answer, refusal, 403);
        }
        if (route.roles && !route.roles.includes('agent')) {
          const { what, answer, refusal } = await call("with an agent's session", 'agent');
          assertRefusedAlike(what, answer, refusal, 403);
        }
        if (route.roles && !route.roles.includes('editor')) {
          const { what, answer, refusal } = await call("with an editor's session", 'editor');
          assertRefusedAlike(what, answer, refusal, 403);
        }
        if (route.params) {
          const params = Object.fromEntries(Object.keys(apiCase.params?.(world) ?? {}).map((name) => [name, PROBE]));
          const { what, answer, refusal } = await call('with an address its params schema refuses', rightful, { params });
          assertRefusedAlike(what, answer, refusal, 400);
        }
        if (route.query) {
          const query = new URLSearchParams({ ...queryOf(apiCase, world), [PROBE]: '1' }).toString();
          const { what, answer, refusal } = await call('with a query its schema refuses', rightful, { query });
          assertRefusedAlike(what, answer, refusal, 400);
        }
        if (route.body) {
          const valid = (apiCase.multipart?.(world) ?? apiCase.body?.(world, rightful)) as Body | undefined;
          const { what, answer, refusal } = await call('with a body its schema refuses (an unknown field)', rightful, { body: { ...valid, [PROBE]: 'x' } });
          assertRefusedAlike(what, answer, refusal, 400);
        }
        for (const actor of RIGHTFUL[route.caller]) {
          await apiCase.beforeEach?.(world);
          const { what, request, answer, refusal } = await call(`as ${actor}`, actor);
          const message = label(what, answer, refusal);
          assert.ok(answer.status >= 200 && answer.status < 300, message);
          assert.equal(refusal, undefined, message);
          const body = answer.json ?? (answer.text === '' ? undefined : answer.text);
          assert.equal(checkApiAnswer(request.method, request.path, { status: answer.status, body, contentType: answer.headers['content-type'] }), undefined, message);
        }
      });
    }

    it('lists every event a visitor or staff socket handles, and no other', async () => {
      const world = await makeWorld(url(), server.running.server.db);
      for (const side of ['visitor', 'staff'] as const) {
        const sender = socketSender(world, side);
        const client = await sender.current();
        const socket = server.running.server.io.sockets.sockets.get(client.id!) as ServerSocket;
        const handled = socket.eventNames().map(String).filter((event) => !INTERNAL_SOCKET_EVENTS.has(event));
        assert.deepEqual([...new Set(handled)].sort(), Object.keys(SOCKET_EVENTS[side]).sort(), side);
        sender.close();
      }
    });

    for (const [name, socketCase] of Object.entries(SOCKET_CASES)) {
      it(`${name}: the server takes and refuses the payloads the contract takes and refuses`, async () => {
        const world = await makeWorld(url(), server.running.server.db);
        const sender = socketSender(world, socketCase.side);
        const customerId = socketCase.side === 'visitor' ? world.A.id : undefined;
        const exchange = async (what: string, payload: Body) => {
          const ack = await sender.emit(socketCase.event, payload);
          const acknowledged = socketAckSchema(socketCase.side, socketCase.event).safeParse(ack);
          assert.ok(acknowledged.success, `${name} ${what}: the acknowledgement ${JSON.stringify(ack)} is outside the contract: ${acknowledged.error?.message}`);
          const refusal = checkSocketEvent(socketCase.side, socketCase.event, [payload], customerId);
          return { ack, refusal, message: `${name} ${what}: the server acknowledged ${JSON.stringify(ack)}; the contract ${JSON.stringify(refusal) ?? 'takes it'}` };
        };
        try {
          const valid = socketCase.valid(world);
          const refusals = [await exchange('with an unknown field', { ...valid, [PROBE]: 'x' })];
          if ('customerId' in valid) refusals.push(await exchange("naming another visitor's customer id", { ...valid, customerId: world.B.id }));
          for (const { ack, refusal, message } of refusals) {
            assert.equal(typeof ack.error, 'string', message);
            assert.ok(refusal, `${message}: the contract must refuse what the server refuses`);
            assert.deepEqual(Object.keys(ack.fields ?? {}).sort(), Object.keys(refusal?.fields ?? {}).sort(), message);
          }
          const { ack, refusal, message } = await exchange('as its rightful sender writes it', valid);
          assert.equal(ack.ok, true, message);
          assert.equal(refusal, undefined, message);
        } finally {
          sender.close();
        }
      });
    }
  });
}
