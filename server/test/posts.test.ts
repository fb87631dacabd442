import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { publishDuePosts } from '../src/blog/scheduler';
import { NOT_SALES_TEAM } from '../src/realtime/handshake';
import { blogVersion } from '../src/blog/version';
import { settableClock } from '../src/core/clock';
import { productionBackend, useServer } from './helpers';
import { addMember, adminCookie, call } from './teamHelpers';
import { openSocket } from './visitorHelpers';
import { chatVisitor, say } from './chatHelpers';
import { postFields } from './corpus/posts';

// The blog written in the console (docs/content.md): an editor writes a draft, saves it
// (each save a revision), restores an older one, publishes now or at a moment, takes it down and
// publishes it again. The public API shows published posts only; every change is audited, and each
// one a public page shows bumps the blog's version.

const START = '2026-11-20T10:00:00.000Z';
type Post = Record<string, unknown> & { id: number; status: string };

for (const backend of await productionBackend()) {
  describe(`posts written in the console on ${backend.name}`, { skip: backend.skip }, () => {
    const clock = settableClock(START);
    const server = useServer(backend.env, { POST_SCHEDULER_INTERVAL_MS: '3600000' }, { clock });
    const url = () => server.running.url;
    const db = () => server.running.server.db;
    let members: Promise<{ editor: string; editorId: string; agent: string; admin: string }> | undefined;
    const team = () =>
      (members ??= (async () => {
        const admin = await adminCookie(url());
        const editor = await addMember(url(), db(), admin, { email: 'editor@bookcraft.test', name: 'Eda', role: 'editor' });
        const agent = await addMember(url(), db(), admin, { email: 'agent@posts.test', name: 'Ola' });
        return { admin, editor: editor.cookie, editorId: editor.id, agent: agent.cookie };
      })());
    const publicPost = (id: number) => fetch(`${url()}/api/blogs/${id}`);
    const publicIds = async () => ((await (await fetch(`${url()}/api/blogs?pageSize=50`)).json()) as { posts: { id: number }[] }).posts.map((post) => post.id);
    const auditOf = async (id: number) =>
      (await db().query<{ action: string; actor_name: string | null }>('SELECT action, actor_name FROM audit_log WHERE subject = $1 ORDER BY id', [`post:${id}`])).map((row) => `${row.action} by ${row.actor_name ?? 'the scheduler'}`);

    it('lets an editor sign in and write a draft nobody else sees, each save a revision', async () => {
      const { editor } = await team();
      const me = await call(url(), 'GET', '/api/staff/me', editor);
      assert.equal(me.status, 200);
      assert.equal(me.body.role, 'editor');

      const created = await call(url(), 'POST', '/api/staff/posts', editor, postFields('first-draft'));
      assert.equal(created.status, 201, JSON.stringify(created.body));
      const post = created.body as Post;
      assert.equal(post.status, 'draft');
      assert.equal(post.updatedBy, 'Eda');
      assert.equal(post.updatedAt, START);
      assert.equal(post.publishedAt, null);
      assert.equal((await publicPost(post.id)).status, 404, 'a draft is not public');
      assert.ok(!(await publicIds()).includes(post.id));

      clock.advance(60_000);
      const saved = await call(url(), 'PUT', `/api/staff/posts/${post.id}`, editor, { ...postFields('first-draft'), title: 'A Better Title' });
      assert.equal(saved.status, 200, JSON.stringify(saved.body));
      assert.equal(saved.body.title, 'A Better Title');
      assert.equal(saved.body.status, 'draft');

      const listed = await call(url(), 'GET', '/api/staff/posts', editor);
      const summary = (listed.body.posts as Post[]).find((one) => one.id === post.id)!;
      assert.equal(summary.title, 'A Better Title');
      assert.equal('body' in summary, false, 'the list carries no Markdown');

      const revisions = (await call(url(), 'GET', `/api/staff/posts/${post.id}/revisions`, editor)).body.revisions as { id: number; title: string; savedBy: string }[];
      assert.deepEqual(revisions.map((revision) => revision.title), ['A Better Title', 'How to Plan a Book Launch']);
      assert.equal(revisions[0]!.savedBy, 'Eda');

      const restored = await call(url(), 'POST', `/api/staff/posts/${post.id}/revisions/${revisions[1]!.id}/restore`, editor, {});
      assert.equal(restored.status, 200, JSON.stringify(restored.body));
      assert.equal(restored.body.title, 'How to Plan a Book Launch');
      const after = (await call(url(), 'GET', `/api/staff/posts/${post.id}/revisions`, editor)).body.revisions as { title: string }[];
      assert.deepEqual(after.map((revision) => revision.title), ['How to Plan a Book Launch', 'A Better Title', 'How to Plan a Book Launch'], 'restoring saves again as the newest');
      assert.deepEqual(await auditOf(post.id), ['created post by Eda', 'saved post by Eda', 'restored post by Eda']);

      const otherPost = await call(url(), 'POST', '/api/staff/posts', editor, postFields('second-draft'));
      const restoreElsewhere = await call(url(), 'POST', `/api/staff/posts/${otherPost.body.id}/revisions/${revisions[1]!.id}/restore`, editor, {});
      assert.equal(restoreElsewhere.status, 404, "another post's revision is not this one's");
      assert.equal((await call(url(), 'GET', '/api/staff/posts/999999', editor)).status, 404);
    });

    it('refuses a slug another post has (409 naming slug) and bad fields (400 naming each)', async () => {
      const { editor } = await team();
      assert.equal((await call(url(), 'POST', '/api/staff/posts', editor, postFields('taken-slug'))).status, 201);
      const twice = await call(url(), 'POST', '/api/staff/posts', editor, postFields('taken-slug'));
      assert.equal(twice.status, 409);
      assert.deepEqual(Object.keys(twice.body.fields as object), ['slug']);
      const other = await call(url(), 'POST', '/api/staff/posts', editor, postFields('other-slug'));
      const renamed = await call(url(), 'PUT', `/api/staff/posts/${other.body.id}`, editor, postFields('taken-slug'));
      assert.equal(renamed.status, 409);
      assert.deepEqual(Object.keys(renamed.body.fields as object), ['slug']);
      // A seeded post's slug is taken too.
      assert.equal((await call(url(), 'POST', '/api/staff/posts', editor, postFields('how-to-know-your-manuscript-is-ready'))).status, 409);

      const bad = await call(url(), 'POST', '/api/staff/posts', editor, { ...postFields('Not A Slug'), title: ' ', excerpt: '', image: '../etc', seoTitle: 'x'.repeat(71) });
      assert.equal(bad.status, 400);
      assert.deepEqual(Object.keys(bad.body.fields as object).sort(), ['excerpt', 'image', 'seoTitle', 'slug', 'title']);
    });

    it('publishes now: published_at is the first time, an edit moves date_modified only, each bumps the version', async () => {
      const { editor } = await team();
      clock.set('2026-11-21T09:00:00.000Z');
      const post = (await call(url(), 'POST', '/api/staff/posts', editor, postFields('published-now'))).body as Post;
      const before = await blogVersion(db());
      const published = await call(url(), 'POST', `/api/staff/posts/${post.id}/publish`, editor, {});
      assert.equal(published.status, 200, JSON.stringify(published.body));
      assert.equal(published.body.status, 'published');
      assert.equal(published.body.publishedAt, '2026-11-21T09:00:00.000Z');
      assert.equal(published.body.dateModified, '2026-11-21T09:00:00.000Z');
      const afterPublishing = await blogVersion(db());
      assert.notEqual(afterPublishing, before);

      const shown = await publicPost(post.id);
      assert.equal(shown.status, 200);
      const page = (await shown.json()) as Record<string, string>;
      assert.equal(page.html, '<p>Plan the launch <strong>before</strong> the book is finished.</p>\n<p>Then tell your readers.</p>\n');
      assert.equal(page.author, 'Ada Writer');
      assert.equal(page.seo_title, 'Plan a Book Launch');
      assert.equal((await publicIds())[0], post.id, 'the newest published post comes first');

      clock.set('2026-11-22T15:30:00.000Z');
      const edited = await call(url(), 'PUT', `/api/staff/posts/${post.id}`, editor, { ...postFields('published-now'), body: 'Plan it **now**.' });
      assert.equal(edited.body.status, 'published');
      assert.equal(edited.body.publishedAt, '2026-11-21T09:00:00.000Z');
      assert.equal(edited.body.dateModified, '2026-11-22T15:30:00.000Z');
      assert.notEqual(await blogVersion(db()), afterPublishing, 'an edit of a published post changes its page');
      const again = (await (await publicPost(post.id)).json()) as Record<string, string>;
      assert.equal(again.html, '<p>Plan it <strong>now</strong>.</p>\n');
      assert.equal(again.date_modified, '2026-11-22T15:30:00.000Z');

      const draft = (await call(url(), 'POST', '/api/staff/posts', editor, postFields('quiet-draft'))).body as Post;
      const quiet = await blogVersion(db());
      await call(url(), 'PUT', `/api/staff/posts/${draft.id}`, editor, postFields('quiet-draft'));
      assert.equal(await blogVersion(db()), quiet, "a draft's save changes no public page");
    });

    it('schedules for a future moment only; editing keeps it scheduled; the scheduler publishes it at that moment', async () => {
      const { editor } = await team();
      clock.set('2026-11-23T08:00:00.000Z');
      const post = (await call(url(), 'POST', '/api/staff/posts', editor, postFields('scheduled-post'))).body as Post;
      for (const at of ['2026-11-23T08:00:00.000Z', '2026-11-22T08:00:00Z']) {
        const refused = await call(url(), 'POST', `/api/staff/posts/${post.id}/publish`, editor, { at });
        assert.equal(refused.status, 400, at);
        assert.deepEqual(Object.keys(refused.body.fields as object), ['at']);
      }
      assert.equal((await call(url(), 'POST', `/api/staff/posts/${post.id}/publish`, editor, { at: 'tomorrow' })).status, 400);

      const scheduled = await call(url(), 'POST', `/api/staff/posts/${post.id}/publish`, editor, { at: '2026-11-24T09:00:00+01:00' });
      assert.equal(scheduled.status, 200, JSON.stringify(scheduled.body));
      assert.equal(scheduled.body.status, 'scheduled');
      assert.equal(scheduled.body.scheduledAt, '2026-11-24T08:00:00.000Z');
      const edited = await call(url(), 'PUT', `/api/staff/posts/${post.id}`, editor, { ...postFields('scheduled-post'), title: 'Launch Day, Planned' });
      assert.equal(edited.body.status, 'scheduled');
      assert.equal((await publicPost(post.id)).status, 404, 'a scheduled post is not public yet');

      clock.set('2026-11-24T07:59:59.000Z');
      assert.deepEqual(await publishDuePosts(db(), clock.now()), []);
      clock.set('2026-11-24T08:00:00.000Z');
      const before = await blogVersion(db());
      assert.deepEqual(await publishDuePosts(db(), clock.now()), [post.id]);
      assert.notEqual(await blogVersion(db()), before);
      const shown = (await (await publicPost(post.id)).json()) as Record<string, string>;
      assert.equal(shown.title, 'Launch Day, Planned');
      assert.equal(shown.published_at, '2026-11-24T08:00:00.000Z');
      assert.deepEqual(await auditOf(post.id), ['created post by Eda', 'scheduled post by Eda', 'saved post by Eda', 'published post by the scheduler']);

      const published = await call(url(), 'POST', `/api/staff/posts/${post.id}/publish`, editor, { at: '2026-12-01T08:00:00Z' });
      assert.equal(published.status, 400, 'a published post is out: it is unpublished before it is scheduled');
    });

    it('unpublishes: the page answers 410 and leaves the list; publishing again keeps its first date', async () => {
      const { editor } = await team();
      clock.set('2026-11-25T10:00:00.000Z');
      const post = (await call(url(), 'POST', '/api/staff/posts', editor, postFields('taken-down'))).body as Post;
      await call(url(), 'POST', `/api/staff/posts/${post.id}/publish`, editor, {});
      const before = await blogVersion(db());
      clock.set('2026-11-25T11:00:00.000Z');
      const down = await call(url(), 'POST', `/api/staff/posts/${post.id}/unpublish`, editor, {});
      assert.equal(down.status, 200);
      assert.equal(down.body.status, 'unpublished');
      assert.notEqual(await blogVersion(db()), before);
      assert.equal((await publicPost(post.id)).status, 410);
      assert.ok(!(await publicIds()).includes(post.id));

      clock.set('2026-11-25T12:00:00.000Z');
      const again = await call(url(), 'POST', `/api/staff/posts/${post.id}/publish`, editor, {});
      assert.equal(again.body.status, 'published');
      assert.equal(again.body.publishedAt, '2026-11-25T10:00:00.000Z');
      assert.equal(again.body.dateModified, down.body.dateModified, 'out again unchanged: its text last changed when it did');
      assert.equal((await publicPost(post.id)).status, 200);
      assert.deepEqual(await auditOf(post.id), ['created post by Eda', 'published post by Eda', 'unpublished post by Eda', 'published post by Eda']);

      // A scheduled post that was never out goes back to being a draft.
      const waiting = (await call(url(), 'POST', '/api/staff/posts', editor, postFields('never-out'))).body as Post;
      await call(url(), 'POST', `/api/staff/posts/${waiting.id}/publish`, editor, { at: '2026-12-25T10:00:00Z' });
      assert.equal((await call(url(), 'POST', `/api/staff/posts/${waiting.id}/unpublish`, editor, {})).body.status, 'draft');
      assert.equal((await publicPost(waiting.id)).status, 404);
    });

    it('answers 410 for a post taken down and scheduled to go out again, until it is out; 200 once it is', async () => {
      const { editor } = await team();
      clock.set('2026-11-26T10:00:00.000Z');
      const post = (await call(url(), 'POST', '/api/staff/posts', editor, postFields('out-again-later'))).body as Post;
      await call(url(), 'POST', `/api/staff/posts/${post.id}/publish`, editor, {});
      await call(url(), 'POST', `/api/staff/posts/${post.id}/unpublish`, editor, {});
      const rescheduled = await call(url(), 'POST', `/api/staff/posts/${post.id}/publish`, editor, { at: '2026-11-27T10:00:00Z' });
      assert.equal(rescheduled.body.status, 'scheduled');
      assert.equal((await publicPost(post.id)).status, 410, 'the public has seen it: it is gone while it waits');
      assert.equal((await fetch(`${url()}/blog/${post.id}`)).status, 410);

      clock.set('2026-11-27T10:00:00.000Z');
      assert.deepEqual(await publishDuePosts(db(), clock.now()), [post.id]);
      assert.equal((await publicPost(post.id)).status, 200);
    });

    it('previews Markdown as the page shows it, sanitised', async () => {
      const { editor } = await team();
      const preview = await call(url(), 'POST', '/api/staff/posts/preview', editor, { body: '## Steps\n\n<script>alert(1)</script>\n\n[Contact](/contact)' });
      assert.equal(preview.status, 200);
      assert.match(preview.body.html as string, /<h2>Steps<\/h2>/);
      assert.doesNotMatch(preview.body.html as string, /<script/);
      assert.match(preview.body.html as string, /<a href="\/contact">Contact<\/a>/);
    });

    it('lets an admin write too, and refuses every content route to an agent', async () => {
      const { admin, agent } = await team();
      const post = await call(url(), 'POST', '/api/staff/posts', admin, postFields('by-the-admin'));
      assert.equal(post.status, 201);
      const id = post.body.id as number;
      const [revision] = (await call(url(), 'GET', `/api/staff/posts/${id}/revisions`, admin)).body.revisions as { id: number }[];
      const calls: [string, string, unknown?][] = [
        ['GET', '/api/staff/posts'],
        ['POST', '/api/staff/posts', postFields('by-an-agent')],
        ['GET', `/api/staff/posts/${id}`],
        ['PUT', `/api/staff/posts/${id}`, postFields('by-the-admin')],
        ['POST', `/api/staff/posts/${id}/publish`, {}],
        ['POST', `/api/staff/posts/${id}/unpublish`, {}],
        ['GET', `/api/staff/posts/${id}/revisions`],
        ['POST', `/api/staff/posts/${id}/revisions/${revision!.id}/restore`, {}],
        ['POST', '/api/staff/posts/preview', { body: 'Hi' }],
        ['POST', '/api/staff/post-images', {}],
      ];
      for (const [method, path, body] of calls) assert.equal((await call(url(), method, path, agent, body)).status, 403, `${method} ${path}`);
      assert.equal((await call(url(), 'GET', `/api/staff/posts/${id}`, admin)).body.status, 'draft', 'nothing an agent sent changed it');
    });

    it('refuses the sales routes to an editor, and never offers an editor for a conversation', async () => {
      const { editor, editorId, admin } = await team();
      for (const path of ['/api/staff/members', '/api/staff/visitors', '/api/staff/leads', '/api/chat/chat-room/status', '/api/staff/search?q=memoir', '/api/staff/team', '/api/staff/audit']) {
        assert.equal((await call(url(), 'GET', path, editor)).status, 403, path);
      }
      assert.equal((await call(url(), 'PUT', '/api/staff/me/availability', editor, { availability: 'available' })).status, 403);
      const members = (await call(url(), 'GET', '/api/staff/members', admin)).body.members as { name: string }[];
      assert.ok(members.some((member) => member.name === 'Ola'));
      assert.ok(!members.some((member) => member.name === 'Eda'), 'an editor is nobody to transfer to');

      const visitor = await chatVisitor(url());
      try {
        await say(visitor.socket, visitor.roomId, 'Can you edit my memoir?');
        assert.equal((await call(url(), 'POST', `/api/chat/chat-room/${visitor.roomId}/take`, admin, {})).status, 200);
        const transfer = await call(url(), 'POST', `/api/chat/chat-room/${visitor.roomId}/transfer`, admin, { to: editorId, note: '' });
        assert.equal(transfer.status, 400);
        assert.deepEqual(Object.keys(transfer.body.fields as object), ['to']);
      } finally {
        visitor.socket.close();
      }
    });

    it("refuses an editor's staff socket, and ends an agent's once an admin makes them an editor", async () => {
      const { editor, admin } = await team();
      await assert.rejects(openSocket(url(), { cookie: editor }), (error: Error) => error.message === NOT_SALES_TEAM);
      const member = await addMember(url(), db(), admin, { email: 'becomes.editor@bookcraft.test', name: 'Ben' });
      const socket = await openSocket(url(), { cookie: member.cookie });
      try {
        const ended = new Promise<string>((resolve) => socket.once('disconnect', resolve));
        assert.equal((await call(url(), 'PUT', `/api/staff/members/${member.id}`, admin, { role: 'editor' })).status, 200);
        assert.equal(await ended, 'io server disconnect');
        await assert.rejects(openSocket(url(), { cookie: member.cookie }), (error: Error) => error.message === NOT_SALES_TEAM);
        const transfer = await call(url(), 'GET', '/api/staff/members', admin);
        assert.ok(!(transfer.body.members as { name: string }[]).some((one) => one.name === 'Ben'));
      } finally {
        socket.close();
      }
    });
  });
}
