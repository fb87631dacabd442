import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { VisitorDetail } from '@bookcraft/shared';
import { staffCookie } from './chatHelpers';
import { productionBackend, useServer } from './helpers';
import { familyALead, familyBLead, postLead } from './leadFixtures';
import { asVisitor, nextVisitorEvent, register, registration, staffSocket } from './visitorHelpers';

// The visitor as staff follow them: who they are, their leads, a short visit, the named form paths.

const staffGet = async <T>(url: string, path: string): Promise<T> => (await fetch(`${url}${path}`, { headers: { cookie: await staffCookie(url) } })).json() as Promise<T>;

const registrationKey = () => `key-${crypto.randomUUID()}`;

for (const backend of await productionBackend()) {
  describe(`a visit, as staff see it, on ${backend.name}`, { skip: backend.skip }, () => {
    const server = useServer(backend.env);
    const url = () => server.running.url;

    it('stores the field a visitor leaves (with their token) and tells staff at once', async () => {
      const ada = await register(url());
      const staff = await staffSocket(url());
      try {
        const heard = nextVisitorEvent(staff, (event) => event.type === 'customer' && event.customerId === ada.id);
        const update = (headers: Record<string, string>, body: unknown) =>
          fetch(`${url()}/api/customer/signup/update/${ada.id}`, { method: 'PUT', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
        assert.equal((await update({}, { name: 'Ada Writer', lead: false })).status, 401);
        assert.equal((await update(asVisitor(ada.token), { name: 'Ada Writer', lead: false })).status, 200);
        assert.deepEqual(await heard, { type: 'customer', customerId: ada.id, name: 'Ada Writer', email: null, phone: null, lead: false });
        assert.equal((await update(asVisitor(ada.token), { email: 'ada@example.com', lead: false })).status, 200);
        const detail = await staffGet<VisitorDetail>(url(), `/api/staff/visitors/${ada.id}`);
        assert.deepEqual([detail.name, detail.email, detail.lead], ['Ada Writer', 'ada@example.com', false]);
      } finally {
        staff.close();
      }
    });

    it('makes the visitor whose token comes with a lead a lead, with the name, e-mail and phone given, listed both ways', async () => {
      const ada = await register(url());
      const staff = await staffSocket(url());
      try {
        const heard = nextVisitorEvent(staff, (event) => event.type === 'customer' && event.customerId === ada.id);
        const lead = familyALead('Publishing', { customerId: ada.id, full_name: 'Ada Writer', email: 'ada@example.com', phone: '(212) 555-0147' });
        const response = await postLead(url(), lead, { authorization: `Bearer ${ada.token}` });
        assert.equal(response.status, 201);
        const { id } = (await response.json()) as { id: string };
        assert.deepEqual(await heard, { type: 'customer', customerId: ada.id, name: 'Ada Writer', email: 'ada@example.com', phone: '(212) 555-0147', lead: true });

        const detail = await staffGet<VisitorDetail>(url(), `/api/staff/visitors/${ada.id}`);
        assert.equal(detail.lead, true);
        assert.deepEqual(detail.leads.map((row) => [row.id, row.form_type]), [[id, 'Publishing']]);
        const { leads } = await staffGet<{ leads: { id: string; customer_id: string | null }[] }>(url(), '/api/staff/leads');
        assert.equal(leads.find((row) => row.id === id)?.customer_id, ada.id);

        // A later blur update (lead: false) does not take the lead back.
        await fetch(`${url()}/api/customer/signup/update/${ada.id}`, { method: 'PUT', headers: asVisitor(ada.token), body: JSON.stringify({ phone: '(212) 555-0148', lead: false }) });
        assert.equal((await staffGet<VisitorDetail>(url(), `/api/staff/visitors/${ada.id}`)).lead, true);
      } finally {
        staff.close();
      }
    });

    it("links a lead to a visitor only with that visitor's token; a bare or foreign customerId is stored unlinked", async () => {
      const ada = await register(url());
      const bob = await register(url());
      const bare = await postLead(url(), familyBLead('footer', { customerId: ada.id }));
      const foreign = await postLead(url(), familyBLead('footer', { customerId: ada.id }), { authorization: `Bearer ${bob.token}` });
      assert.deepEqual([bare.status, foreign.status], [201, 201]);
      const [bareId, foreignId] = await Promise.all([bare.json(), foreign.json()]).then((bodies) => bodies.map((body) => (body as { id: string }).id));
      const { leads } = await staffGet<{ leads: { id: string; customer_id: string | null }[] }>(url(), '/api/staff/leads');
      assert.equal(leads.find((row) => row.id === bareId)?.customer_id, null);
      assert.equal(leads.find((row) => row.id === foreignId)?.customer_id, bob.id);
      assert.equal((await staffGet<VisitorDetail>(url(), `/api/staff/visitors/${ada.id}`)).lead, false);
    });

    it('counts a short visit sent as a beacon (text/plain) as the page closed, offline, with its campaign; the later registration is the same visitor', async () => {
      const key = registrationKey();
      const beacon = { ...registration({ landingPage: '/LP-GN-GAD', utm_campaign: 'black-friday', fingerprintId: '', canvasHash: '', audioHash: '' }), registrationKey: key, presence: 'offline' };
      const sent = await fetch(`${url()}/api/customer`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: JSON.stringify(beacon) });
      assert.equal(sent.status, 201);
      const { id } = (await sent.json()) as { id: string };
      const { visitors } = await staffGet<{ visitors: { id: string; utm_campaign: string; presence: string; traffic_source: string }[] }>(url(), '/api/staff/visitors');
      assert.deepEqual(visitors.find((row) => row.id === id), { ...visitors.find((row) => row.id === id), utm_campaign: 'black-friday', presence: 'offline', traffic_source: 'GAD' });

      const again = await fetch(`${url()}/api/customer`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...registration({ landingPage: '/LP-GN-GAD' }), registrationKey: key }) });
      assert.equal(again.status, 200);
      const returned = (await again.json()) as { id: string; token: string };
      assert.equal(returned.id, id);
      assert.match(returned.token, new RegExp(`^${id}\\.`));
      const detail = await staffGet<{ presence: string; fingerprint_id?: string }>(url(), `/api/staff/visitors/${id}`);
      assert.equal(detail.presence, 'active');
    });

    it('takes a registration key again only for a short while after its registration completed: replayed later, it makes a new visitor', async () => {
      const key = registrationKey();
      const registerWith = async (extra: Record<string, unknown> = {}) => {
        const response = await fetch(`${url()}/api/customer`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...registration(), registrationKey: key, ...extra }) });
        return { status: response.status, ...((await response.json()) as { id: string; token: string }) };
      };
      // A beacon leaves the registration pending: the key is still good the next day.
      const beacon = await registerWith({ presence: 'offline' });
      assert.equal(beacon.status, 201);
      await server.running.server.db.query(`UPDATE customers SET created_at = now() - interval '1 day', last_seen_at = now() - interval '1 day' WHERE id = $1`, [beacon.id]);
      const full = await registerWith();
      assert.deepEqual([full.status, full.id], [200, beacon.id], 'the full registration is the visitor of the beacon');
      // A retry whose answer was lost, soon after: the same visitor still.
      const retry = await registerWith();
      assert.deepEqual([retry.status, retry.id], [200, beacon.id]);
      // Once REGISTRATION_KEY_TTL has passed since the registration completed, the key mints no token for that visitor.
      await server.running.server.db.query(`UPDATE customers SET registration_completed_at = now() - interval '11 minutes' WHERE id = $1`, [beacon.id]);
      const replay = await registerWith();
      assert.equal(replay.status, 201);
      assert.notEqual(replay.id, beacon.id);
      assert.equal(replay.token.startsWith(`${beacon.id}.`), false);
      const [old] = await server.running.server.db.query<{ registration_key: string | null }>('SELECT registration_key FROM customers WHERE id = $1', [beacon.id]);
      assert.equal(old?.registration_key, null, "the old visitor's key is cleared");
    });

    it('takes the named form paths of the requirements as the same lead intake', async () => {
      for (const path of ['/api/formsubmission', '/api/publishing-form']) {
        const response = await fetch(`${url()}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(familyALead('Publishing')) });
        assert.equal(response.status, 201, path);
      }
    });

    it('tells any page whether it may embed the chat, readable from any origin', async () => {
      const ask = (origin: string) => fetch(`${url()}/api/chat/partner-access`, { headers: { origin } });
      const stranger = await ask('https://stranger.example');
      assert.equal(stranger.headers.get('access-control-allow-origin'), '*');
      assert.deepEqual(await stranger.json(), { allowed: false });
      assert.deepEqual(await (await ask(new URL(url()).origin)).json(), { allowed: true });
    });
  });
}

describe('a partner allowed to embed the chat', () => {
  const server = useServer(async () => ({ PARTNER_ORIGINS: 'https://partner.example' }));
  it('is told so', async () => {
    const response = await fetch(`${server.running.url}/api/chat/partner-access`, { headers: { origin: 'https://partner.example' } });
    assert.deepEqual(await response.json(), { allowed: true });
  });
});
