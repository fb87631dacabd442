import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { CONVERSATIONS, MEMBERS, REPORT_WEEK, reportFigures, seedReportsDataSet } from '@bookcraft/testing/reportsDataSet';
import { settableClock } from '../src/index';
import { storageBackends, useServer } from './helpers';
import { addMember, adminCookie, call } from './teamHelpers';

// Reports: the week of testing/src/reportsDataSet.ts, every figure computed by hand here.
// Percentiles are percentile_cont (linear interpolation): of n sorted values v1..vn, the p-th sits at
// position 1 + p(n - 1); p90 of [60, 120, 600, 900, 1800] is at 4.6: 900 + 0.6 * (1800 - 900) = 1440.

const figures = reportFigures;
const none: [null, null] = [null, null];
const unrated: [number, null, null] = [0, null, null];

// First responses, working hours only: Ada 120, Ben 600 + 300 = 900, Cleo 1800, Dev 60, Hana 600 (the weekend is off).
// Resolutions (closed ones): Ada 1800, Ben 59400, Cleo 7200, Eve 1800, Hana 167400. Ratings: 5, 4, 3, 2.
// The whole week: 8 conversations (Ivan's began on Sunday 1 Feb in New York, Jo's in January), 5 answered,
// missed: Eve (closed unanswered) and Finn (gone unanswered); Gus is still waiting.
//   first response [60, 120, 600, 900, 1800]: median 600, p90 1440;
//   resolution [1800, 1800, 7200, 59400, 167400]: median 7200, p90 59400 + 0.6 * 108000 = 124200;
//   ratings 4, average 14 / 4 = 3.5, 4-5: 2 of 4 = 50 %; leads: Ada, Hana, Dev, the autumn one = 4 (the bot's and Ivan's are not).
const WEEK = figures(8, 5, 2, [600, 1440], [7200, 124200], [4, 3.5, 50], 4);

const BY_MEMBER = [
  // Maria: Ada, Ben, Cleo. First [120, 900, 1800]: median 900, p90 at 2.8 = 900 + 0.8 * 900 = 1620.
  // Resolution [1800, 7200, 59400]: median 7200, p90 7200 + 0.8 * 52200 = 48960. Ratings 5, 4, 3: 4.00, 2 of 3 = 66.7 %.
  { key: MEMBERS.maria.id, label: 'Maria', ...figures(3, 3, 0, [900, 1620], [7200, 48960], [3, 4, 66.7], null) },
  // Omar: Dev, Eve (missed), Hana. First [60, 600]: median 330, p90 at 1.9 = 60 + 0.9 * 540 = 546.
  // Resolution [1800, 167400]: median 84600, p90 1800 + 0.9 * 165600 = 150840. Rating 2: 0 %.
  { key: MEMBERS.omar.id, label: 'Omar', ...figures(3, 2, 1, [330, 546], [84600, 150840], [1, 2, 0], null) },
  // Nobody's: Finn (missed), Gus (waiting).
  { key: '', label: 'Unassigned', ...figures(2, 0, 1, none, none, unrated, null) },
];

const BY_CAMPAIGN = [
  // spring: Ada, Ben, Cleo, Gus; Ada's lead. The same answers as Maria's.
  { key: 'spring', label: 'spring', ...figures(4, 3, 0, [900, 1620], [7200, 48960], [3, 4, 66.7], 1) },
  // (none): Dev (60 s, open), Finn (missed); Dev's lead. Before "summer" on a tie (2 conversations, 1 lead each).
  { key: '(none)', label: '(none)', ...figures(2, 1, 1, [60, 60], none, unrated, 1) },
  // summer: Eve (missed, 1800), Hana (600, 167400, rated 2); Hana's lead. Resolution median 84600, p90 150840.
  { key: 'summer', label: 'summer', ...figures(2, 1, 1, [600, 600], [84600, 150840], [1, 2, 0], 1) },
  // autumn: a lead left without a visitor, no conversation.
  { key: 'autumn', label: 'autumn', ...figures(0, 0, 0, none, none, unrated, 1) },
];

const BY_DAY = [
  // Mon: Ada, Ben. First [120, 900]: median 510, p90 120 + 0.9 * 780 = 822. Resolution [1800, 59400]: 30600, 1800 + 0.9 * 57600 = 53640.
  { key: '2026-02-02', label: '2026-02-02', ...figures(2, 2, 0, [510, 822], [30600, 53640], [2, 4.5, 100], 1) },
  { key: '2026-02-03', label: '2026-02-03', ...figures(1, 1, 0, [1800, 1800], [7200, 7200], [1, 3, 0], 0) },
  // Wed: Dev; the leads of Dev and the autumn one.
  { key: '2026-02-04', label: '2026-02-04', ...figures(1, 1, 0, [60, 60], none, unrated, 2) },
  { key: '2026-02-05', label: '2026-02-05', ...figures(1, 0, 1, none, [1800, 1800], unrated, 0) },
  // Fri: Finn, and Gus at 20:00 in New York (Saturday in UTC).
  { key: '2026-02-06', label: '2026-02-06', ...figures(2, 0, 1, none, none, unrated, 0) },
  { key: '2026-02-07', label: '2026-02-07', ...figures(1, 1, 0, [600, 600], [167400, 167400], [1, 2, 0], 1) },
  { key: '2026-02-08', label: '2026-02-08', ...figures(0, 0, 0, none, none, unrated, 0) },
];

const roomOf = (visitor: string) => String(CONVERSATIONS.find((conversation) => conversation.visitor === visitor)!.room);
const week = `from=${REPORT_WEEK.from}&to=${REPORT_WEEK.to}`;

/** The cells of a CSV the server wrote (every cell quoted). */
const csvRows = (text: string) =>
  text
    .trimEnd()
    .split('\r\n')
    .map((line) => [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((cell) => cell[1]!.replace(/""/g, '"')));

for (const backend of await storageBackends()) {
  describe(`the reports on ${backend.name}`, { skip: backend.skip }, () => {
    const clock = settableClock('2026-02-10T15:00:00Z');
    const server = useServer(backend.env, {}, { clock });
    const url = () => server.running.url;
    let admin: string;
    let agent: string;

    before(async () => {
      const db = server.running.server.db;
      await seedReportsDataSet((sql, params) => db.query(sql, params));
      admin = await adminCookie(url());
      agent = (await addMember(url(), db, admin, { email: 'nia@bookcraft.test', name: 'Nia' })).cookie;
    });

    it('answers first response, resolution, handled, missed and CSAT by member, for the team in New York', async () => {
      const report = await call(url(), 'GET', `/api/staff/reports?${week}&group=member`, admin);
      assert.equal(report.status, 200, JSON.stringify(report.body));
      assert.deepEqual(report.body, { range: REPORT_WEEK, timeZone: 'America/New_York', group: 'member', total: { ...WEEK, leads: null }, rows: BY_MEMBER });
    });

    it('answers conversations and leads by first-touch campaign, and every day of the range in the team’s days', async () => {
      const byCampaign = await call(url(), 'GET', `/api/staff/reports?${week}&group=campaign`, admin);
      assert.deepEqual(byCampaign.body.rows, BY_CAMPAIGN);
      assert.deepEqual(byCampaign.body.total, WEEK);
      const byDay = await call(url(), 'GET', `/api/staff/reports?${week}&group=day`, admin);
      assert.deepEqual(byDay.body.rows, BY_DAY);
      assert.deepEqual(byDay.body.total, WEEK);
    });

    it('opens the conversations behind each figure, oldest first, with their labels', async () => {
      const behind = async (query: string) => {
        const answer = await call(url(), 'GET', `/api/staff/reports/conversations?${week}${query}`, admin);
        assert.equal(answer.status, 200, JSON.stringify(answer.body));
        return (answer.body.conversations as { roomId: string }[]).map((conversation) => conversation.roomId);
      };
      assert.deepEqual(await behind(`&group=member&key=${MEMBERS.maria.id}`), ['Ada', 'Ben', 'Cleo'].map(roomOf));
      assert.deepEqual(await behind('&group=member&key='), ['Finn', 'Gus'].map(roomOf));
      assert.deepEqual(await behind('&figure=missed'), ['Eve', 'Finn'].map(roomOf));
      assert.deepEqual(await behind('&figure=rated'), ['Ada', 'Ben', 'Cleo', 'Hana'].map(roomOf));
      assert.deepEqual(await behind('&group=campaign&key=summer&figure=answered'), ['Hana'].map(roomOf));
      assert.deepEqual(await behind('&group=day&key=2026-02-06'), ['Finn', 'Gus'].map(roomOf));

      const all = await call(url(), 'GET', `/api/staff/reports/conversations?${week}`, admin);
      assert.equal(all.body.total, 8);
      const [ada] = all.body.conversations as Record<string, unknown>[];
      assert.deepEqual(ada, {
        roomId: roomOf('Ada'),
        customerId: '00000000-0000-4000-8000-000000009101',
        visitorName: 'Ada',
        visitorEmail: 'ada@example.com',
        memberId: MEMBERS.maria.id,
        memberName: 'Maria',
        labels: ['hot lead', 'pricing question'],
        startedAt: '2026-02-02T15:00:00.000Z',
        firstReplyAt: '2026-02-02T15:02:00.000Z',
        firstResponseSeconds: 120,
        closedAt: '2026-02-02T15:30:00.000Z',
        resolutionSeconds: 1800,
        impossibleDates: false,
        missed: false,
        rating: 5,
        campaign: 'spring',
      });
    });

    it('downloads each report and the conversations as CSV rows equal to the figures', async () => {
      const byMember = await fetch(`${url()}/api/staff/reports?${week}&group=member&format=csv`, { headers: { cookie: admin } });
      assert.match(byMember.headers.get('content-type')!, /^text\/csv/);
      assert.match(byMember.headers.get('content-disposition')!, /attachment; filename="report-by-member-2026-02-02-2026-02-08-2026-02-10\.csv"/);
      assert.deepEqual(csvRows(await byMember.text()), [
        ['member', 'conversations', 'handled', 'missed', 'first_response_median_seconds', 'first_response_p90_seconds', 'resolution_median_seconds', 'resolution_p90_seconds', 'ratings', 'rating_average', 'satisfied_percent', 'leads', 'impossible_dates'],
        ['Maria', '3', '3', '0', '900', '1620', '7200', '48960', '3', '4', '66.7', '', '0'],
        ['Omar', '3', '2', '1', '330', '546', '84600', '150840', '1', '2', '0', '', '0'],
        ['Unassigned', '2', '0', '1', '', '', '', '', '0', '', '', '', '0'],
        ['Total', '8', '5', '2', '600', '1440', '7200', '124200', '4', '3.5', '50', '', '0'],
      ]);
      const byCampaign = csvRows(await (await fetch(`${url()}/api/staff/reports?${week}&group=campaign&format=csv`, { headers: { cookie: admin } })).text());
      assert.deepEqual(
        byCampaign.map((row) => [row[0], row[1], row[11]]),
        [['campaign', 'conversations', 'leads'], ['spring', '4', '1'], ['(none)', '2', '1'], ['summer', '2', '1'], ['autumn', '0', '1'], ['Total', '8', '4']],
      );

      const conversations = csvRows(await (await fetch(`${url()}/api/staff/reports/conversations?${week}&format=csv`, { headers: { cookie: admin } })).text());
      assert.equal(conversations.length, 1 + 8);
      assert.deepEqual(conversations[0], ['room_id', 'visitor', 'visitor_email', 'member', 'labels', 'started_at', 'first_reply_at', 'first_response_seconds', 'closed_at', 'resolution_seconds', 'missed', 'rating', 'campaign', 'impossible_dates']);
      assert.deepEqual(conversations[1], [roomOf('Ada'), 'Ada', 'ada@example.com', 'Maria', 'hot lead; pricing question', '2026-02-02T15:00:00.000Z', '2026-02-02T15:02:00.000Z', '120', '2026-02-02T15:30:00.000Z', '1800', 'no', '5', 'spring', '']);
      assert.deepEqual(
        conversations.slice(1).map((row) => [row[1], row[3], row[7], row[10], row[11]]),
        [
          ['Ada', 'Maria', '120', 'no', '5'],
          ['Ben', 'Maria', '900', 'no', '4'],
          ['Cleo', 'Maria', '1800', 'no', '3'],
          ['Dev', 'Omar', '60', 'no', ''],
          ['Eve', 'Omar', '', 'yes', ''],
          ['Finn', '', '', 'yes', ''],
          ['Gus', '', '', 'no', ''],
          ['Hana', 'Omar', '600', 'no', '2'],
        ],
      );
    });

    it('counts working hours across a change to daylight saving time in the team’s zone', async () => {
      const db = server.running.server.db;
      const [visitor] = await db.query<{ id: string }>(`INSERT INTO customers (company, name, presence) VALUES ('Book Craft', 'Lena', 'offline') RETURNING id`);
      const [room] = await db.query<{ id: string }>(`INSERT INTO chat_rooms (customer_id, agent_id) VALUES ($1, $2) RETURNING id::text`, [visitor!.id, MEMBERS.maria.id]);
      // Friday 6 March 16:30 EST (UTC-5) -> Monday 9 March 09:30 EDT (UTC-4, since Sunday): 30 min + 30 min = 3600 s.
      for (const [role, at] of [['visitor', '2026-03-06T16:30:00-05:00'], ['agent', '2026-03-09T09:30:00-04:00']]) {
        await db.query(`INSERT INTO chat_messages (room_id, sender_role, content, created_at) VALUES ($1::bigint, $2, 'Hello', $3)`, [room!.id, role, at]);
      }
      const report = await call(url(), 'GET', '/api/staff/reports?from=2026-03-06&to=2026-03-06&group=member', admin);
      assert.deepEqual(report.body.total, figures(1, 1, 0, [3600, 3600], none, unrated, null));
    });

    it('still answers every report when a conversation was closed before its messages: the row is shown, flagged, and left out of the resolution times', async () => {
      const db = server.running.server.db;
      const [visitor] = await db.query<{ id: string }>(`INSERT INTO customers (company, name, presence, utm_campaign) VALUES ('Book Craft', 'Mo', 'offline', 'winter') RETURNING id`);
      // Closed on Tuesday 14 April at 10:00 in New York, yet its messages are dated an hour later: two clocks dated it.
      const [room] = await db.query<{ id: string }>(
        `INSERT INTO chat_rooms (customer_id, status, agent_id, agent_name, closed_at) VALUES ($1, 'closed', $2, $3, '2026-04-14T10:00:00-04:00') RETURNING id::text AS id`,
        [visitor!.id, MEMBERS.maria.id, MEMBERS.maria.name],
      );
      for (const [role, at] of [['visitor', '2026-04-14T11:00:00-04:00'], ['agent', '2026-04-14T11:05:00-04:00']]) {
        await db.query(`INSERT INTO chat_messages (room_id, sender_role, content, created_at) VALUES ($1::bigint, $2, 'Hello', $3)`, [room!.id, role, at]);
      }
      const day = 'from=2026-04-14&to=2026-04-14';
      // Counted as a conversation, answered in 300 s; its resolution (-3600 s) is no figure.
      const flagged = { ...figures(1, 1, 0, [300, 300], none, unrated, 0), impossibleDates: 1 };
      const keys = { day: '2026-04-14', member: MEMBERS.maria.id, campaign: 'winter' };
      for (const group of ['day', 'member', 'campaign'] as const) {
        const report = await call(url(), 'GET', `/api/staff/reports?${day}&group=${group}`, admin);
        assert.equal(report.status, 200, `by ${group}: ${JSON.stringify(report.body)}`);
        const expected = group === 'member' ? { ...flagged, leads: null } : flagged;
        assert.deepEqual(report.body.total, expected, `by ${group}`);
        assert.deepEqual((report.body.rows as { key: string }[]).find((row) => row.key === keys[group]), { key: keys[group], label: group === 'member' ? 'Maria' : keys[group], ...expected });
        const csv = await fetch(`${url()}/api/staff/reports?${day}&group=${group}&format=csv`, { headers: { cookie: admin } });
        assert.equal(csv.status, 200, `by ${group}, CSV`);
        const [header, ...rows] = csvRows(await csv.text());
        const total = Object.fromEntries(header!.map((column, index) => [column, rows.at(-1)![index]]));
        assert.deepEqual([total.resolution_median_seconds, total.resolution_p90_seconds, total.impossible_dates], ['', '', '1'], `by ${group}, CSV`);
      }

      const list = await call(url(), 'GET', `/api/staff/reports/conversations?${day}`, admin);
      assert.equal(list.status, 200, JSON.stringify(list.body));
      const [conversation] = list.body.conversations as Record<string, unknown>[];
      assert.deepEqual([conversation!.roomId, conversation!.closedAt, conversation!.resolutionSeconds, conversation!.impossibleDates], [room!.id, '2026-04-14T14:00:00.000Z', null, true]);
      const csv = await fetch(`${url()}/api/staff/reports/conversations?${day}&format=csv`, { headers: { cookie: admin } });
      assert.equal(csv.status, 200);
      const [header, row] = csvRows(await csv.text());
      const cells = Object.fromEntries(header!.map((column, index) => [column, row![index]]));
      assert.deepEqual([cells.closed_at, cells.resolution_seconds, cells.impossible_dates], ['2026-04-14T14:00:00.000Z', '', 'yes']);
    });

    it('is an admin’s: an agent is refused, and a range that is not one is refused naming the field', async () => {
      assert.equal((await call(url(), 'GET', `/api/staff/reports?${week}&group=day`, agent)).status, 403);
      assert.equal((await call(url(), 'GET', `/api/staff/reports/conversations?${week}`, agent)).status, 403);
      const refused = async (path: string, field: string) => {
        const answer = await call(url(), 'GET', path, admin);
        assert.equal(answer.status, 400, path);
        assert.ok((answer.body.fields as Record<string, string>)[field], `${path}: ${JSON.stringify(answer.body)}`);
      };
      await refused('/api/staff/reports?from=2026-02-08&to=2026-02-02&group=day', 'from');
      await refused('/api/staff/reports?from=2025-02-01&to=2026-02-02&group=day', 'to');
      await refused('/api/staff/reports?from=2026-02-30&to=2026-03-02&group=day', 'from');
      // An ISO date PostgreSQL has no such day for (year 0).
      await refused('/api/staff/reports?from=0000-01-01&to=0000-01-02&group=day', 'from');
      await refused(`/api/staff/reports?${week}&group=week`, 'group');
      await refused(`/api/staff/reports?${week}`, 'group');
      await refused(`/api/staff/reports/conversations?${week}&key=spring`, 'key');
      await refused(`/api/staff/reports/conversations?${week}&figure=slow`, 'figure');
    });
  });
}
