import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { waitFor } from './faultHelpers';
import { assertRedisAnswers, dropSchema, NO_POSTGRES, NO_REDIS, removeDir, startServer, type RunningServer } from './helpers';
import { addMember, adminCookie, call } from './teamHelpers';
import { asVisitor, openSocket, register } from './visitorHelpers';

// Assignment is decided in the database, so two nodes never give one conversation to two
// members nor pass a member's cap. 50 visitors press "Talk to a person" at the same moment, half on
// each node, with 6 members of cap 5 (30 places) split between the nodes.

const MEMBERS = 6;
const CAP = 5;
const ESCALATIONS = 50;

describe('routing 50 escalations at once through two nodes (PostgreSQL, Redis)', { skip: NO_POSTGRES ?? NO_REDIS }, () => {
  const nodes: RunningServer[] = [];
  const env = { REDIS_URL: process.env.TEST_REDIS_URL!, DATABASE_URL: process.env.TEST_DATABASE_URL!, DATABASE_SCHEMA: `test_routing_${Date.now()}` };
  before(async () => {
    await assertRedisAnswers(env.REDIS_URL);
    nodes.push(await startServer(env), await startServer(env));
  });
  after(async () => {
    for (const node of nodes) {
      await node.stop();
      removeDir(node.dataDir);
    }
    await dropSchema(env.DATABASE_SCHEMA);
  });

  it('assigns each conversation once and no member past the cap; the rest wait in Unassigned', async () => {
    const [a, b] = nodes as [RunningServer, RunningServer];
    const { db } = a.server;
    const admin = await adminCookie(a.url);
    const settings = (await call(a.url, 'GET', '/api/staff/settings', admin)).body;
    assert.equal((await call(a.url, 'PUT', '/api/staff/settings', admin, { ...settings, agentCap: CAP })).status, 200);

    const consoles = [];
    for (let index = 0; index < MEMBERS; index += 1) {
      const member = await addMember(a.url, db, admin, { email: `member${index}@bookcraft.test`, name: `Member ${index}` });
      consoles.push(await openSocket((index % 2 ? b : a).url, { cookie: member.cookie }));
    }
    await waitFor(async () => ((await db.query('SELECT 1 FROM staff_presence WHERE consoles > 0')).length === MEMBERS) || undefined, 'every console counted');

    const rooms: { url: string; token: string; roomId: string }[] = [];
    for (let index = 0; index < ESCALATIONS; index += 1) {
      const node = index % 2 ? b : a;
      const visitor = await register(node.url);
      const room = await fetch(`${node.url}/api/chat/chat-room`, { method: 'POST', headers: asVisitor(visitor.token), body: JSON.stringify({ customerId: visitor.id, current_page: '/services' }) });
      rooms.push({ url: node.url, token: visitor.token, roomId: ((await room.json()) as { id: string }).id });
    }

    const answers = await Promise.all(rooms.map(({ url, token, roomId }) => fetch(`${url}/api/chat/chat-room/${roomId}/escalate`, { method: 'POST', headers: asVisitor(token), body: '{}' })));
    assert.deepEqual([...new Set(answers.map((answer) => answer.status))], [200]);

    const load = await db.query<{ agent_id: string | null; rooms: number }>(
      'SELECT agent_id::text AS agent_id, count(*)::int AS rooms FROM chat_rooms WHERE id = ANY($1::bigint[]) GROUP BY agent_id',
      [rooms.map((room) => room.roomId)],
    );
    const perMember = load.filter((row) => row.agent_id !== null);
    assert.equal(perMember.length, MEMBERS, 'every member was given some');
    for (const row of perMember) assert.equal(row.rooms, CAP, `member ${row.agent_id} has ${row.rooms}`);
    assert.equal(load.find((row) => row.agent_id === null)?.rooms, ESCALATIONS - MEMBERS * CAP, 'the rest wait');
    const assignments = await db.query<{ subject: string; times: number }>(`SELECT subject, count(*)::int AS times FROM audit_log WHERE action = 'assigned' GROUP BY subject`);
    assert.equal(assignments.length, MEMBERS * CAP);
    assert.ok(assignments.every((row) => row.times === 1), 'no conversation was given twice');
    for (const socket of consoles) socket.close();
  });
});
