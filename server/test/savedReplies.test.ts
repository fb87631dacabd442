import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { productionBackend, useServer } from './helpers';
import { addMember, adminCookie, call } from './teamHelpers';

// Saved replies. Admins manage the shared ones; each member manages their own, and
// another member's own reply does not exist for them (404), admins included.

type Reply = { id: string; shortcut: string; content: string; shared: boolean };

for (const backend of await productionBackend()) {
  describe(`saved replies on ${backend.name}`, { skip: backend.skip }, () => {
    const server = useServer(backend.env);
    const url = () => server.running.url;
    /** A DELETE carries no body, so no content type either. */
    const remove = async (path: string, cookie: string) => (await fetch(`${url()}${path}`, { method: 'DELETE', headers: { cookie } })).status;

    it('lists the shared replies and each member their own', async () => {
      const admin = await adminCookie(url());
      const maria = await addMember(url(), server.running.server.db, admin, { email: 'maria@bookcraft.test', name: 'Maria' });
      const shared = await call(url(), 'POST', '/api/staff/saved-replies', admin, { shortcut: 'welcome', content: 'Hi {visitor_first_name}, I am {agent_name}.', shared: true });
      assert.equal(shared.status, 201, JSON.stringify(shared.body));
      assert.equal(shared.body.shared, true);
      const own = await call(url(), 'POST', '/api/staff/saved-replies', maria.cookie, { shortcut: 'pricing', content: 'Our plans start at $499.' });
      assert.equal(own.status, 201);
      assert.equal((await call(url(), 'POST', '/api/staff/saved-replies', admin, { shortcut: 'pricing', content: "The admin's own" })).status, 201, 'shortcuts are per owner');

      const mine = (await call(url(), 'GET', '/api/staff/saved-replies', maria.cookie)).body.replies as Reply[];
      // The team starts with one shared reply: the free consultation's times.
      assert.deepEqual(mine.map(({ shortcut, shared: isShared }) => [shortcut, isShared]), [['pick-a-time', true], ['pricing', false], ['welcome', true]]);
      const admins = (await call(url(), 'GET', '/api/staff/saved-replies', admin)).body.replies as Reply[];
      assert.deepEqual(admins.map((reply) => reply.content), [
        'You can choose a time for your free consultation call here, and we will call you then: /contact#pick-a-time',
        "The admin's own",
        'Hi {visitor_first_name}, I am {agent_name}.',
      ]);
    });

    it('lets only admins create, edit and delete shared replies (403 for an agent)', async () => {
      const admin = await adminCookie(url());
      const omar = await addMember(url(), server.running.server.db, admin, { email: 'omar@bookcraft.test', name: 'Omar' });
      assert.equal((await call(url(), 'POST', '/api/staff/saved-replies', omar.cookie, { shortcut: 'team', content: 'Hello', shared: true })).status, 403);
      const shared = await call(url(), 'POST', '/api/staff/saved-replies', admin, { shortcut: 'bye', content: 'Goodbye!', shared: true });
      assert.equal((await call(url(), 'PUT', `/api/staff/saved-replies/${shared.body.id}`, omar.cookie, { shortcut: 'bye', content: 'Changed' })).status, 403);
      assert.equal(await remove(`/api/staff/saved-replies/${shared.body.id}`, omar.cookie), 403);
      const edited = await call(url(), 'PUT', `/api/staff/saved-replies/${shared.body.id}`, admin, { shortcut: 'goodbye', content: 'Goodbye, {visitor_first_name}!' });
      assert.deepEqual(edited.body, { id: shared.body.id, shortcut: 'goodbye', content: 'Goodbye, {visitor_first_name}!', shared: true });
      assert.equal(await remove(`/api/staff/saved-replies/${shared.body.id}`, admin), 204);
    });

    it("answers 404 for another member's own reply, whatever the caller's role", async () => {
      const admin = await adminCookie(url());
      const lee = await addMember(url(), server.running.server.db, admin, { email: 'lee@bookcraft.test', name: 'Lee' });
      const own = await call(url(), 'POST', '/api/staff/saved-replies', lee.cookie, { shortcut: 'later', content: 'I will write back soon.' });
      assert.equal((await call(url(), 'PUT', `/api/staff/saved-replies/${own.body.id}`, admin, { shortcut: 'later', content: 'Taken over' })).status, 404);
      assert.equal(await remove(`/api/staff/saved-replies/${own.body.id}`, admin), 404);
      assert.equal((await call(url(), 'PUT', `/api/staff/saved-replies/${own.body.id}`, lee.cookie, { shortcut: 'later', content: 'Back soon.' })).status, 200);
    });

    it('refuses a shortcut that is not one word, and one the owner already has, naming it', async () => {
      const admin = await adminCookie(url());
      const spaced = await call(url(), 'POST', '/api/staff/saved-replies', admin, { shortcut: 'two words', content: 'x' });
      assert.equal(spaced.status, 400);
      assert.ok((spaced.body.fields as Record<string, string>).shortcut);
      await call(url(), 'POST', '/api/staff/saved-replies', admin, { shortcut: 'Thanks', content: 'Thank you!' });
      const again = await call(url(), 'POST', '/api/staff/saved-replies', admin, { shortcut: 'thanks', content: 'Thanks again' });
      assert.equal(again.status, 400);
      assert.equal((again.body.fields as Record<string, string>).shortcut, 'You already have a reply with this shortcut.');
    });
  });
}
