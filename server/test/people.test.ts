import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import type { ApiAnswer } from '@bookcraft/shared/contracts';
import { settableClock } from '../src/index';
import { say, type ChatVisitor } from './chatHelpers';
import { STAFF_EMAIL, storageBackends, useServer } from './helpers';
import { familyALead, postLead } from './leadFixtures';
import { rowsMentioning } from './privacyHelpers';
import { adminCookie, call } from './teamHelpers';
import { asVisitor, emitWithAck, openSocket, register } from './visitorHelpers';

// Issue 29, one person, one timeline: visitors who gave the same e-mail (the chat's, a lead's) are
// one person across their devices; members merge and split by hand (audited); export and erasure
// act on the person.

type Person = ApiAnswer<'GET /api/staff/people/:id'>;

for (const backend of await storageBackends()) {
  describe(`one person across devices on ${backend.name}`, { skip: backend.skip }, () => {
    const clock = settableClock('2026-03-02T15:00:00.000Z');
    const server = useServer(backend.env, {}, { clock });
    const url = () => server.running.url;
    const db = () => server.running.server.db;
    let admin: string;
    let desktop: ChatVisitor;
    let phone: { id: string; token: string };
    const sockets: Socket[] = [];
    const email = () => `ada.${desktop.id.slice(0, 8)}@example.com`;

    const personOf = async (visitorId: string) => {
      const answer = await call(url(), 'GET', `/api/staff/people/${visitorId}`, admin);
      assert.equal(answer.status, 200, JSON.stringify(answer.body));
      return answer.body as unknown as Person;
    };
    const deviceIds = (person: Person) => person.devices.map((device) => device.id).sort();
    const auditOf = (visitorId: string) =>
      db().query<{ action: string; actor_name: string; at: Date }>('SELECT action, actor_name, at FROM audit_log WHERE subject = $1 ORDER BY id', [`visitor:${visitorId}`]);

    before(async () => {
      admin = await adminCookie(url());
      // On a desktop: reads the pricing page, chats, and leaves an e-mail in the chat.
      const registered = await register(url());
      const socket = await openSocket(url(), { token: registered.token });
      sockets.push(socket);
      assert.equal((await emitWithAck(socket, 'pageVisited', { customerId: registered.id, path: '/pricing' })).ok, true);
      const room = await emitWithAck(socket, 'createRoom', { customerId: registered.id, current_page: '/pricing' });
      desktop = { ...registered, socket, roomId: String(room.roomId) };
      assert.equal((await say(desktop.socket, desktop.roomId, 'Can you ghostwrite my memoir?')).ok, true);
      const saved = await fetch(`${url()}/api/chat/visitor-email`, { method: 'PUT', headers: asVisitor(desktop.token), body: JSON.stringify({ email: email() }) });
      assert.equal(saved.status, 200);
      // Later on a phone, through another campaign: the contact page, and a lead with the same address in other case.
      clock.advance(2 * 60 * 60_000);
      phone = await register(url(), { screenResolution: '390x844', os: 'iOS', utm_campaign: 'memoir-ads', keyword: 'memoir ghostwriter' });
      const phoneSocket = await openSocket(url(), { token: phone.token });
      sockets.push(phoneSocket);
      assert.equal((await emitWithAck(phoneSocket, 'pageVisited', { customerId: phone.id, path: '/contact' })).ok, true);
      const lead = await postLead(url(), familyALead('General', { email: `  ${email().toUpperCase()}`, message: 'Please call me about my memoir.' }), asVisitor(phone.token));
      assert.equal(lead.status, 201, await lead.clone().text());
    });
    after(() => sockets.forEach((socket) => socket.close()));

    it('links the desktop visitor who gave an e-mail in the chat and the phone visitor who left a lead with it: one person, both devices', async () => {
      for (const asked of [desktop.id, phone.id]) {
        const person = await personOf(asked);
        assert.ok(person.personId);
        assert.deepEqual(deviceIds(person), [desktop.id, phone.id].sort());
        assert.deepEqual(person.emails, [email()]);
      }
      const person = await personOf(desktop.id);
      const phoneDevice = person.devices.find((device) => device.id === phone.id)!;
      assert.deepEqual([phoneDevice.os, phoneDevice.screen, phoneDevice.joined?.reason, phoneDevice.joined?.by], ['iOS', '390x844', 'email', null]);
      assert.equal(phoneDevice.joined?.at, clock.now().toISOString(), 'linked when the lead arrived, by the server clock');
    });

    it('shows the timeline newest first: the lead and the phone visit, then the chat and the desktop visit, with campaign and keyword', async () => {
      // A mail of their conversation to the person's address (an answer mailed after they left) is on it too.
      await db().query(`INSERT INTO mail_outbox (recipient, subject, body, room_id) VALUES ($1, 'Your conversation with Book Craft', 'Hello', $2)`, [email(), desktop.roomId]);
      const { timeline } = await personOf(phone.id);
      const kinds = timeline.map((entry) => entry.kind);
      assert.deepEqual(kinds.slice(1), ['lead', 'visit', 'conversation', 'visit']);
      assert.equal(kinds[0], 'mail');
      const [mail, lead, phoneVisit, chat, desktopVisit] = timeline;
      assert.deepEqual(mail!.kind === 'mail' && [mail.recipient, mail.subject, mail.sent], [email(), 'Your conversation with Book Craft', false]);
      assert.deepEqual(lead!.kind === 'lead' && [lead.visitorId, lead.form, lead.message], [phone.id, 'General', 'Please call me about my memoir.']);
      assert.deepEqual(phoneVisit!.kind === 'visit' && [phoneVisit.visitorId, phoneVisit.pages.map((page) => page.path), phoneVisit.campaign, phoneVisit.keyword], [phone.id, ['/contact'], 'memoir-ads', 'memoir ghostwriter']);
      assert.deepEqual(chat!.kind === 'conversation' && [chat.visitorId, chat.roomId, chat.status, chat.messages], [desktop.id, desktop.roomId, 'open', 1]);
      assert.deepEqual(desktopVisit!.kind === 'visit' && [desktopVisit.visitorId, desktopVisit.pages.map((page) => page.path), desktopVisit.campaign], [desktop.id, ['/pricing'], 'spring']);
      const times = timeline.map((entry) => entry.at);
      assert.deepEqual(times, [...times].sort().reverse());
    });

    it('splits the phone out by hand, audited; the same e-mail arriving again does not link it back', async () => {
      const split = await call(url(), 'POST', `/api/staff/people/${phone.id}/split`, admin, {});
      assert.equal(split.status, 200, JSON.stringify(split.body));
      assert.deepEqual(deviceIds(split.body as unknown as Person), [phone.id]);
      assert.deepEqual(deviceIds(await personOf(desktop.id)), [desktop.id]);
      assert.equal((await personOf(desktop.id)).personId, null);
      assert.deepEqual((await auditOf(phone.id)).map((row) => [row.action, row.actor_name]), [['split visitor', 'Anna']]);

      const again = await postLead(url(), familyALead('General', { email: email() }), asVisitor(phone.token));
      assert.equal(again.status, 201);
      assert.deepEqual(deviceIds(await personOf(phone.id)), [phone.id]);
      assert.equal((await call(url(), 'POST', `/api/staff/people/${phone.id}/split`, admin, {})).status, 409, 'nobody to split from');
    });

    it('merges two visitors by hand, audited for both; refuses a visitor with itself and an unknown one', async () => {
      clock.advance(60_000);
      const merged = await call(url(), 'POST', `/api/staff/people/${desktop.id}/merge`, admin, { visitorId: phone.id });
      assert.equal(merged.status, 200, JSON.stringify(merged.body));
      const person = merged.body as unknown as Person;
      assert.deepEqual(deviceIds(person), [desktop.id, phone.id].sort());
      assert.deepEqual(person.devices.find((device) => device.id === phone.id)!.joined, { reason: 'manual', by: 'Anna', at: clock.now().toISOString() });
      for (const visitor of [desktop.id, phone.id]) assert.equal((await auditOf(visitor)).at(-1)!.action, 'merged visitors');

      const self = await call(url(), 'POST', `/api/staff/people/${desktop.id}/merge`, admin, { visitorId: desktop.id });
      assert.equal(self.status, 400);
      assert.ok((self.body.fields as Record<string, string>).visitorId);
      assert.equal((await call(url(), 'POST', `/api/staff/people/${desktop.id}/merge`, admin, { visitorId: randomUUID() })).status, 404);
      assert.equal((await call(url(), 'GET', `/api/staff/people/${randomUUID()}`, admin)).status, 404);
    });

    it("links no one by a lead flagged as a suspected bot, though it carries a chat visitor's e-mail", async () => {
      const chatter = await register(url());
      const address = `bo.${chatter.id.slice(0, 8)}@example.com`;
      const saved = await fetch(`${url()}/api/chat/visitor-email`, { method: 'PUT', headers: asVisitor(chatter.token), body: JSON.stringify({ email: address }) });
      assert.equal(saved.status, 200);
      const bot = await register(url());
      assert.equal((await postLead(url(), familyALead('General', { email: address, website: 'http://spam.test' }), asVisitor(bot.token))).status, 201);
      for (const visitorId of [chatter.id, bot.id]) {
        const person = await personOf(visitorId);
        assert.deepEqual([person.personId, deviceIds(person)], [null, [visitorId]], 'each stays a visitor alone');
      }
      const genuine = await register(url());
      assert.equal((await postLead(url(), familyALead('General', { email: address }), asVisitor(genuine.token))).status, 201);
      assert.deepEqual(deviceIds(await personOf(chatter.id)), [chatter.id, genuine.id].sort(), 'a genuine lead with the address links its visitor, never the bot');
    });

    it("keeps staff's mail out of the export, timeline and erasure of a visitor who typed a member's and the sales address", async (t) => {
      const typist = await register(url());
      const socket = await openSocket(url(), { token: typist.token });
      t.after(() => socket.close());
      const room = await emitWithAck(socket, 'createRoom', { customerId: typist.id, current_page: '/' });
      assert.equal((await say(socket, String(room.roomId), 'Hello?')).ok, true);
      const saved = await fetch(`${url()}/api/chat/visitor-email`, { method: 'PUT', headers: asVisitor(typist.token), body: JSON.stringify({ email: STAFF_EMAIL.toUpperCase() }) });
      assert.equal(saved.status, 200);
      assert.equal((await postLead(url(), familyALead('General', { email: 'sales@bookcraft.example' }), asVisitor(typist.token))).status, 201);
      // Staff's mail to those addresses: a mention holding a private note, and another enquiry's notification.
      const note = `private note ${typist.id}`;
      await db().query(`INSERT INTO mail_outbox (recipient, subject, body) VALUES ($1, 'Anna mentioned you', $2)`, [STAFF_EMAIL, note]);
      const otherLead = await postLead(url(), familyALead('General', { message: `another enquiry ${typist.id}` }));
      const { id: otherLeadId } = (await otherLead.json()) as { id: string };

      const exported = await call(url(), 'GET', `/api/staff/visitors/${typist.id}/export`, admin);
      assert.equal(exported.status, 200);
      assert.deepEqual((exported.body as { mail: unknown[] }).mail, [], 'no mail was sent to the visitor');
      assert.equal((await personOf(typist.id)).timeline.some((entry) => entry.kind === 'mail'), false);

      const disconnected = new Promise((resolve) => socket.once('disconnect', resolve));
      assert.equal((await fetch(`${url()}/api/staff/visitors/${typist.id}`, { method: 'DELETE', headers: { cookie: admin } })).status, 204);
      await disconnected;
      assert.equal((await db().query('SELECT 1 FROM mail_outbox WHERE body = $1', [note])).length, 1, 'the mention is still to be sent');
      assert.equal((await db().query('SELECT 1 FROM mail_outbox WHERE lead_id = $1', [otherLeadId])).length, 1, "the other enquiry's notification too");
    });

    it("exports the whole person, and erases every visitor of it with their leads, chats and mail, leaving others' data", async () => {
      const other = await register(url());
      const exported = await call(url(), 'GET', `/api/staff/visitors/${phone.id}/export`, admin);
      assert.equal(exported.status, 200);
      const data = exported.body as { exportedAt: string; customer: { id: string }; person: { id: string }; visitors: { id: string }[]; chats: { id: string }[]; leads: { email: string }[]; mail: { recipient: string }[] };
      assert.equal(data.customer.id, phone.id);
      assert.equal(data.exportedAt, clock.now().toISOString(), 'made at the time of the server clock');
      assert.deepEqual(data.visitors.map((visitor) => visitor.id).sort(), [desktop.id, phone.id].sort());
      assert.deepEqual(data.chats.map((chat) => chat.id), [desktop.roomId]);
      assert.equal(data.leads.length, 2);
      assert.ok(data.mail.some((mail) => mail.recipient === email()));
      assert.equal(JSON.stringify(data).includes(other.id), false);

      const disconnected = Promise.all(sockets.map((socket) => new Promise<void>((resolve) => socket.once('disconnect', () => resolve()))));
      assert.equal((await fetch(`${url()}/api/staff/visitors/${phone.id}`, { method: 'DELETE', headers: { cookie: admin } })).status, 204);
      await disconnected;
      for (const marker of [desktop.id, phone.id, email()]) assert.deepEqual(await rowsMentioning(db(), marker), {}, `rows still mention ${marker}`);
      assert.equal((await db().query('SELECT 1 FROM people WHERE id = $1', [data.person.id])).length, 0, 'the person is gone with its visitors');
      assert.equal((await call(url(), 'GET', `/api/staff/people/${other.id}`, admin)).status, 200);
    });
  });
}
