import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { connect, type Socket } from 'socket.io-client';
import type { InboxRoom, StoredChatMessage } from '@bookcraft/shared';
import type { TeamPresence, TeamSettings } from '@bookcraft/shared/contracts';
import { chatVisitor, history, nextMessage, say, staffCookie, type ChatVisitor } from './chatHelpers';
import { dropSchema, removeDir, type RunningServer, startServer, productionBackend } from './helpers';
import { openSocket, register, staffSocket } from './visitorHelpers';
import { settableClock } from '../src/core/clock';

// Who can answer: an available member with a console open, within the team's working hours (Monday to
// Friday, 9 to 5 in New York, as stored by default). The clock is set, never waited for.

const WEDNESDAY_10_AM = '2026-11-25T15:00:00Z';
const SATURDAY_NOON = '2026-11-28T17:00:00Z';
const MONDAY_9_AM = '2026-11-30T14:00:00.000Z';

const DEFAULT_SETTINGS: TeamSettings = {
  timeZone: 'America/New_York',
  workingHours: {
    monday: { opens: '09:00', closes: '17:00' },
    tuesday: { opens: '09:00', closes: '17:00' },
    wednesday: { opens: '09:00', closes: '17:00' },
    thursday: { opens: '09:00', closes: '17:00' },
    friday: { opens: '09:00', closes: '17:00' },
    saturday: null,
    sunday: null,
  },
  autoAssign: true,
  agentCap: 5,
  reassignAfterMs: 180_000,
  unansweredMailAfterMs: 300_000,
  adminsSignInAway: false,
};

/** The next `agents-online` the socket hears that matches. */
function nextPresence(socket: Socket, match: (presence: TeamPresence) => boolean): Promise<TeamPresence> {
  return new Promise((resolve) => {
    const listener = (presence: TeamPresence) => {
      if (!match(presence)) return;
      socket.off('agents-online', listener);
      resolve(presence);
    };
    socket.on('agents-online', listener);
  });
}

for (const backend of await productionBackend()) {
  describe(`availability and working hours, on ${backend.name}`, { skip: backend.skip }, () => {
    const clock = settableClock(WEDNESDAY_10_AM);
    let running: RunningServer;
    let env: Record<string, string>;
    before(async () => {
      env = await backend.env();
      // Heartbeats five times a second: the hours opening and closing reach visitors within a test's wait.
      running = await startServer({ ...env, PRESENCE_HEARTBEAT_MS: '200' }, undefined, { clock, teamHours: 'stored' });
    });
    after(async () => {
      await running?.stop();
      await dropSchema(env?.DATABASE_SCHEMA);
      if (running) removeDir(running.dataDir);
    });
    const url = () => running.url;
    const agents = async () => (await (await fetch(`${url()}/api/chat/agents`)).json()) as TeamPresence;
    const call = (method: string, path: string, cookie: string | undefined, body?: unknown) =>
      fetch(`${url()}${path}`, { method, headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) }, body: body === undefined ? undefined : JSON.stringify(body) });
    const setAvailability = (cookie: string | undefined, availability: unknown) => call('PUT', '/api/staff/me/availability', cookie, { availability });

    it("tells visitors the team is online only while an available member's console is open, and at once when the member goes away and comes back", async () => {
      clock.set(WEDNESDAY_10_AM);
      const cookie = await staffCookie(url());
      const visitor = await chatVisitor(url());
      let consoleSocket: Socket | undefined;
      try {
        assert.deepEqual(await agents(), { online: false });
        const online = nextPresence(visitor.socket, (presence) => presence.online);
        consoleSocket = await openSocket(url(), { cookie });
        assert.deepEqual(await online, { online: true });
        assert.deepEqual(await agents(), { online: true });

        const away = nextPresence(visitor.socket, (presence) => !presence.online);
        const answer = await setAvailability(cookie, 'away');
        assert.equal(answer.status, 200);
        assert.deepEqual(await answer.json(), { availability: 'away' });
        assert.deepEqual(await away, { online: false });
        assert.deepEqual(await agents(), { online: false }, 'within working hours, so no time to be back at');

        const back = nextPresence(visitor.socket, (presence) => presence.online);
        assert.deepEqual(await (await setAvailability(cookie, 'available')).json(), { availability: 'available' });
        assert.deepEqual(await back, { online: true });

        const closed = nextPresence(visitor.socket, (presence) => !presence.online);
        consoleSocket.close();
        assert.deepEqual(await closed, { online: false });
      } finally {
        consoleSocket?.close();
        visitor.socket.close();
      }
    });

    it('refuses an availability that is neither available nor away (400 naming the field), and anyone not signed in (401)', async () => {
      const cookie = await staffCookie(url());
      const refused = await setAvailability(cookie, 'busy');
      assert.equal(refused.status, 400);
      assert.deepEqual(((await refused.json()) as { fields: object }).fields, { availability: 'Choose available or away.' });
      const extra = await call('PUT', '/api/staff/me/availability', cookie, { availability: 'away', until: 'never' });
      assert.equal(extra.status, 400);
      assert.equal((await setAvailability(undefined, 'away')).status, 401);
      const [row] = await running.server.db.query<{ availability: string }>('SELECT availability FROM staff_accounts');
      assert.equal(row!.availability, 'available');
    });

    it('says the team is offline outside working hours, console open or not, and when it is back; a message left then is answered when an agent signs in', async () => {
      clock.set(SATURDAY_NOON);
      const early = await staffSocket(url());
      let visitor: ChatVisitor | undefined;
      let agent: Socket | undefined;
      try {
        assert.deepEqual(await agents(), { online: false, backAt: MONDAY_9_AM, timeZone: 'America/New_York' });
        // A visitor arriving after hours hears it as they connect.
        const { token } = await register(url());
        const arriving = connect(url(), { transports: ['websocket'], reconnection: false, auth: { token } });
        const told = await new Promise<TeamPresence>((resolve) => arriving.once('agents-online', resolve));
        arriving.close();
        assert.deepEqual(told, { online: false, backAt: MONDAY_9_AM, timeZone: 'America/New_York' });

        early.close();
        visitor = await chatVisitor(url());
        assert.equal((await say(visitor.socket, visitor.roomId, 'Do you edit cookbooks? Write back on Monday.')).ok, true);

        // Monday morning: an agent signs in, finds the message in the inbox and answers it.
        clock.set(MONDAY_9_AM);
        const cookie = await staffCookie(url());
        const inbox = (await (await call('GET', '/api/chat/chat-room/status', cookie)).json()) as InboxRoom[];
        const room = inbox.find((candidate) => candidate.id === visitor!.roomId);
        assert.ok(room, 'the conversation waits in the inbox');
        assert.equal(room.unread, 1);
        const { body } = await history(url(), visitor.roomId, { cookie });
        assert.deepEqual(body.messages.filter((message) => message.senderRole === 'visitor').map((message) => message.content), ['Do you edit cookbooks? Write back on Monday.']);

        const online = nextPresence(visitor.socket, (presence) => presence.online);
        agent = await openSocket(url(), { cookie });
        assert.deepEqual(await online, { online: true });
        const reply = nextMessage(visitor.socket, (message) => message.senderRole === 'agent');
        const answered = await call('POST', '/api/chat/chat-room/agent-response', cookie, { roomId: visitor.roomId, clientId: randomUUID(), content: 'We do! Send us a sample.' });
        assert.equal(answered.status, 200);
        const received: StoredChatMessage = await reply;
        assert.equal(received.content, 'We do! Send us a sample.');
      } finally {
        early.close();
        agent?.close();
        visitor?.socket.close();
        clock.set(WEDNESDAY_10_AM);
      }
    });

    it('keeps the settings admins save, checked whole (400 naming each field), and tells visitors at once when new hours close the team', async () => {
      clock.set(WEDNESDAY_10_AM);
      const cookie = await staffCookie(url());
      assert.deepEqual(await (await call('GET', '/api/staff/settings', cookie)).json(), DEFAULT_SETTINGS);
      assert.equal((await call('GET', '/api/staff/settings', undefined)).status, 401);

      const refused = await call('PUT', '/api/staff/settings', cookie, {
        ...DEFAULT_SETTINGS,
        timeZone: 'Mars/Olympus_Mons',
        workingHours: { ...DEFAULT_SETTINGS.workingHours, monday: { opens: '17:00', closes: '09:00' }, tuesday: { opens: '9:00', closes: '17:00' } },
        agentCap: 0,
        reassignAfterMs: 5,
        unansweredMailAfterMs: 1.5,
      });
      assert.equal(refused.status, 400);
      assert.deepEqual(((await refused.json()) as { fields: object }).fields, {
        timeZone: 'Choose a time zone such as America/New_York.',
        'workingHours.monday.closes': 'The closing time must be after the opening time.',
        'workingHours.tuesday.opens': 'Enter a time as HH:MM, from 00:00 to 24:00.',
        agentCap: 'Enter a whole number from 1 to 50.',
        reassignAfterMs: 'Enter a time from 30 seconds to 1 hour, in milliseconds.',
        unansweredMailAfterMs: 'Enter a time from 1 minute to 24 hours, in milliseconds.',
      });
      const { saturday: _saturday, ...missingADay } = DEFAULT_SETTINGS.workingHours;
      assert.equal((await call('PUT', '/api/staff/settings', cookie, { ...DEFAULT_SETTINGS, workingHours: missingADay })).status, 400);
      assert.deepEqual(await (await call('GET', '/api/staff/settings', cookie)).json(), DEFAULT_SETTINGS, 'nothing of a refused change is kept');

      const visitor = await chatVisitor(url());
      const online = nextPresence(visitor.socket, (presence) => presence.online);
      const consoleSocket = await openSocket(url(), { cookie });
      try {
        assert.deepEqual(await online, { online: true });
        // Berlin's afternoon: 16:00 there when it is 10:00 in New York, so closing at 15:00 closes the team until 9:00 on Thursday.
        const berlin: TeamSettings = {
          ...DEFAULT_SETTINGS,
          timeZone: 'Europe/Berlin',
          workingHours: { ...DEFAULT_SETTINGS.workingHours, wednesday: { opens: '08:30', closes: '15:00' }, saturday: { opens: '10:00', closes: '14:00' } },
          autoAssign: false,
          agentCap: 12,
          reassignAfterMs: 60_000,
          unansweredMailAfterMs: 600_000,
          adminsSignInAway: true,
        };
        const closed = nextPresence(visitor.socket, (presence) => !presence.online);
        const saved = await call('PUT', '/api/staff/settings', cookie, berlin);
        assert.equal(saved.status, 200);
        assert.deepEqual(await saved.json(), berlin);
        assert.deepEqual(await closed, { online: false, backAt: '2026-11-26T08:00:00.000Z', timeZone: 'Europe/Berlin' });
        assert.deepEqual(await (await call('GET', '/api/staff/settings', cookie)).json(), berlin);
      } finally {
        consoleSocket.close();
        visitor.socket.close();
        assert.equal((await call('PUT', '/api/staff/settings', cookie, DEFAULT_SETTINGS)).status, 200);
      }
    });

    it('tells visitors, on the next heartbeat, when the working hours close and when they open again', async () => {
      clock.set('2026-11-25T21:59:00Z'); // Wednesday 16:59 in New York
      const visitor = await chatVisitor(url());
      const online = nextPresence(visitor.socket, (presence) => presence.online);
      const consoleSocket = await staffSocket(url());
      try {
        assert.deepEqual(await online, { online: true });
        const closed = nextPresence(visitor.socket, (presence) => !presence.online);
        clock.set('2026-11-25T22:00:00Z');
        assert.deepEqual(await closed, { online: false, backAt: '2026-11-26T14:00:00.000Z', timeZone: 'America/New_York' });
        const opened = nextPresence(visitor.socket, (presence) => presence.online);
        clock.set('2026-11-26T14:00:00Z');
        assert.deepEqual(await opened, { online: true });
      } finally {
        consoleSocket.close();
        visitor.socket.close();
        clock.set(WEDNESDAY_10_AM);
      }
    });

    it("stops counting a node's consoles once its presence runs out: a node that died without a word", async () => {
      clock.set(WEDNESDAY_10_AM);
      const cookie = await staffCookie(url());
      const { id } = (await (await call('GET', '/api/staff/me', cookie)).json()) as { id: string };
      // Another node's row, as its heartbeat last wrote it: one console, valid for 30 seconds more.
      await running.server.db.query('INSERT INTO staff_presence (staff_id, node, consoles, seen_until) VALUES ($1, $2, 1, $3)', [id, 'a-node-that-died', new Date(clock.now().getTime() + 30_000)]);
      try {
        assert.deepEqual(await agents(), { online: true });
        clock.advance(29_000);
        assert.deepEqual(await agents(), { online: true });
        clock.advance(1_000);
        assert.deepEqual(await agents(), { online: false });
      } finally {
        await running.server.db.query('DELETE FROM staff_presence WHERE node = $1', ['a-node-that-died']);
      }
    });
  });
}
