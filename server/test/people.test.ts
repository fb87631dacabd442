import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import type { ApiAnswer } from '@bookcraft/shared/contracts';
import { settableClock } from '../src/index';
import type { Database } from '../src/core/db/database';
import { say, type ChatVisitor } from './chatHelpers';
import { STAFF_EMAIL, storageBackends, useServer } from './helpers';
import { familyALead, postLead } from './leadFixtures';
import { rowsMentioning } from './privacyHelpers';
import { addMember, adminCookie, call } from './teamHelpers';
import { asVisitor, emitWithAck, openSocket, register } from './visitorHelpers';

// One person, one timeline, on proof: an address a visitor types is a claim. It is mailed a link;
// confirming it proves the address, and visitors who proved the same address are one person. Typed
// alone, it links no one: staff see "possibly the same person", agents propose merges and admins make
// them. Export and erasure act on the visitor asked about; the linked ones only when an admin takes
// them in, on the list of what that touches.

type Person = ApiAnswer<'GET /api/staff/people/:id'>;

/** The confirmation link mailed to `address` for `visitorId`'s claim: its token, read from the mail in the outbox. */
async function confirmationToken(db: Database, address: string, visitorId: string): Promise<string> {
  const mails = await db.query<{ body: string }>("SELECT body FROM mail_outbox WHERE lower(recipient) = lower($1) AND subject LIKE 'Please confirm%' ORDER BY created_at", [address]);
  const rows = await db.query<{ token_hash: string }>('SELECT token_hash FROM email_confirmations WHERE customer_id = $1 AND email = lower($2)', [visitorId, address]);
  assert.equal(rows.length, 1, `one confirmation for ${visitorId}`);
  const { createHash } = await import('node:crypto');
  const token = mails.map((mail) => /\/confirm-email\?token=([\w-]+)/.exec(mail.body)?.[1]).find((candidate) => candidate && createHash('sha256').update(candidate).digest('hex') === rows[0]!.token_hash);
  assert.ok(token, `the mail to ${address} holds the link of ${visitorId}'s claim`);
  return token;
}

/** Opens the mailed link as its reader does: the page, then its button. */
async function confirmByMail(url: string, token: string): Promise<{ page: string; confirmed: { status: number; text: string } }> {
  const page = await fetch(`${url}/confirm-email?token=${token}`);
  assert.equal(page.status, 200);
  const confirmed = await fetch(`${url}/confirm-email`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `token=${token}` });
  return { page: await page.text(), confirmed: { status: confirmed.status, text: await confirmed.text() } };
}

for (const backend of await storageBackends()) {
  describe(`one person across devices, on proof, on ${backend.name}`, { skip: backend.skip }, () => {
    const clock = settableClock('2026-03-02T15:00:00.000Z');
    const server = useServer(backend.env, {}, { clock });
    const url = () => server.running.url;
    const db = () => server.running.server.db;
    let admin: string;
    let agent: string;
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
      db().query<{ action: string; actor_name: string; detail: string | null }>('SELECT action, actor_name, detail FROM audit_log WHERE subject = $1 ORDER BY id', [`visitor:${visitorId}`]);

    before(async () => {
      admin = await adminCookie(url());
      agent = (await addMember(url(), db(), admin, { email: 'maria@bookcraft.test', name: 'Maria' })).cookie;
      // On a desktop: reads the pricing page, chats, and leaves an e-mail in the chat.
      const registered = await register(url());
      const socket = await openSocket(url(), { token: registered.token });
      sockets.push(socket);
      assert.equal((await emitWithAck(socket, 'pageVisited', { customerId: registered.id, path: '/pricing' })).ok, true);
      // The server's clock stands still unless moved: a minute reading the page before each next step.
      clock.advance(60_000);
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
      clock.advance(60_000);
      const lead = await postLead(url(), familyALead('General', { email: `  ${email().toUpperCase()}`, message: 'Please call me about my memoir.' }), asVisitor(phone.token));
      assert.equal(lead.status, 201, await lead.clone().text());
    });
    after(() => sockets.forEach((socket) => socket.close()));

    it('links no one by a typed address: the desktop and the phone stay apart, each shown the other as possibly the same person', async () => {
      for (const [asked, other] of [
        [desktop.id, phone.id],
        [phone.id, desktop.id],
      ] as const) {
        const person = await personOf(asked);
        assert.deepEqual([person.personId, deviceIds(person)], [null, [asked]]);
        assert.deepEqual(
          person.suggestions.map((suggestion) => [suggestion.visitorId, suggestion.sharedEmail, suggestion.proposal]),
          [[other, email(), null]],
        );
      }
    });

    it("gives a stranger who types someone's address none of their data: their export holds their own, and their erasure leaves the other's lead", async () => {
      const stranger = await register(url());
      const typed = await fetch(`${url()}/api/chat/visitor-email`, { method: 'PUT', headers: asVisitor(stranger.token), body: JSON.stringify({ email: email() }) });
      assert.equal(typed.status, 200);
      const exported = await call(url(), 'POST', `/api/staff/visitors/${stranger.id}/export`, admin, {});
      assert.equal(exported.status, 200);
      const text = JSON.stringify(exported.body);
      for (const theirs of [phone.id, desktop.id, 'Please call me about my memoir.', 'Can you ghostwrite my memoir?']) assert.equal(text.includes(theirs), false, `the export holds ${theirs}`);
      assert.deepEqual((exported.body as { leads: unknown[] }).leads, []);

      assert.equal((await fetch(`${url()}/api/staff/visitors/${stranger.id}`, { method: 'DELETE', headers: { cookie: admin } })).status, 204);
      assert.equal((await db().query('SELECT 1 FROM leads WHERE customer_id = $1', [phone.id])).length, 1, "the phone's lead is still there");
      assert.equal((await db().query('SELECT 1 FROM customers WHERE id = ANY($1::uuid[])', [[phone.id, desktop.id]])).length, 2);
    });

    it('mails each claim a link whose page names the address and confirms nothing until its button is pressed', async () => {
      const token = await confirmationToken(db(), email(), desktop.id);
      const page = await fetch(`${url()}/confirm-email?token=${token}`);
      assert.equal(page.status, 200);
      const html = await page.text();
      assert.match(html, new RegExp(`Confirm that <strong>${email()}</strong> is your address`));
      assert.match(html, /<button type="submit">Confirm my address<\/button>/);
      assert.equal(page.headers.get('referrer-policy'), 'no-referrer');
      assert.deepEqual(await db().query('SELECT 1 FROM email_proofs WHERE customer_id = $1', [desktop.id]), [], 'opening the page proved nothing');
      const unknown = await fetch(`${url()}/confirm-email?token=${'x'.repeat(43)}`);
      assert.equal(unknown.status, 410);
      assert.match(await unknown.text(), /This link does not work/);
    });

    it('answers bad input on the confirmation page plainly, never with a 5xx, and proves nothing by it', async () => {
      const post = (body: string, contentType: string) => fetch(`${url()}/confirm-email`, { method: 'POST', headers: { 'content-type': contentType }, body });
      const form = 'application/x-www-form-urlencoded';
      for (const [body, contentType, status] of [
        ['', form, 410],
        ['token=short', form, 410],
        [`token=${'x'.repeat(43)}&extra=1`, form, 410],
        [`token=${encodeURIComponent("' OR 1=1 --")}`, form, 410],
        [`token=${'a'.repeat(2000)}`, form, 413],
        [JSON.stringify({ token: 'x'.repeat(43) }), 'application/json', 410],
        ['token', 'text/plain', 410],
      ] as const) {
        const answer = await post(body, contentType);
        assert.equal(answer.status, status, `${contentType} ${body.slice(0, 40)}`);
      }
      for (const query of ['', '?token=', `?token=${'x'.repeat(43)}&token=y`, '?token=%3Cscript%3E']) {
        const page = await fetch(`${url()}/confirm-email${query}`);
        assert.equal(page.status, 410, query);
        assert.equal((await page.text()).includes('<script>'), false);
      }
      assert.deepEqual(await db().query('SELECT 1 FROM email_proofs'), []);
    });

    it('links the desktop and the phone once each confirmed the address from its mail: one person, joined by proof', async () => {
      clock.advance(60_000);
      const first = await confirmByMail(url(), await confirmationToken(db(), email(), desktop.id));
      assert.equal(first.confirmed.status, 200);
      assert.match(first.confirmed.text, /Thank you: your address is confirmed/);
      assert.deepEqual(deviceIds(await personOf(desktop.id)), [desktop.id], 'one proof links no one yet');

      const second = await confirmByMail(url(), await confirmationToken(db(), email(), phone.id));
      assert.equal(second.confirmed.status, 200);
      for (const asked of [desktop.id, phone.id]) {
        const person = await personOf(asked);
        assert.ok(person.personId);
        assert.deepEqual(deviceIds(person), [desktop.id, phone.id].sort());
        assert.equal(person.suggestions.length, 0);
      }
      const phoneDevice = (await personOf(desktop.id)).devices.find((device) => device.id === phone.id)!;
      assert.deepEqual([phoneDevice.os, phoneDevice.joined?.reason, phoneDevice.joined?.by, phoneDevice.joined?.at], ['iOS', 'proven email', null, clock.now().toISOString()]);

      const again = await fetch(`${url()}/confirm-email`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `token=${await confirmationToken(db(), email(), phone.id)}` });
      assert.equal(again.status, 410);
      assert.match(await again.text(), /This link was already used/);
    });

    it('shows the timeline newest first: the lead and the phone visit, then the chat and the desktop visit, with campaign and keyword', async () => {
      const { timeline } = await personOf(phone.id);
      const kinds = timeline.map((entry) => entry.kind).filter((kind) => kind !== 'mail');
      assert.deepEqual(kinds, ['lead', 'visit', 'conversation', 'visit']);
      const [lead, phoneVisit, chat, desktopVisit] = timeline.filter((entry) => entry.kind !== 'mail');
      assert.deepEqual(lead!.kind === 'lead' && [lead.visitorId, lead.form, lead.message], [phone.id, 'General', 'Please call me about my memoir.']);
      assert.deepEqual(phoneVisit!.kind === 'visit' && [phoneVisit.visitorId, phoneVisit.pages.map((page) => page.path), phoneVisit.campaign, phoneVisit.keyword], [phone.id, ['/contact'], 'memoir-ads', 'memoir ghostwriter']);
      assert.deepEqual(chat!.kind === 'conversation' && [chat.visitorId, chat.roomId, chat.status, chat.messages], [desktop.id, desktop.roomId, 'open', 1]);
      assert.deepEqual(desktopVisit!.kind === 'visit' && [desktopVisit.visitorId, desktopVisit.pages.map((page) => page.path), desktopVisit.campaign], [desktop.id, ['/pricing'], 'spring']);
      const mails = timeline.filter((entry) => entry.kind === 'mail');
      assert.ok(mails.some((mail) => mail.kind === 'mail' && mail.subject === 'Please confirm your e-mail address for Book Craft'), 'the confirmations are the person’s own mail');
      const times = timeline.map((entry) => entry.at);
      assert.deepEqual(times, [...times].sort().reverse());
    });

    it('mails one confirmation per visitor and address a day, and at most three to an address', async () => {
      const address = `flood.${randomUUID().slice(0, 8)}@example.com`;
      const visitors = await Promise.all(Array.from({ length: 5 }, () => register(url())));
      for (const visitor of visitors) {
        for (let time = 0; time < 2; time++) {
          const typed = await fetch(`${url()}/api/chat/visitor-email`, { method: 'PUT', headers: asVisitor(visitor.token), body: JSON.stringify({ email: address }) });
          assert.equal(typed.status, 200);
        }
      }
      assert.equal((await db().query('SELECT 1 FROM mail_outbox WHERE recipient = $1', [address])).length, 3);
    });

    it('splits the phone out by hand, audited; the same address proved again does not link it back', async () => {
      const split = await call(url(), 'POST', `/api/staff/people/${phone.id}/split`, agent, {});
      assert.equal(split.status, 200, JSON.stringify(split.body));
      assert.deepEqual(deviceIds(split.body as unknown as Person), [phone.id]);
      assert.deepEqual(deviceIds(await personOf(desktop.id)), [desktop.id]);
      assert.deepEqual((await auditOf(phone.id)).map((row) => [row.action, row.actor_name]), [['split visitor', 'Maria']]);

      clock.advance(25 * 60 * 60_000);
      assert.equal((await postLead(url(), familyALead('General', { email: email() }), asVisitor(phone.token))).status, 201);
      assert.deepEqual(deviceIds(await personOf(phone.id)), [phone.id], 'proved already: no new mail, no link');
      assert.equal((await call(url(), 'POST', `/api/staff/people/${phone.id}/split`, admin, {})).status, 409, 'nobody to split from');
    });

    it("lets an agent propose a merge but not make one, and an admin merge or dismiss it, each audited for both visitors", async () => {
      clock.advance(60_000);
      assert.equal((await call(url(), 'POST', `/api/staff/people/${desktop.id}/merge`, agent, { visitorId: phone.id })).status, 403);
      const proposed = await call(url(), 'POST', `/api/staff/people/${desktop.id}/merge-proposals`, agent, { visitorId: phone.id });
      assert.equal(proposed.status, 201, JSON.stringify(proposed.body));
      const shown = (proposed.body as unknown as Person).suggestions.find((suggestion) => suggestion.visitorId === phone.id);
      assert.deepEqual(shown?.proposal, { by: 'Maria', at: clock.now().toISOString() });
      assert.deepEqual(deviceIds(await personOf(desktop.id)), [desktop.id], 'a proposal links no one');
      const dismiss = (cookie: string) => fetch(`${url()}/api/staff/people/${phone.id}/merge-proposals/${desktop.id}`, { method: 'DELETE', headers: { cookie } });
      assert.equal((await dismiss(agent)).status, 403);
      assert.equal((await dismiss(admin)).status, 204);
      assert.equal((await dismiss(admin)).status, 404);

      const merged = await call(url(), 'POST', `/api/staff/people/${desktop.id}/merge`, admin, { visitorId: phone.id });
      assert.equal(merged.status, 200, JSON.stringify(merged.body));
      const person = merged.body as unknown as Person;
      assert.deepEqual(deviceIds(person), [desktop.id, phone.id].sort());
      assert.deepEqual(person.devices.find((device) => device.id === phone.id)!.joined, { reason: 'manual', by: 'Anna', at: clock.now().toISOString() });
      for (const visitor of [desktop.id, phone.id]) {
        assert.deepEqual((await auditOf(visitor)).slice(-3).map((row) => [row.action, row.actor_name]), [['proposed merge', 'Maria'], ['dismissed merge', 'Anna'], ['merged visitors', 'Anna']]);
      }

      const self = await call(url(), 'POST', `/api/staff/people/${desktop.id}/merge`, admin, { visitorId: desktop.id });
      assert.equal(self.status, 400);
      assert.ok((self.body.fields as Record<string, string>).visitorId);
      assert.equal((await call(url(), 'POST', `/api/staff/people/${desktop.id}/merge`, admin, { visitorId: randomUUID() })).status, 404);
      assert.equal((await call(url(), 'GET', `/api/staff/people/${randomUUID()}`, admin)).status, 404);
    });

    it('mails no confirmation to the address of a lead flagged as a suspected bot, and suggests no one by it', async () => {
      const address = `bo.${randomUUID().slice(0, 8)}@example.com`;
      const bot = await register(url());
      assert.equal((await postLead(url(), familyALead('General', { email: address, website: 'http://spam.test' }), asVisitor(bot.token))).status, 201);
      assert.equal((await db().query('SELECT 1 FROM mail_outbox WHERE recipient = $1', [address])).length, 0);
      const genuine = await register(url());
      assert.equal((await postLead(url(), familyALead('General', { email: address }), asVisitor(genuine.token))).status, 201);
      assert.deepEqual((await personOf(genuine.id)).suggestions, [], 'the bot is no one to suggest');
      assert.equal((await db().query('SELECT 1 FROM mail_outbox WHERE recipient = $1', [address])).length, 1, 'the genuine lead’s address is asked to confirm');
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

      const exported = await call(url(), 'POST', `/api/staff/visitors/${typist.id}/export`, admin, {});
      assert.equal(exported.status, 200);
      assert.deepEqual((exported.body as { mail: { subject: string }[] }).mail.map((mail) => mail.subject), [], 'no mail of staff’s');
      assert.equal((await personOf(typist.id)).timeline.some((entry) => entry.kind === 'mail' && entry.subject !== 'Please confirm your e-mail address for Book Craft'), false);

      const disconnected = new Promise((resolve) => socket.once('disconnect', resolve));
      assert.equal((await fetch(`${url()}/api/staff/visitors/${typist.id}`, { method: 'DELETE', headers: { cookie: admin } })).status, 204);
      await disconnected;
      assert.equal((await db().query('SELECT 1 FROM mail_outbox WHERE body = $1', [note])).length, 1, 'the mention is still to be sent');
      assert.equal((await db().query('SELECT 1 FROM mail_outbox WHERE lead_id = $1', [otherLeadId])).length, 1, "the other enquiry's notification too");
    });

    it('exports and erases the visitor asked about, and the linked visitors only when an admin takes in those listed, audited', async () => {
      const other = await register(url());
      const alone = await call(url(), 'POST', `/api/staff/visitors/${phone.id}/export`, admin, {});
      assert.equal(alone.status, 200);
      const mine = alone.body as { customer: { id: string }; person: unknown; visitors: { id: string }[]; chats: unknown[]; leads: unknown[] };
      assert.deepEqual([mine.customer.id, mine.visitors.map((visitor) => visitor.id), mine.chats, mine.person], [phone.id, [phone.id], [], null]);
      assert.equal(mine.leads.length, 2, "the phone's own two leads");

      const records = await call(url(), 'GET', `/api/staff/visitors/${phone.id}/linked-records`, admin);
      assert.equal(records.status, 200);
      const listed = records.body as unknown as ApiAnswer<'GET /api/staff/visitors/:id/linked-records'>;
      assert.deepEqual(listed.visitors.map((visitor) => visitor.id), [phone.id, desktop.id]);
      assert.deepEqual([listed.leads.length, listed.conversations.map((conversation) => conversation.id)], [2, [desktop.roomId]]);
      assert.equal((await call(url(), 'GET', `/api/staff/visitors/${phone.id}/linked-records`, agent)).status, 403);

      assert.equal((await call(url(), 'POST', `/api/staff/visitors/${phone.id}/export?linked=${other.id}`, admin, {})).status, 409, 'a list that is not the linked visitors');
      const whole = await call(url(), 'POST', `/api/staff/visitors/${phone.id}/export?linked=${desktop.id}`, admin, {});
      assert.equal(whole.status, 200);
      const data = whole.body as { exportedAt: string; person: { id: string }; visitors: { id: string }[]; chats: { id: string }[]; leads: unknown[] };
      assert.equal(data.exportedAt, clock.now().toISOString(), 'made at the time of the server clock');
      assert.deepEqual(data.visitors.map((visitor) => visitor.id).sort(), [desktop.id, phone.id].sort());
      assert.deepEqual(data.chats.map((chat) => chat.id), [desktop.roomId]);
      assert.equal(JSON.stringify(data).includes(other.id), false);
      assert.deepEqual((await auditOf(phone.id)).slice(-2).map((row) => [row.action, row.detail]), [
        ['exported visitor', 'this visitor only'],
        ['exported visitor', 'with 1 linked visitor'],
      ]);

      assert.equal((await fetch(`${url()}/api/staff/visitors/${phone.id}?linked=${other.id}`, { method: 'DELETE', headers: { cookie: admin } })).status, 409);
      const disconnected = Promise.all(sockets.map((socket) => new Promise<void>((resolve) => socket.once('disconnect', () => resolve()))));
      assert.equal((await fetch(`${url()}/api/staff/visitors/${phone.id}?linked=${desktop.id}`, { method: 'DELETE', headers: { cookie: admin } })).status, 204);
      await disconnected;
      for (const marker of [desktop.id, phone.id, email()]) assert.deepEqual(await rowsMentioning(db(), marker), {}, `rows still mention ${marker}`);
      assert.equal((await db().query('SELECT 1 FROM people WHERE id = $1', [data.person.id])).length, 0, 'the person is gone with its visitors');
      const [entry] = await db().query<{ detail: string }>("SELECT detail FROM audit_log WHERE action = 'erased visitor' ORDER BY id DESC LIMIT 1");
      assert.equal(entry?.detail, 'with 1 linked visitor; 2 leads');
      assert.equal((await call(url(), 'GET', `/api/staff/people/${other.id}`, admin)).status, 200);
    });
  });
}
