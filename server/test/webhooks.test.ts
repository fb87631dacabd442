import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WEBHOOK_PAYLOADS, type DeliveryEvent } from '@bookcraft/shared/contracts';
import { addressGuard, isPrivateAddress, type Resolver } from '../src/webhooks/addressGuard';
import { postWebhook } from '../src/webhooks/post';
import { settableClock } from '../src/core/clock';
import { waitFor } from './faultHelpers';
import { freePort, productionBackend, useServer } from './helpers';
import { familyALead, postLead } from './leadFixtures';
import { adminCookie, call } from './teamHelpers';
import { chatVisitor, say } from './chatHelpers';
import { asVisitor } from './visitorHelpers';

// Leads to the CRM (docs/webhooks.md): a real receiver gets each event signed, retried
// with the same Idempotency-Key until it answers 2xx or 24 hours have passed (the set clock is
// moved, never waited for); endpoints on private addresses are refused, at create and at delivery.

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * The receiver: every request kept; a path answers the statuses queued for it, then 200. It holds each
 * delivery to its event's schema in the shared contract, as a CRM's integration would be written from it:
 * a field the schema does not name is a failure of the test that sent it (`outsideTheirSchemas`).
 */
const received: Received[] = [];
const outsideTheirSchemas: string[] = [];
function checkAgainstContract(raw: string) {
  const body = JSON.parse(raw) as { event?: DeliveryEvent; data?: unknown };
  // A bare request (the address guard's own tests) is no delivery.
  if (!body.event) return;
  const checked = WEBHOOK_PAYLOADS[body.event].safeParse(body.data);
  if (!checked.success) outsideTheirSchemas.push(`${body.event}: ${checked.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}`);
}
const scripted = new Map<string, number[]>();
const receiver = createServer((request, answer) => {
  let body = '';
  request.setEncoding('utf8');
  request.on('data', (chunk: string) => (body += chunk));
  request.on('end', () => {
    received.push({ path: request.url ?? '', headers: request.headers, body });
    checkAgainstContract(body);
    answer.writeHead(scripted.get(request.url ?? '')?.shift() ?? 200).end('ok');
  });
});
await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
after(() => new Promise<void>((resolve) => receiver.close(() => resolve())));
const receiverPort = (receiver.address() as AddressInfo).port;
const hookUrl = (path: string) => `http://127.0.0.1:${receiverPort}${path}`;
const at = (path: string) => received.filter((request) => request.path === path);

/** docs/webhooks.md's recipe: HMAC-SHA256(secret, "<t>.<raw body>") in hex, compared in constant time, t within 5 minutes of now. */
function verify(header: string, rawBody: string, secret: string, nowSeconds: number): boolean {
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=') as [string, string]));
  const t = Number(parts.t);
  const expected = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest('hex');
  const given = Buffer.from(parts.v1 ?? '', 'hex');
  return given.length === 32 && timingSafeEqual(given, Buffer.from(expected, 'hex')) && Math.abs(nowSeconds - t) <= 300;
}

/** Waits for what the worker does in its own time (it polls every 50 ms here). */
const until = <T>(what: string, probe: () => T | undefined | false | Promise<T | undefined | false>): Promise<T> => waitFor(async () => (await probe()) || undefined, what);

const SECRET = 'whsec_0123456789abcdef';
const HOUR = 60 * 60_000;

for (const backend of await productionBackend()) {
  describe(`webhooks to the CRM on ${backend.name}`, { skip: backend.skip }, () => {
    const clock = settableClock(new Date());
    const server = useServer(backend.env, { WEBHOOK_ALLOWED_HOSTS: `127.0.0.1:${receiverPort}`, WEBHOOK_POLL_MS: '50', WEBHOOK_RETRY_BASE_MS: '1000', LEAD_RATE_LIMIT: '1000' }, { clock });
    const url = () => server.running.url;
    // One receiver for the file: each backend's endpoints have paths of their own.
    const prefix = `/${backend.name.toLowerCase()}`;
    const here = (path: string) => at(`${prefix}${path}`);
    const script = (path: string, statuses: number[]) => scripted.set(`${prefix}${path}`, statuses);
    let admin = '';
    before(async () => {
      admin = await adminCookie(url());
    });

    const addEndpoint = async (path: string, events: string[]) => {
      const answer = await call(url(), 'POST', '/api/staff/webhooks', admin, { url: hookUrl(`${prefix}${path}`), secret: SECRET, events, description: path });
      assert.equal(answer.status, 201, JSON.stringify(answer.body));
      return answer.body as { id: string; secretHint: string };
    };
    const deliveries = async (endpointId: string) =>
      (await call(url(), 'GET', `/api/staff/webhooks/${endpointId}/deliveries`, admin)).body.deliveries as { id: string; status: string; attempts: number; answerCode: number | null; idempotencyKey: string }[];
    const sendLead = async (email: string, overrides: Record<string, unknown> = {}) => {
      const answer = await postLead(url(), familyALead('General', { email, ...overrides }));
      assert.equal(answer.status, 201, await answer.clone().text());
      return ((await answer.json()) as { id: string }).id;
    };
    const remove = async (endpointId: string) => assert.equal((await fetch(`${url()}/api/staff/webhooks/${endpointId}`, { method: 'DELETE', headers: { cookie: admin } })).status, 204);
    const visitorOnly = (token: string) => ({ authorization: `Bearer ${token}` });

    it('sends each lead signed, with its fields, and shows the secret only as its last four characters', async () => {
      const endpoint = await addEndpoint('/signed', ['lead.stored']);
      assert.equal(endpoint.secretHint, 'cdef');
      const listed = await call(url(), 'GET', '/api/staff/webhooks', admin);
      assert.equal(JSON.stringify(listed.body).includes(SECRET), false);
      const leadId = await sendLead('signed@example.com');
      const [request] = await until('the signed lead', () => here('/signed').length === 1 && here('/signed'));
      assert.equal(request!.headers['content-type'], 'application/json');
      assert.equal(request!.headers['bookcraft-event'], 'lead.stored');
      assert.ok(verify(String(request!.headers['bookcraft-signature']), request!.body, SECRET, Math.floor(Date.now() / 1000)), 'the signature verifies');
      assert.equal(verify(String(request!.headers['bookcraft-signature']), request!.body, 'another secret 0123', Math.floor(Date.now() / 1000)), false);
      assert.equal(verify(String(request!.headers['bookcraft-signature']), request!.body, SECRET, Math.floor(Date.now() / 1000) + 301), false, 'too old');
      const body = JSON.parse(request!.body) as { id: string; event: string; data: Record<string, unknown> };
      assert.equal(request!.headers['idempotency-key'], body.id);
      assert.equal(body.event, 'lead.stored');
      assert.equal(body.data.id, leadId);
      assert.equal(body.data.email, 'signed@example.com');
      assert.equal(body.data.utm_campaign, 'spring');
      assert.deepEqual(Object.keys(body.data).sort(), Object.keys(WEBHOOK_PAYLOADS['lead.stored'].shape).sort(), 'the fields its schema names, and no other');
      const log = await until('the delivery recorded', async () => (await deliveries(endpoint.id)).find((delivery) => delivery.status === 'delivered'));
      assert.deepEqual({ attempts: log.attempts, answerCode: log.answerCode, idempotencyKey: log.idempotencyKey }, { attempts: 1, answerCode: 200, idempotencyKey: body.id });
      await remove(endpoint.id);
    });

    it('retries a receiver that answers 500 three times with the same Idempotency-Key, and logs four attempts', async () => {
      script('/flaky', [500, 500, 500]);
      const endpoint = await addEndpoint('/flaky', ['lead.stored']);
      await sendLead('flaky@example.com');
      for (let attempt = 1; attempt <= 4; attempt += 1) {
        await until(`attempt ${attempt}`, () => here('/flaky').length === attempt);
        if (attempt === 4) break;
        // Once the failure is recorded, the clock goes past its back-off (at most an hour): the next attempt is due.
        await until(`attempt ${attempt} recorded`, async () => (await deliveries(endpoint.id))[0]?.attempts === attempt);
        clock.advance(HOUR);
      }
      const keys = new Set(here('/flaky').map((request) => request.headers['idempotency-key']));
      assert.equal(keys.size, 1);
      assert.equal(new Set(here('/flaky').map((request) => request.body)).size, 1, 'the same payload each time');
      const [log] = await until('the fourth attempt recorded', async () => (await deliveries(endpoint.id)).filter((delivery) => delivery.status === 'delivered').length === 1 && deliveries(endpoint.id));
      assert.deepEqual({ status: log!.status, attempts: log!.attempts, answerCode: log!.answerCode, key: log!.idempotencyKey }, { status: 'delivered', attempts: 4, answerCode: 200, key: [...keys][0] });
      await remove(endpoint.id);
    });

    it('gives a delivery up 24 hours after it was queued, and sends it again on request with the same key', async () => {
      script('/down', Array(50).fill(503));
      const endpoint = await addEndpoint('/down', ['lead.stored']);
      await sendLead('down@example.com');
      await until('the first attempt recorded', async () => (await deliveries(endpoint.id))[0]?.attempts === 1);
      clock.advance(25 * HOUR);
      const failed = await until('the delivery given up', async () => (await deliveries(endpoint.id)).find((delivery) => delivery.status === 'failed'));
      assert.equal(failed.attempts, 2);
      assert.equal(failed.answerCode, 503);
      script('/down', []);
      const resent = await call(url(), 'POST', `/api/staff/webhooks/${endpoint.id}/deliveries/${failed.id}/resend`, admin, {});
      assert.equal(resent.status, 200, JSON.stringify(resent.body));
      assert.equal(resent.body.status, 'pending');
      await until('the resent delivery', async () => (await deliveries(endpoint.id)).find((delivery) => delivery.status === 'delivered'));
      assert.equal(new Set(here('/down').map((request) => request.headers['idempotency-key'])).size, 1);
      assert.equal((await deliveries(endpoint.id))[0]!.attempts, 3);
      await remove(endpoint.id);
    });

    it('refuses endpoints on private, loopback or link-local addresses unless the operator allowed them', async () => {
      const otherPort = await freePort();
      const refused = [
        [`http://127.0.0.1:${otherPort}/hook`, `127.0.0.1:${otherPort}`],
        [`http://localhost:${receiverPort}/hook`, `localhost:${receiverPort}`],
        ['http://[::1]/hook', '[::1]:80'],
        ['http://169.254.169.254/latest', '169.254.169.254:80'],
        ['http://10.1.2.3/', '10.1.2.3:80'],
        ['https://192.168.0.10/crm', '192.168.0.10:443'],
        ['http://100.64.0.1/', '100.64.0.1:80'],
      ];
      for (const [address, hostPort] of refused) {
        const answer = await call(url(), 'POST', '/api/staff/webhooks', admin, { url: address, secret: SECRET, events: ['lead.stored'] });
        assert.equal(answer.status, 400, `${address}: ${JSON.stringify(answer.body)}`);
        // The refusal says what would allow the address: the operator's setting, with the very entry to add.
        assert.deepEqual(answer.body.fields, { url: `This address is on a private network. To allow it, your server administrator adds ${hostPort} to the WEBHOOK_ALLOWED_HOSTS setting.` });
      }
      const endpoint = await addEndpoint('/allowed', ['person.erased']);
      const edited = await call(url(), 'PUT', `/api/staff/webhooks/${endpoint.id}`, admin, { url: `http://localhost:${receiverPort}${prefix}/allowed`, events: ['person.erased'] });
      assert.equal(edited.status, 400);
      const kept = await call(url(), 'GET', '/api/staff/webhooks', admin);
      assert.equal((kept.body.endpoints as { id: string; url: string }[]).find((listed) => listed.id === endpoint.id)?.url, hookUrl(`${prefix}/allowed`));
      await remove(endpoint.id);
    });

    it('sends no webhook for spam, and a lead taken out of Spam with its schema\'s fields alone', async () => {
      const endpoint = await addEndpoint('/spam', ['lead.stored']);
      const spamId = await sendLead('bot@example.com', { website: 'http://spam.example' });
      const leadId = await sendLead('person@example.com');
      // Deliveries are queued with their lead, in its transaction: none for the spam is ever coming.
      assert.equal((await server.running.server.db.query('SELECT 1 FROM webhook_deliveries WHERE lead_id = $1', [spamId])).length, 0);
      await until('the lead that is not spam', () => here('/spam').some((request) => request.body.includes(leadId)));
      assert.equal(here('/spam').some((request) => request.body.includes('bot@example.com')), false);
      // Taken out of Spam by a member, it goes out as a lead: with the fields of its schema, never who took it out.
      assert.equal((await call(url(), 'POST', `/api/staff/leads/${spamId}/not-spam`, admin, {})).status, 200);
      const rescued = await until('the lead taken out of Spam', () => here('/spam').find((request) => request.body.includes(spamId)));
      const data = (JSON.parse(rescued.body) as { data: Record<string, unknown> }).data;
      assert.deepEqual(Object.keys(data).sort(), Object.keys(WEBHOOK_PAYLOADS['lead.stored'].shape).sort());
      assert.equal(rescued.body.includes('not_spam'), false, 'nothing of who took it out of Spam');
      await remove(endpoint.id);
    });

    it('sends a closed conversation with its transcript and close time, then its rating when the visitor rates it', async () => {
      const endpoint = await addEndpoint('/closed', ['conversation.closed', 'conversation.rated']);
      const visitor = await chatVisitor(url());
      try {
        assert.equal((await say(visitor.socket, visitor.roomId, 'Can you edit a 90,000 word novel?')).ok, true);
        const closed = await fetch(`${url()}/api/chat/close/${visitor.roomId}`, { method: 'PUT', headers: visitorOnly(visitor.token) });
        assert.equal(closed.status, 200);
        const [request] = await until('the closed conversation', () => here('/closed').length === 1 && here('/closed'));
        const body = JSON.parse(request!.body) as { event: string; data: { conversation: { id: string; visitorId: string; closedAt: string; rating: number | null }; transcript: { from: string; text: string }[] } };
        assert.equal(body.event, 'conversation.closed');
        assert.equal(body.data.conversation.id, visitor.roomId);
        assert.equal(body.data.conversation.visitorId, visitor.id);
        const [stored] = await server.running.server.db.query<{ closed_at: Date }>('SELECT closed_at FROM chat_rooms WHERE id = $1::bigint', [visitor.roomId]);
        assert.deepEqual([body.data.conversation.closedAt, body.data.conversation.rating], [new Date(stored!.closed_at).toISOString(), null], 'what is true when it closes: its close time, no rating yet');
        assert.ok(body.data.transcript.some((message) => message.from === 'visitor' && message.text === 'Can you edit a 90,000 word novel?'), request!.body);
        // Closed again: nothing more is sent.
        await fetch(`${url()}/api/chat/close/${visitor.roomId}`, { method: 'PUT', headers: visitorOnly(visitor.token) });
        assert.equal((await server.running.server.db.query("SELECT 1 FROM webhook_deliveries WHERE event = 'conversation.closed'")).length, 1);
        // The visitor rates it afterwards: the CRM is told then.
        const rated = await fetch(`${url()}/api/chat/chat-room/${visitor.roomId}/rating`, { method: 'POST', headers: asVisitor(visitor.token), body: JSON.stringify({ rating: 4 }) });
        assert.equal(rated.status, 200);
        const [rating] = await until('the rating', () => here('/closed').length === 2 && here('/closed').slice(1));
        const ratedBody = JSON.parse(rating!.body) as { event: string; data: { conversation: { id: string; rating: number; ratedAt: string } } };
        assert.equal(ratedBody.event, 'conversation.rated');
        assert.deepEqual([ratedBody.data.conversation.id, ratedBody.data.conversation.rating, ratedBody.data.conversation.ratedAt], [visitor.roomId, 4, clock.now().toISOString()]);
      } finally {
        visitor.socket.disconnect();
        await remove(endpoint.id);
      }
    });

    it('tells the CRM which visitors and leads were erased, and nothing else about them', async () => {
      const erased = await addEndpoint('/erased', ['person.erased']);
      const leads = await addEndpoint('/erased-leads', ['lead.stored']);
      script('/erased-leads', Array(50).fill(500));
      const visitor = await chatVisitor(url());
      visitor.socket.disconnect();
      const email = `erase-${randomUUID().slice(0, 8)}@example.com`;
      const leadAnswer = await postLead(url(), familyALead('General', { email, customerId: visitor.id }), asVisitor(visitor.token));
      const leadId = ((await leadAnswer.json()) as { id: string }).id;
      await until('the lead tried once', () => here('/erased-leads').length >= 1);
      const answer = await fetch(`${url()}/api/staff/visitors/${visitor.id}`, { method: 'DELETE', headers: { cookie: admin } });
      assert.equal(answer.status, 204, await answer.text());
      const [request] = await until('the erasure', () => here('/erased').length === 1 && here('/erased'));
      assert.equal(request!.headers['bookcraft-event'], 'person.erased');
      assert.deepEqual(JSON.parse(request!.body).data, { visitorIds: [visitor.id], leadIds: [leadId] });
      assert.equal(request!.body.includes(email), false);
      // The lead's delivery still owed, with the person's data in it, went with the lead.
      assert.equal((await deliveries(leads.id)).length, 0);
      await remove(erased.id);
      await remove(leads.id);
    });

    it('sends no delivery whose payload carries a field its schema does not name: the log says why', async () => {
      const endpoint = await addEndpoint('/outside', ['person.erased']);
      const { db } = server.running.server;
      const [delivery] = await db.query<{ id: string }>(
        `INSERT INTO webhook_deliveries (endpoint_id, event, payload, created_at, next_attempt_at, give_up_at)
         VALUES ($1, 'person.erased', $2::jsonb, $3, $3, $3::timestamptz + interval '1 hour') RETURNING id::text AS id`,
        [endpoint.id, JSON.stringify({ visitorIds: [], leadIds: [], staffAccountId: 'a member' }), clock.now()],
      );
      const failed = await until('the attempt recorded', async () => (await deliveries(endpoint.id)).find((row) => row.id === delivery!.id && row.attempts > 0));
      assert.equal(failed.status, 'pending');
      assert.equal(here('/outside').length, 0, 'nothing reached the receiver');
      assert.ok(server.running.logged().some((line) => line.includes(delivery!.id) && line.includes("outside the event's schema")), 'the log says why');
      await remove(endpoint.id);
    });

    it('sends a test event to the one endpoint an admin tests, signed like any event, and logs it', async () => {
      const endpoint = await addEndpoint('/tested', ['person.erased']);
      const bystander = await addEndpoint('/not-tested', ['person.erased']);
      const queued = await call(url(), 'POST', `/api/staff/webhooks/${endpoint.id}/test`, admin, {});
      assert.equal(queued.status, 202, JSON.stringify(queued.body));
      assert.deepEqual([queued.body.event, queued.body.status], ['webhook.test', 'pending']);

      const [request] = await until('the test event', () => here('/tested').length === 1 && here('/tested'));
      assert.equal(request!.headers['bookcraft-event'], 'webhook.test');
      assert.ok(verify(String(request!.headers['bookcraft-signature']), request!.body, SECRET, Math.floor(Date.now() / 1000)), 'the signature verifies');
      const body = JSON.parse(request!.body) as { id: string; event: string; createdAt: string; data: unknown };
      assert.deepEqual([body.id, body.event, request!.headers['idempotency-key']], [queued.body.id, 'webhook.test', queued.body.id]);
      assert.ok(WEBHOOK_PAYLOADS['webhook.test'].safeParse(body.data).success, request!.body);
      assert.deepEqual(body.data, { message: 'A test event from Book Craft: this endpoint receives and can verify our webhooks. Nothing happened to a lead, a conversation or a person.' });
      const log = await until('the test event recorded', async () => (await deliveries(endpoint.id)).find((delivery) => delivery.id === queued.body.id && delivery.status === 'delivered'));
      assert.deepEqual([log.attempts, log.answerCode], [1, 200]);
      assert.equal((await deliveries(bystander.id)).length, 0, 'sent to the endpoint tested alone');
      const [audited] = await server.running.server.db.query<{ detail: string }>(`SELECT detail FROM audit_log WHERE action = 'sent test webhook' AND subject = $1`, [`webhook:${endpoint.id}`]);
      assert.equal(audited?.detail, hookUrl(`${prefix}/tested`));

      // An inactive endpoint is sent nothing: it is not tested either, and the admin is told why.
      await call(url(), 'PUT', `/api/staff/webhooks/${endpoint.id}`, admin, { url: hookUrl(`${prefix}/tested`), events: ['person.erased'], active: false });
      const inactive = await call(url(), 'POST', `/api/staff/webhooks/${endpoint.id}/test`, admin, {});
      assert.deepEqual([inactive.status, inactive.body.error], [409, 'This endpoint is inactive: make it active to send it a test event.']);
      assert.equal((await call(url(), 'POST', `/api/staff/webhooks/${randomUUID()}/test`, admin, {})).status, 404);
      await remove(endpoint.id);
      await remove(bystander.id);
    });

    it('sent every delivery above within its event\'s schema in the shared contract', () => {
      assert.deepEqual(outsideTheirSchemas, []);
    });
  });
}

describe('the address guard at delivery time', () => {
  const resolverOf =
    (answers: Record<string, string[]>): Resolver =>
    (hostname, callback) => {
      const addresses = answers[hostname];
      if (!addresses) return callback(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }), []);
      callback(null, addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })));
    };

  it('lets through global unicast addresses only, judging an IPv6 form that carries an IPv4 address by that address', () => {
    for (const address of [
      ...['10.0.0.1', '172.16.5.4', '172.31.255.255', '192.168.1.1', '127.0.0.1', '127.8.9.10', '169.254.169.254', '100.64.0.1', '100.127.255.254', '0.0.0.0', '224.0.0.1'],
      ...['::1', '::', 'fc00::1', 'fd12:3456::1', 'fe80::1', 'ff02::1', '::ffff:127.0.0.1', '::ffff:10.0.0.1'],
      // Benchmarking, IETF assignments, reserved, documentation, 6to4 relays.
      ...['198.18.0.1', '198.19.255.254', '192.0.0.1', '240.0.0.1', '255.255.255.255', '192.0.2.1', '198.51.100.7', '203.0.113.9', '192.88.99.1'],
      // IPv4-compatible, NAT64 (well-known, and the local-use prefix whatever its layout: its last 32 bits read 8.8.8.8, its /48 layout 127.0.0.1),
      // IPv4-translated and 6to4 forms of loopback; site-local, Teredo, documentation.
      ...['::127.0.0.1', '[::127.0.0.1]', '64:ff9b::7f00:1', '64:ff9b:1::a00:1', '64:ff9b:1:7f00:0:100:808:808', '::ffff:0:7f00:1', '2002:7f00:1::', '2002:a00:1::1', 'fec0::1', '2001::1', '2001:db8::1', '3fff::1'],
    ])
      assert.equal(isPrivateAddress(address.replace(/^\[|\]$/g, '')), true, address);
    for (const address of ['93.184.216.34', '8.8.8.8', '172.32.0.1', '100.128.0.1', '2606:4700::6810:84e5', '::ffff:8.8.8.8', '64:ff9b::808:808', '2002:808:808::1', '2a00:1450:4001:80b::200e'])
      assert.equal(isPrivateAddress(address), false, address);
  });

  it('fails a delivery whose name now resolves to a private address, without connecting', async () => {
    const before = received.length;
    // The name was public when the endpoint was added; now it answers loopback (DNS rebinding).
    const guard = addressGuard([], resolverOf({ 'crm.rebind.test': ['127.0.0.1'] }));
    const attempt = await postWebhook(new URL(`http://crm.rebind.test:${receiverPort}/rebound`), '{}', { 'Content-Type': 'application/json' }, { guard, timeoutMs: 5_000 });
    assert.equal(attempt.status, null);
    assert.match(attempt.error ?? '', /private network/);
    // A name answering a public and a private address is refused as well.
    const mixed = addressGuard([], resolverOf({ 'crm.mixed.test': ['93.184.216.34', '10.0.0.7'] }));
    await assert.rejects(mixed.check(new URL('https://crm.mixed.test/hook')), /private network/);
    // The socket's own lookup refuses too: the address checked is the one connected to.
    const lookup = guard.lookupFor(new URL(`http://crm.rebind.test:${receiverPort}/rebound`));
    const refused = await new Promise<unknown>((resolve) => lookup('crm.rebind.test', { all: true }, (error) => resolve(error)));
    assert.match(String(refused), /private network/);
    assert.equal(received.length, before, 'the receiver was never reached');
  });

  it('connects to the address the lookup checked, for a name the operator allowed', async () => {
    const guard = addressGuard([`crm.internal.test:${receiverPort}`], resolverOf({ 'crm.internal.test': ['127.0.0.1'] }));
    const attempt = await postWebhook(new URL(`http://crm.internal.test:${receiverPort}/internal`), '{"ok":true}', { 'Content-Type': 'application/json' }, { guard, timeoutMs: 5_000 });
    assert.deepEqual(attempt, { status: 200, answer: 'ok' });
    assert.equal(at('/internal').length, 1);
  });
});
