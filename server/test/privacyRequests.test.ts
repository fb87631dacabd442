import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { OPT_IN_TEXT_VERSION } from '@bookcraft/shared';
import { staffCookie } from './chatHelpers';
import { storageBackends, useServer } from './helpers';
import { familyBLead, postLead } from './leadFixtures';
import { fileKept, rowsMentioning, visitorWhoDidEverything, type ActiveVisitor } from './privacyHelpers';
import { asVisitor, register } from './visitorHelpers';

// A visitor's request for their data (GDPR/CCPA access and erasure), made by
// staff. The export holds what the visitor did through the real endpoints; the erasure leaves no
// table mentioning them and no upload file of theirs, and another visitor's data as it was. Both
// act on the visitor's person (their other devices): people.test.ts links two visitors
// by e-mail and covers both; here each visitor is a person of one.

/** What the privacy page says the site records about a visitor and what they tell us in a form: the export's fields. */
const VISITOR_FIELDS = ['id', 'created_at', 'last_seen_at', 'screen_resolution', 'timezone', 'os', 'fingerprint_id', 'canvas_hash', 'audio_hash', 'landing_page', 'link', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'gclid', 'traffic_source', 'first_touch', 'current_page', 'presence', 'name', 'email', 'phone', 'lead'];
const LEAD_FIELDS = ['id', 'created_at', 'form_family', 'form_type', 'form_variant', 'full_name', 'first_name', 'last_name', 'email', 'phone', 'service', 'genre', 'manuscript_status', 'package', 'plan', 'message', 'link', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'gclid', 'traffic_source', 'first_touch', 'last_touch', 'suspected_bot', 'bot_reason', 'ip', 'user_agent', 'consent'];

interface VisitorExport {
  customer: { id: string; fingerprint_id: string };
  person: null | { id: string };
  visitors: { id: string }[];
  visits: { path: string }[];
  presence: { status: string }[];
  attribution: { keyword: string }[];
  leads: { id: string; email: string; consent: object | null }[];
  chats: { id: string; messages: { content: string; attachment_id: string | null }[] }[];
  images: { id: string }[];
}

for (const backend of await storageBackends()) {
  describe(`a visitor's export and erasure on ${backend.name}`, { skip: backend.skip }, () => {
    const server = useServer(backend.env);
    const url = () => server.running.url;
    let cookie: string;
    let ada: ActiveVisitor;
    let bob: ActiveVisitor;
    before(async () => {
      cookie = await staffCookie(url());
      [ada, bob] = await Promise.all([visitorWhoDidEverything(url(), 'ada'), visitorWhoDidEverything(url(), 'bob')]);
    });
    after(() => [ada, bob].forEach((visitor) => visitor?.socket.close()));

    const exportOf = (id: string) => fetch(`${url()}/api/staff/visitors/${id}/export`, { method: 'POST', headers: { cookie, origin: url(), 'content-type': 'application/json' }, body: '{}' });
    const erase = (id: string) => fetch(`${url()}/api/staff/visitors/${id}`, { method: 'DELETE', headers: { cookie } });
    const markersOf = (visitor: ActiveVisitor) => [visitor.id, visitor.leadId, visitor.imageId, ...Object.values(visitor.markers)];

    it('exports everything held about the visitor, and nothing of anyone else', async () => {
      const answer = await exportOf(ada.id);
      assert.equal(answer.status, 200);
      const text = await answer.text();
      const data = JSON.parse(text) as VisitorExport;
      assert.equal(data.customer.id, ada.id);
      assert.equal(data.customer.fingerprint_id, ada.markers.fingerprint);
      assert.deepEqual([data.person, data.visitors.map((visitor) => visitor.id)], [null, [ada.id]], 'a person of one: the visitor alone');
      assert.deepEqual(data.visits.map((visit) => visit.path), ['/services', '/blog']);
      assert.deepEqual(data.presence.map((change) => change.status), ['idle']);
      assert.deepEqual(data.attribution.map((utm) => utm.keyword), [ada.markers.keyword]);
      // Ada's enquiry came through a family A form, which asks no consent: it has no consent record.
      assert.deepEqual(data.leads.map((lead) => [lead.id, lead.email, lead.consent]), [[ada.leadId, ada.markers.email, null]]);
      assert.deepEqual(data.chats.map((chat) => chat.id), [ada.roomId]);
      assert.deepEqual(data.chats[0]!.messages.map((message) => [message.content, message.attachment_id]), [[ada.markers.message, ada.imageId]]);
      assert.deepEqual(data.images.map((image) => image.id), [ada.imageId]);
      for (const marker of markersOf(bob)) assert.equal(text.includes(marker), false, `the export mentions ${marker}`);
    });

    it('exports the fields the privacy page names, never the registration key; a text-message consent with what was agreed to and when', async () => {
      const key = `key-${randomUUID()}`;
      const cy = await register(url(), { registrationKey: key });
      assert.equal((await postLead(url(), familyBLead('landing'), asVisitor(cy.token))).status, 201);
      const text = await (await exportOf(cy.id)).text();
      assert.equal(text.includes(key), false, 'the export holds the registration key');
      const data = JSON.parse(text) as { customer: Record<string, unknown>; leads: Record<string, unknown>[] };
      assert.deepEqual(Object.keys(data.customer).sort(), [...VISITOR_FIELDS].sort());
      assert.deepEqual(Object.keys(data.leads[0]!).sort(), [...LEAD_FIELDS].sort());
      assert.deepEqual(Object.keys(data.leads[0]!.consent as object).sort(), ['given', 'given_at', 'ip', 'text_version', 'user_agent']);
      assert.deepEqual([(data.leads[0]!.consent as { given: boolean }).given, (data.leads[0]!.consent as { text_version: string }).text_version], [true, OPT_IN_TEXT_VERSION]);
    });

    it('answers 404 for an unknown visitor and 400 naming the id for a malformed one', async () => {
      for (const call of [exportOf, erase]) {
        assert.equal((await call(randomUUID())).status, 404);
        const malformed = await call('not-a-visitor');
        assert.equal(malformed.status, 400);
        assert.ok(((await malformed.json()) as { fields: Record<string, string> }).fields.id);
      }
    });

    it("erases the visitor from every table, removes their files, ends their sockets, and leaves another visitor's data as it was", async () => {
      const bobBefore = await (await exportOf(bob.id)).json();
      const disconnected = new Promise((resolve) => ada.socket.once('disconnect', resolve));
      assert.equal((await erase(ada.id)).status, 204);
      await disconnected;

      const { db } = server.running.server;
      for (const marker of markersOf(ada)) assert.deepEqual(await rowsMentioning(db, marker), {}, `rows still mention ${marker}`);
      assert.equal(fileKept(server.running.dataDir, ada.imageId), false, "the visitor's upload file is removed");
      assert.equal((await exportOf(ada.id)).status, 404);
      assert.equal((await erase(ada.id)).status, 404);
      assert.equal((await fetch(`${url()}/api/customer/utm/${ada.id}`, { headers: { authorization: `Bearer ${ada.token}` } })).status, 401, 'their token names no one now');

      assert.ok(Object.keys(await rowsMentioning(db, bob.markers.message)).includes('chat_messages'));
      assert.equal(fileKept(server.running.dataDir, bob.imageId), true);
      const bobAfter = (await (await exportOf(bob.id)).json()) as { exportedAt: string };
      assert.deepEqual({ ...bobAfter, exportedAt: '' }, { ...(bobBefore as object), exportedAt: '' });
    });
  });
}
