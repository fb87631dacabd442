import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { publishDuePosts } from '../src/blog/scheduler';
import { blogVersion } from '../src/blog/version';
import { settableClock } from '../src/core/clock';
import { waitFor } from './faultHelpers';
import { dropSchema, NO_POSTGRES, removeDir, startServer, type RunningServer } from './helpers';
import { adminCookie, call } from './teamHelpers';
import { postFields } from './corpus/posts';

// A scheduled post publishes itself on exactly one node, however many run the scheduler at
// the same moment: the UPDATE's row locks let one transaction take each post (docs/content.md).

const SCHEDULED_FOR = '2026-11-24T08:00:00.000Z';

describe('scheduled posts across two nodes on one PostgreSQL', { skip: NO_POSTGRES }, () => {
  const clocks = [settableClock('2026-11-23T08:00:00.000Z'), settableClock('2026-11-23T08:00:00.000Z')];
  const env = { DATABASE_URL: process.env.TEST_DATABASE_URL!, DATABASE_SCHEMA: `test_scheduler_${Date.now()}`, POST_SCHEDULER_INTERVAL_MS: '3600000' };
  const nodes: RunningServer[] = [];

  before(async () => {
    for (const clock of clocks) nodes.push(await startServer(env, undefined, { clock }));
  });
  after(async () => {
    for (const node of nodes) {
      await node.stop();
      removeDir(node.dataDir);
    }
    await dropSchema(env.DATABASE_SCHEMA);
  });

  it('publishes each due post once when both nodes tick together: one audit entry, one version bump', async () => {
    const [first, second] = nodes as [RunningServer, RunningServer];
    const admin = await adminCookie(first.url);
    const ids: number[] = [];
    for (const slug of ['two-nodes-one', 'two-nodes-two', 'two-nodes-three']) {
      const post = await call(first.url, 'POST', '/api/staff/posts', admin, postFields(slug));
      const scheduled = await call(first.url, 'POST', `/api/staff/posts/${post.body.id}/publish`, admin, { at: SCHEDULED_FOR });
      assert.equal(scheduled.body.status, 'scheduled');
      ids.push(post.body.id as number);
    }
    const before = Number(await blogVersion(first.server.db));
    for (const clock of clocks) clock.set('2026-11-24T08:00:05.000Z');

    const published = await Promise.all(nodes.map((node, index) => publishDuePosts(node.server.db, clocks[index]!.now())));
    assert.deepEqual(published.flat().sort((a, b) => a - b), ids, `each post once: ${JSON.stringify(published)}`);

    const [audit] = await second.server.db.query<{ entries: number }>(`SELECT count(*)::int AS entries FROM audit_log WHERE action = 'published post' AND actor_id IS NULL AND subject = ANY($1::text[])`, [
      ids.map((id) => `post:${id}`),
    ]);
    assert.equal(audit!.entries, ids.length);
    const bumps = Number(await blogVersion(second.server.db)) - before;
    assert.ok(bumps === 1 || bumps === 2, `one bump per node that published something: ${bumps}`);
    for (const id of ids) {
      const post = (await (await fetch(`${second.url}/api/blogs/${id}`)).json()) as { published_at: string };
      assert.equal(post.published_at, SCHEDULED_FOR);
    }
    assert.deepEqual(await Promise.all(nodes.map((node, index) => publishDuePosts(node.server.db, clocks[index]!.now()))), [[], []], 'nothing is due any more');
  });
});

describe('the scheduler started with the server', () => {
  const clock = settableClock('2026-11-23T08:00:00.000Z');
  let node: RunningServer;
  before(async () => {
    node = await startServer({ POST_SCHEDULER_INTERVAL_MS: '50' }, undefined, { clock });
  });
  after(async () => {
    await node.stop();
    removeDir(node.dataDir);
  });

  it('publishes a due post by itself, every POST_SCHEDULER_INTERVAL_MS, on the server clock', async () => {
    const admin = await adminCookie(node.url);
    const post = await call(node.url, 'POST', '/api/staff/posts', admin, postFields('by-itself'));
    await call(node.url, 'POST', `/api/staff/posts/${post.body.id}/publish`, admin, { at: SCHEDULED_FOR });
    clock.set(SCHEDULED_FOR);
    const status = await waitFor(async () => {
      const { body } = await call(node.url, 'GET', `/api/staff/posts/${post.body.id}`, admin);
      return body.status === 'published' ? body.status : undefined;
    }, 'the scheduled post to be published');
    assert.equal(status, 'published');
    assert.equal((await fetch(`${node.url}/api/blogs/${post.body.id}`)).status, 200);
  });
});
