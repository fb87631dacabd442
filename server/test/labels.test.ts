import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { InboxRoom } from '@bookcraft/shared';
import { chatVisitor, history, say, visitorHeaders } from './chatHelpers';
import { productionBackend, useServer } from './helpers';
import { addMember, adminCookie, call } from './teamHelpers';

// Labels. Admins keep the list; any member puts a label on a conversation or takes it
// off; the inbox answer carries each conversation's labels; every change is audited.

type Label = { id: string; name: string };

for (const backend of await productionBackend()) {
  describe(`labels on ${backend.name}`, { skip: backend.skip }, () => {
    const server = useServer(backend.env);
    const url = () => server.running.url;
    /** A DELETE carries no body, so no content type either. */
    const remove = async (path: string, cookie: string) => (await fetch(`${url()}${path}`, { method: 'DELETE', headers: { cookie } })).status;
    const inbox = async (cookie: string) => (await call(url(), 'GET', '/api/chat/chat-room/status', cookie)).body as unknown as InboxRoom[];

    it('lets admins keep the list, and refuses it to agents', async () => {
      const admin = await adminCookie(url());
      const agent = await addMember(url(), server.running.server.db, admin, { email: 'agent.one@bookcraft.test', name: 'Ola' });
      assert.equal((await call(url(), 'POST', '/api/staff/labels', agent.cookie, { name: 'Hot lead' })).status, 403);
      const created = await call(url(), 'POST', '/api/staff/labels', admin, { name: 'Hot lead' });
      assert.equal(created.status, 201, JSON.stringify(created.body));
      const duplicate = await call(url(), 'POST', '/api/staff/labels', admin, { name: 'hot LEAD' });
      assert.equal(duplicate.status, 400);
      assert.equal((duplicate.body.fields as Record<string, string>).name, 'There is a label with this name already.');
      assert.equal((await call(url(), 'PUT', `/api/staff/labels/${created.body.id}`, agent.cookie, { name: 'Warm lead' })).status, 403);
      assert.deepEqual((await call(url(), 'PUT', `/api/staff/labels/${created.body.id}`, admin, { name: 'Warm lead' })).body, { id: created.body.id, name: 'Warm lead' });
      assert.deepEqual(((await call(url(), 'GET', '/api/staff/labels', agent.cookie)).body.labels as Label[]).map((label) => label.name), ['Warm lead']);
      assert.equal(await remove(`/api/staff/labels/${created.body.id}`, agent.cookie), 403);
      assert.equal(await remove(`/api/staff/labels/${created.body.id}`, admin), 204);
      assert.deepEqual((await call(url(), 'GET', '/api/staff/labels', admin)).body.labels, []);
    });

    it('puts labels on a conversation and takes them off, shows them in the inbox, and audits each change', async () => {
      const admin = await adminCookie(url());
      const agent = await addMember(url(), server.running.server.db, admin, { email: 'agent.two@bookcraft.test', name: 'Pia' });
      const [ghostwriting, pricing] = await Promise.all(['Ghostwriting', 'Pricing question'].map(async (name) => (await call(url(), 'POST', '/api/staff/labels', admin, { name })).body as Label));
      const labelled = await chatVisitor(url());
      const other = await chatVisitor(url());
      await say(labelled.socket, labelled.roomId, 'Can you ghostwrite my memoir?');
      await say(other.socket, other.roomId, 'Hello');

      for (const label of [pricing!, ghostwriting!]) {
        const answer = await call(url(), 'POST', `/api/chat/chat-room/${labelled.roomId}/labels`, agent.cookie, { labelId: label.id, on: true });
        assert.equal(answer.status, 200, JSON.stringify(answer.body));
      }
      const rooms = await inbox(agent.cookie);
      assert.deepEqual(rooms.find((room) => room.id === labelled.roomId)!.labels, [ghostwriting, pricing]);
      assert.deepEqual(rooms.find((room) => room.id === other.roomId)!.labels, []);
      // A conversation opened by id (search, a report, a mention) shows them too; its visitor never does.
      assert.deepEqual(((await history(url(), labelled.roomId, { cookie: agent.cookie })).body as { labels?: Label[] }).labels, [ghostwriting, pricing]);
      const visitorsOwn = await history(url(), labelled.roomId, visitorHeaders(labelled));
      assert.equal(visitorsOwn.status, 200);
      assert.equal('labels' in visitorsOwn.body, false, "the visitor's history carries no labels");
      // What the console's label filter keeps: the conversations with that label.
      assert.deepEqual(rooms.filter((room) => room.labels.some((label) => label.id === ghostwriting!.id)).map((room) => room.id), [labelled.roomId]);

      const off = await call(url(), 'POST', `/api/chat/chat-room/${labelled.roomId}/labels`, agent.cookie, { labelId: pricing!.id, on: false });
      assert.deepEqual(off.body, { labels: [ghostwriting] });
      const unknown = await call(url(), 'POST', `/api/chat/chat-room/${labelled.roomId}/labels`, agent.cookie, { labelId: '999999', on: true });
      assert.equal(unknown.status, 400);
      assert.equal((unknown.body.fields as Record<string, string>).labelId, 'No such label.');

      const audit = (await call(url(), 'GET', '/api/staff/audit?page=1&pageSize=50', admin)).body.entries as { actor: string; action: string; subject: string; detail: string }[];
      const labelling = audit.filter((entry) => entry.subject === `conversation:${labelled.roomId}`).map(({ actor, action, detail }) => [actor, action, detail]);
      assert.deepEqual(labelling, [
        ['Pia', 'unlabelled', 'Pricing question'],
        ['Pia', 'labelled', 'Ghostwriting'],
        ['Pia', 'labelled', 'Pricing question'],
      ]);
      assert.ok(audit.some((entry) => entry.action === 'created label' && entry.detail === 'Ghostwriting'));
      labelled.socket.close();
      other.socket.close();
    });
  });
}
