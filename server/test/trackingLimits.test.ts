import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import { waitFor } from './faultHelpers';
import { productionBackend, useServer } from './helpers';
import { asVisitor, emitWithAck, openSocket, register } from './visitorHelpers';

// Tracking writes are limited per visitor (every route and socket event, across sockets and
// reconnects) and per client address; a visitor's sockets are capped, and so is what one visitor
// can make the database keep.

const someIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const pageUpdate = (url: string, visitor: { id: string; token: string }, ip = someIp()) =>
  fetch(`${url}/api/customer/update/${visitor.id}`, { method: 'POST', headers: { ...asVisitor(visitor.token), 'x-forwarded-for': ip }, body: JSON.stringify({ currentPage: '/about-us' }) });

for (const backend of await productionBackend()) {
  describe(`tracking limits on ${backend.name}`, { skip: backend.skip }, () => {
    const server = useServer(backend.env, { TRACKING_RATE_LIMIT: '6', TRACKING_CLIENT_RATE_LIMIT: '10', VISITOR_SOCKET_LIMIT: '2' });
    const url = () => server.running.url;

    it("counts every tracking call of one visitor together, whatever the route, then answers 429 with Retry-After; another visitor is not held back", async () => {
      const visitor = await register(url());
      const calls = [
        () => pageUpdate(url(), visitor),
        () => fetch(`${url()}/api/customer/signup/update/${visitor.id}`, { method: 'PUT', headers: { ...asVisitor(visitor.token), 'x-forwarded-for': someIp() }, body: JSON.stringify({ name: 'Ada' }) }),
        () => fetch(`${url()}/api/track/keyword`, { method: 'POST', headers: { ...asVisitor(visitor.token), 'x-forwarded-for': someIp() }, body: JSON.stringify({ keyword: 'memoir' }) }),
      ];
      for (let call = 0; call < 6; call++) assert.ok([200, 201, 204].includes((await calls[call % 3]!()).status), `call ${call + 1}`);
      const refused = await pageUpdate(url(), visitor);
      assert.equal(refused.status, 429);
      assert.ok(Number(refused.headers.get('retry-after')) >= 1);
      assert.match((await refused.json()).error, /Too many updates/);
      assert.equal((await pageUpdate(url(), await register(url()))).status, 200);
    });

    it('counts the tracking calls from one address together, across visitors', async () => {
      const ip = someIp();
      for (let visitor = 0; visitor < 2; visitor++) {
        const each = await register(url());
        for (let call = 0; call < 5; call++) assert.equal((await pageUpdate(url(), each, ip)).status, 200);
      }
      assert.equal((await pageUpdate(url(), await register(url()), ip)).status, 429, 'a fresh visitor from the same address');
      assert.equal((await pageUpdate(url(), await register(url()), someIp())).status, 200, 'another address');
    });

    it("counts a visitor's socket events and connections across sockets: a reconnect starts no new count", async () => {
      const visitor = await register(url());
      const visit = (socket: Awaited<ReturnType<typeof openSocket>>, path: string) => emitWithAck(socket, 'pageVisited', { customerId: visitor.id, path });
      const first = await openSocket(url(), { token: visitor.token });
      assert.equal((await visit(first, '/a')).ok, true);
      assert.equal((await visit(first, '/b')).ok, true);
      first.close();
      const second = await openSocket(url(), { token: visitor.token });
      try {
        assert.equal((await visit(second, '/c')).ok, true);
        assert.equal((await visit(second, '/d')).ok, true);
        assert.match(String((await visit(second, '/e')).error), /Too many updates/);
      } finally {
        second.close();
      }
    });

    it('lets one visitor hold only so many sockets at once', async () => {
      const visitor = await register(url());
      const held = [await openSocket(url(), { token: visitor.token }), await openSocket(url(), { token: visitor.token })];
      try {
        await assert.rejects(openSocket(url(), { token: visitor.token }), /Too many connections/);
        held.pop()!.close();
        // The place is free once the server has seen the socket close: until then a third is refused.
        held.push(await waitFor(() => openSocket(url(), { token: visitor.token }).catch(() => undefined), 'the closed socket’s place to be free'));
      } finally {
        for (const socket of held) socket.close();
      }
    });
  });
}

for (const backend of await productionBackend()) {
  describe(`what one visitor can make the database keep, on ${backend.name}`, { skip: backend.skip }, () => {
    const server = useServer(backend.env, { VISITOR_HISTORY_ROWS: '5' });

    it('keeps only the latest page visits, presence changes and UTM posts of a visitor', async () => {
      const visitor = await register(server.running.url);
      const socket = await openSocket(server.running.url, { token: visitor.token });
      try {
        for (let n = 1; n <= 8; n++) {
          assert.equal((await emitWithAck(socket, 'pageVisited', { customerId: visitor.id, path: `/page-${n}` })).ok, true);
          assert.equal((await emitWithAck(socket, 'visitor-status', { status: n % 2 ? 'idle' : 'active' })).ok, true);
          assert.equal((await emitWithAck(socket, 'utm-params', { customerId: visitor.id, utm_campaign: `c${n}`, keyword: '', gclid: '', link: '' })).ok, true);
        }
      } finally {
        socket.close();
      }
      const db = server.running.server.db;
      const rows = (table: string, column: string) => db.query<Record<string, string>>(`SELECT ${column} FROM ${table} WHERE customer_id = $1 ORDER BY id`, [visitor.id]);
      assert.deepEqual((await rows('page_visits', 'path')).map((row) => row.path), ['/page-4', '/page-5', '/page-6', '/page-7', '/page-8']);
      assert.equal((await rows('presence_changes', 'status')).length, 5);
      assert.deepEqual((await rows('customer_utm', 'utm_campaign')).map((row) => row.utm_campaign), ['c4', 'c5', 'c6', 'c7', 'c8']);
    });
  });
}
