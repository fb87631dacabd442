import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { productionBackend, useServer } from './helpers';
import { staffCookie } from './chatHelpers';
import { HOSTILE_TEXT } from './corpus/mutations';
import { CORPUS_ENV, makeWorld } from './corpus/world';
import { familyALead, familyBLead, postLead } from './leadFixtures';
import { asVisitor } from './visitorHelpers';

// Script, SQL and traversal in free text are text. The server takes them as they are,
// stores them byte for byte (queries are parameterised) and hands them back as data (JSON, or a
// text/plain transcript), never as markup. Context a page adds is cut to length, never refused.

const TEXTS = [...HOSTILE_TEXT, 'Zoë 📚 李小龍', '\\x00 and \\u0000 written out'];

type StoredLead = Record<string, unknown> & { id: string };

for (const backend of await productionBackend()) {
  describe(`free text is stored as text on ${backend.name}`, { skip: backend.skip }, () => {
    const server = useServer(backend.env, CORPUS_ENV);
    const url = () => server.running.url;
    /** The lead as staff see it, in the leads or, a bot's (the honeypot filled in), in the Spam folder (docs/spam.md). */
    const storedLead = async (id: string) => {
      const leads: StoredLead[] = [];
      for (const folder of ['leads', 'spam']) {
        const response = await fetch(`${url()}/api/staff/leads?pageSize=200&folder=${folder}`, { headers: { cookie: await staffCookie(url()) } });
        leads.push(...((await response.json()) as { leads: StoredLead[] }).leads);
      }
      return leads.find((lead) => lead.id === id)!;
    };
    const send = async (lead: Record<string, unknown>) => {
      const response = await postLead(url(), lead);
      assert.equal(response.status, 201, await response.clone().text());
      return storedLead(((await response.json()) as { id: string }).id);
    };

    it('stores each text in every free-text field of a lead exactly as sent', async () => {
      for (const text of TEXTS) {
        const a = await send(familyALead('General', { full_name: text, message: text }));
        assert.deepEqual([a.full_name, a.message], [text, text]);
        const b = await send(familyBLead('landing', { first_name: text, last_name: text, message: text }));
        assert.deepEqual([b.first_name, b.last_name, b.message], [text, text, text]);
      }
    });

    it('stores chat messages exactly as sent, and gives the transcript as plain text', async () => {
      const world = await makeWorld(url(), server.running.server.db);
      for (const text of TEXTS) {
        const posted = await fetch(`${url()}/api/chat/message`, { method: 'POST', headers: asVisitor(world.A.token), body: JSON.stringify({ roomId: world.A.roomId, clientId: randomUUID(), content: text }) });
        assert.equal(posted.status, 200);
        assert.equal(((await posted.json()) as { content: string }).content, text.trim());
      }
      const transcript = await fetch(`${url()}/api/chat/transcript/${world.A.roomId}`, { headers: { authorization: `Bearer ${world.A.token}` } });
      assert.match(transcript.headers.get('content-type')!, /^text\/plain/);
      assert.match(transcript.headers.get('content-disposition')!, /^attachment/);
      const body = await transcript.text();
      for (const text of TEXTS) assert.ok(body.includes(text.trim()), text);
    });

    it("stores a visitor's name from the form exactly as typed", async () => {
      const world = await makeWorld(url(), server.running.server.db);
      for (const text of TEXTS) {
        const put = await fetch(`${url()}/api/customer/signup/update/${world.A.id}`, { method: 'PUT', headers: asVisitor(world.A.token), body: JSON.stringify({ name: text }) });
        assert.equal(put.status, 200);
        const detail = await fetch(`${url()}/api/staff/visitors/${world.A.id}`, { headers: { cookie: world.staffCookie } });
        assert.equal(((await detail.json()) as { name: string }).name, text);
      }
    });

    it('takes a lead whose page address, honeypot or customer id is too long: cut, or left out', async () => {
      const link = `http://site.test/LP-GN-GAD?utm_campaign=spring&gclid=${'g'.repeat(10_000)}`;
      const lead = await send(familyALead('General', { link, website: 'w'.repeat(5_000), customerId: 'c'.repeat(100) }));
      assert.equal(lead.link, link.slice(0, 2048));
      assert.equal(lead.suspected_bot, true);
      assert.equal(lead.customer_id, null);
      assert.equal(lead.utm_campaign, 'spring');
    });

    it('takes a lead whose page address carries NUL, broken UTF-8 or emoji in its campaign: the campaign is kept without them', async () => {
      const lead = await send(familyALead('General', { link: 'http://site.test/LP-GN-GAD?utm_campaign=a%00b&utm_source=%C3%28&utm_term=%F0%9F%93%9A' }));
      assert.deepEqual([lead.utm_campaign, lead.utm_source, lead.utm_term], ['ab', '\uFFFD(', '📚']);
    });
  });
}
