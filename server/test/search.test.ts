import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { SearchResult } from '@bookcraft/shared/contracts';
import { settableClock } from '../src/index';
import { chatVisitor, say, type ChatVisitor } from './chatHelpers';
import { familyBLead, postLead } from './leadFixtures';
import { storageBackends, useServer } from './helpers';
import { adminCookie, call } from './teamHelpers';
import { asVisitor } from './visitorHelpers';

// One search box over messages, private notes, visitors (name, e-mail, phone) and leads,
// ranked and highlighted, through the real HTTP API on each storage backend.

const DAY = 24 * 60 * 60_000;
const MONTH_AGO = new Date('2026-10-26T10:00:00Z');
const TODAY = new Date('2026-11-26T10:00:00Z');

const matchedWords = (result: SearchResult) => result.snippet.filter((part) => part.match).map((part) => part.text.toLowerCase());
const snippetText = (result: SearchResult) => result.snippet.map((part) => part.text).join('');

for (const backend of await storageBackends()) {
  describe(`search on ${backend.name}`, { skip: backend.skip }, () => {
    const clock = settableClock(MONTH_AGO);
    const server = useServer(backend.env, {}, { clock });
    const url = () => server.running.url;
    let admin: string;
    let ada: ChatVisitor;

    const searchFor = async (q: string, cookie = admin) => {
      const answer = await call(url(), 'GET', `/api/staff/search?q=${encodeURIComponent(q)}`, cookie);
      return { status: answer.status, results: (answer.body as { results?: SearchResult[] }).results ?? [] };
    };
    const found = async (q: string, kind: SearchResult['kind']) => {
      const { status, results } = await searchFor(q);
      assert.equal(status, 200, `searching ${q}`);
      return results.filter((result) => result.kind === kind);
    };

    before(async () => {
      admin = await adminCookie(url());
      ada = await chatVisitor(url());
      const named = await fetch(`${url()}/api/customer/signup/update/${ada.id}`, {
        method: 'PUT',
        headers: asVisitor(ada.token),
        body: JSON.stringify({ name: 'Ada Lovelace', email: 'ada@example.com', phone: '+1 555 0100' }),
      });
      assert.equal(named.status, 200, await named.text());
      assert.equal((await say(ada.socket, ada.roomId, 'I am writing a memoir about my grandmother and her lighthouse.')).ok, true);
      assert.equal((await say(ada.socket, ada.roomId, 'Memoir, memoir, memoir: a memoir is all I want.')).ok, true);
      clock.set(TODAY);
      assert.equal((await say(ada.socket, ada.roomId, 'Also a short memoir chapter about sailing.')).ok, true);
    });

    after(() => ada?.socket.disconnect());

    it('finds a month-old message by a word in it, dated when it was written, with the word marked', async () => {
      const [message] = await found('grandmother', 'message');
      assert.ok(message, 'the message is found');
      assert.equal(message.roomId, ada.roomId);
      assert.equal(message.customerId, ada.id);
      assert.equal(message.visitorName, 'Ada Lovelace');
      assert.equal(Date.parse(message.at), MONTH_AGO.getTime());
      assert.ok(TODAY.getTime() - Date.parse(message.at) >= 30 * DAY);
      assert.deepEqual(matchedWords(message), ['grandmother']);
      assert.match(snippetText(message), /writing a memoir about my grandmother/);
    });

    it('finds the word as it is being typed and in its other forms', async () => {
      assert.equal((await found('grandmo', 'message')).length, 1, 'a word being typed is a prefix');
      assert.equal((await found('lighthouses', 'message')).length, 1, 'English stems: lighthouses finds lighthouse');
    });

    it('ranks the message that says the word most first', async () => {
      const messages = await found('memoir', 'message');
      assert.equal(messages.length, 3);
      assert.match(snippetText(messages[0]!), /a memoir is all I want/);
    });

    it('needs every word: two words find only what holds both', async () => {
      const messages = await found('memoir sailing', 'message');
      assert.deepEqual(messages.map(snippetText).map((text) => /sailing/.test(text)), [true]);
    });

    it('never finds the server’s own lines', async () => {
      const [joined] = await server.running.server.db.query<{ content: string }>(
        `INSERT INTO chat_messages (room_id, sender_role, content, created_at) VALUES ($1, 'system', 'Zanzibar joined the conversation', $2) RETURNING content`,
        [ada.roomId, TODAY],
      );
      assert.ok(joined);
      assert.deepEqual(await found('zanzibar', 'message'), []);
    });

    it('finds a visitor by name, by e-mail and by phone number, written as people write them', async () => {
      for (const q of ['Lovelace', 'ada lovel', 'ada@example.com', 'example.com', '+1 555 0100', '555-0100', '5550100', '(555) 0100']) {
        const visitors = await found(q, 'visitor');
        assert.deepEqual(visitors.map((visitor) => visitor.id), [ada.id], `searching ${q}`);
        assert.equal(visitors[0]!.roomId, ada.roomId, 'a visitor opens their latest conversation');
      }
      const [byName] = await found('lovelace', 'visitor');
      assert.deepEqual(matchedWords(byName!), ['lovelace']);
    });

    it('finds a private note', async () => {
      const note = await call(url(), 'POST', `/api/chat/chat-room/${ada.roomId}/notes`, admin, { content: 'She wants the ghostwriting package, call back Friday.' });
      assert.equal(note.status, 201, JSON.stringify(note.body));
      const [found_] = await found('ghostwriting', 'note');
      assert.ok(found_, 'the note is found');
      assert.equal(found_.roomId, ada.roomId);
      assert.equal(found_.id, note.body.id);
      assert.deepEqual(matchedWords(found_), ['ghostwriting']);
    });

    it('finds a lead by a word of its message, and by its name', async () => {
      const posted = await postLead(url(), familyBLead('landing', { first_name: 'Grace', last_name: 'Hopper', message: 'A cookbook of my family recipes from Sicily.' }));
      const { id } = (await posted.json()) as { id: string };
      assert.equal(posted.status, 201);
      const [lead] = await found('sicily', 'lead');
      assert.equal(lead?.id, id);
      assert.equal(lead.visitorName, 'Grace Hopper');
      assert.equal(lead.roomId, null);
      assert.deepEqual(matchedWords(lead), ['sicily']);
      assert.deepEqual((await found('grace hopper', 'lead')).map((result) => result.id), [id]);
    });

    it('marks only what matched: a message cannot forge a highlight with the markers', async () => {
      assert.equal((await say(ada.socket, ada.roomId, 'A \uE000forged\uE001 mark beside a zebra')).ok, true);
      const [message] = await found('zebra', 'message');
      assert.deepEqual(matchedWords(message!), ['zebra']);
      assert.match(snippetText(message!), /forged mark beside a zebra/, 'the markers are taken out of the text');
    });

    it('answers hostile or empty searches with 400 or nothing found, never a server error', async () => {
      for (const q of [`&|!:*()'"`, `'`, '!!!', ':*', 'a & | b', 'memoir:*', '<script>alert(1)</script>', '\\', '%', 'ó'.repeat(40), 'x'.repeat(200)]) {
        const { status } = await searchFor(q);
        assert.equal(status, 200, `searching ${q}`);
      }
      assert.deepEqual((await searchFor(`&|!:*()'"`)).results, []);
      for (const q of ['', '   ', 'x'.repeat(1000), 'line\nbreak']) {
        const { status } = await searchFor(q);
        assert.equal(status, 400, `searching ${JSON.stringify(q.slice(0, 20))}`);
      }
      const missing = await call(url(), 'GET', '/api/staff/search', admin);
      assert.equal(missing.status, 400);
    });

    it('is for members only: a visitor’s token and no session are refused', async () => {
      const asAda = await fetch(`${url()}/api/staff/search?q=memoir`, { headers: asVisitor(ada.token) });
      assert.ok([401, 403].includes(asAda.status), String(asAda.status));
      const signedOut = await fetch(`${url()}/api/staff/search?q=memoir`);
      assert.equal(signedOut.status, 401);
    });
  });
}
