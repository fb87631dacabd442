import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { WEBHOOK_PAYLOADS } from '@bookcraft/shared/contracts';
import { readInvitation } from '@bookcraft/testing/calendar';
import { startMailbox, type ReceivedMail } from '@bookcraft/testing/mailbox';
import { settableClock } from '../src/core/clock';
import { queueDueReminders } from '../src/consultations/reminders';
import { waitFor } from './faultHelpers';
import { assertRedisAnswers, dropSchema, NO_POSTGRES, NO_REDIS, productionBackend, removeDir, STAFF_EMAIL, startServer, type RunningServer } from './helpers';
import { solveChallenge } from './leadChallenge';
import { addMember, adminCookie, call } from './teamHelpers';
import { openSocket } from './visitorHelpers';

// Booking the free consultation (docs/consultations.md): the lead and the call stored together, an
// invitation in both mailboxes that an independent parser (ical.js) reads, the mailed links that move
// and cancel it once, reminders by the server's clock, and one winner when two visitors take one time.

// Thursday 11 March 2027, 7:00 in New York (the clocks there go forward on Sunday 14 March).
const THURSDAY = '2027-03-11T12:00:00Z';
// Monday 15 March, 9:00 in New York after the change: 13:00 UTC, 18:30 in Kolkata.
const MONDAY_NINE = '2027-03-15T13:00:00.000Z';
const MONDAY_TEN = '2027-03-15T14:00:00.000Z';

const booking = (changes: Record<string, unknown> = {}) => ({
  first_name: 'Maya',
  last_name: 'Rao',
  email: 'maya@example.com',
  phone: '(212) 555-0147',
  start: MONDAY_NINE,
  zone: 'Asia/Kolkata',
  formType: 'GhostWriting',
  link: 'https://bookcraft.example/LP-GN-GAD?utm_source=google&utm_medium=cpc&utm_campaign=spring-memoir&gclid=CjwKCAiA-memoir',
  ...changes,
});

const post = (url: string, path: string, body: unknown) => fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const book = async (url: string, changes: Record<string, unknown> = {}) => post(url, '/api/consultations', booking({ altcha: await solveChallenge(url), ...changes }));

/** The event of a mail's invitation, as a calendar reads it. */
function eventOf(mail: ReceivedMail) {
  assert.ok(mail.calendar, `"${mail.subject}" carries an invitation`);
  return readInvitation(mail.calendar);
}

/** The secret of the last mailed link to change the booking. */
const secretIn = (mail: ReceivedMail) => /\/contact#change=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;

for (const backend of await productionBackend()) {
  describe(`booking a free consultation on ${backend.name}`, { skip: backend.skip }, () => {
    const clock = settableClock(THURSDAY);
    let running: RunningServer;
    let mailbox: Awaited<ReturnType<typeof startMailbox>>;
    let env: Record<string, string>;
    const url = () => running.url;
    const mailsTo = (address: string, subject: string) => mailbox.received.filter((mail) => mail.to.includes(address) && mail.subject.startsWith(subject));

    before(async () => {
      mailbox = await startMailbox();
      env = await backend.env();
      running = await startServer({ ...env, SMTP_URL: mailbox.url, OUTBOX_POLL_MS: '100', REMINDER_INTERVAL_MS: '100', SALES_EMAIL: 'sales@bookcraft.test' }, undefined, { clock, teamHours: 'stored' });
      // A CRM that asked for the consultation events: what it is owed is in the webhook outbox.
      await running.server.db.query(
        `INSERT INTO webhook_endpoints (url, secret, events) VALUES ('https://crm.bookcraft.test/hook', 'whsec_test', ARRAY['consultation.booked', 'consultation.rescheduled', 'consultation.cancelled', 'consultation.held'])`,
      );
    });
    /** The consultation events owed for a booking, in the order of its changes, each held to its schema in the contract. */
    async function eventsFor(id: string) {
      const rows = await running.server.db.query<{ event: keyof typeof WEBHOOK_PAYLOADS; payload: unknown }>(
        "SELECT event, payload FROM webhook_deliveries WHERE payload->'consultation'->>'id' = $1 ORDER BY (payload->'consultation'->>'sequence')::int",
        [id],
      );
      return rows.map(({ event, payload }) => ({ event, ...(WEBHOOK_PAYLOADS[event].parse(payload) as { consultation: { sequence: number; status: string } }).consultation }));
    }
    after(async () => {
      await running?.stop();
      await mailbox?.stop();
      await dropSchema(env?.DATABASE_SCHEMA);
      if (running) removeDir(running.dataDir);
    });

    it('books the time: the confirmation names the member, the lead keeps the campaign, and both calendars get the same invitation', async () => {
      const response = await book(url());
      assert.equal(response.status, 201);
      const booked = (await response.json()) as Record<string, string>;
      assert.deepEqual(
        { status: booked.status, start: booked.start, end: booked.end, zone: booked.zone, teamZone: booked.teamZone, memberName: booked.memberName },
        { status: 'booked', start: MONDAY_NINE, end: '2027-03-15T13:30:00.000Z', zone: 'Asia/Kolkata', teamZone: 'America/New_York', memberName: 'Anna' },
      );
      const [lead] = await running.server.db.query<{ utm_campaign: string; gclid: string; email: string; suspected_bot: boolean; message: string }>(
        'SELECT l.utm_campaign, l.gclid, l.email, l.suspected_bot, l.message FROM leads l JOIN consultations c ON c.lead_id = l.id WHERE c.id = $1',
        [booked.id],
      );
      assert.deepEqual({ ...lead, message: undefined }, { utm_campaign: 'spring-memoir', gclid: 'CjwKCAiA-memoir', email: 'maya@example.com', suspected_bot: false, message: undefined });
      assert.match(lead!.message, /Free consultation booked\. When: Monday, March 15, 2027, 9:00 AM to 9:30 AM America\/New York time/);

      const visitorMail = await waitFor(() => mailsTo('maya@example.com', 'Your free consultation')[0], "the visitor's invitation");
      const memberMail = await waitFor(() => mailsTo(STAFF_EMAIL, 'Consultation booked')[0], "the member's invitation");
      const [forVisitor, forMember] = [eventOf(visitorMail), eventOf(memberMail)];
      assert.deepEqual(forVisitor, forMember, 'one event in both calendars');
      assert.deepEqual(
        { method: forVisitor.method, uid: forVisitor.uid, sequence: forVisitor.sequence, start: forVisitor.start, end: forVisitor.end, organizer: forVisitor.organizer, attendee: forVisitor.attendee },
        { method: 'REQUEST', uid: `${booked.id}@consultations.bookcraft`, sequence: 0, start: MONDAY_NINE, end: '2027-03-15T13:30:00.000Z', organizer: STAFF_EMAIL, attendee: 'maya@example.com' },
      );
      assert.match(visitorMail.text, /When: Monday, March 15, 2027, 6:30 PM to 7:00 PM Asia\/Kolkata time/);
      assert.match(visitorMail.text, /Anna calls you at \(212\) 555-0147/);
      assert.match(visitorMail.text, /To cancel: http:\/\/localhost:\d+\/contact#cancel=/);
    });

    it('offers the booked time no more, and tells the next visitor who takes it that it is gone, keeping nothing of theirs', async () => {
      const offered = (await (await fetch(`${url()}/api/consultations/slots?zone=America/New_York`)).json()) as { days: { date: string; slots: { start: string }[] }[] };
      const monday = offered.days.find((day) => day.date === '2027-03-15')!.slots.map((slot) => slot.start);
      assert.ok(!monday.includes(MONDAY_NINE) && !monday.includes('2027-03-15T13:30:00.000Z'), 'the call and the buffer after it');
      const leadsBefore = await running.server.db.query('SELECT id FROM leads');
      const response = await book(url(), { email: 'second@example.com' });
      assert.equal(response.status, 409);
      assert.deepEqual(await response.json(), { error: 'This time was just taken. Please choose another.', fields: { start: 'This time was just taken. Please choose another.' } });
      assert.equal((await running.server.db.query('SELECT id FROM leads')).length, leadsBefore.length);
    });

    it('moves the call by the mailed link (SEQUENCE 1, the same UID, both calendars), spends that link, and cancels by the new one', async () => {
      const first = mailsTo('maya@example.com', 'Your free consultation with')[0]!;
      const uid = eventOf(first).uid;
      const moved = await post(url(), '/api/consultations/by-link/reschedule', { token: secretIn(first), start: MONDAY_TEN });
      assert.equal(moved.status, 200);
      assert.equal(((await moved.json()) as { start: string }).start, MONDAY_TEN);
      const visitorUpdate = await waitFor(() => mailsTo('maya@example.com', 'Your free consultation has a new time')[0], "the visitor's updated invitation");
      const memberUpdate = await waitFor(() => mailsTo(STAFF_EMAIL, 'Consultation moved')[0], "the member's updated invitation");
      for (const mail of [visitorUpdate, memberUpdate]) {
        const event = eventOf(mail);
        assert.deepEqual({ method: event.method, uid: event.uid, sequence: event.sequence, start: event.start }, { method: 'REQUEST', uid, sequence: 1, start: MONDAY_TEN });
      }

      const spent = await post(url(), '/api/consultations/by-link', { token: secretIn(first) });
      assert.equal(spent.status, 410);
      assert.match(((await spent.json()) as { error: string }).error, /This link no longer works/);

      const cancelled = await post(url(), '/api/consultations/by-link/cancel', { token: secretIn(visitorUpdate) });
      assert.equal(cancelled.status, 200);
      assert.equal(((await cancelled.json()) as { status: string }).status, 'cancelled');
      for (const [address, subject] of [['maya@example.com', 'Your free consultation is cancelled'], [STAFF_EMAIL, 'Consultation cancelled']] as const) {
        const event = eventOf(await waitFor(() => mailsTo(address, subject)[0], `${subject} to ${address}`));
        assert.deepEqual({ method: event.method, uid: event.uid, sequence: event.sequence, status: event.status }, { method: 'CANCEL', uid, sequence: 2, status: 'CANCELLED' });
      }
      assert.equal((await post(url(), '/api/consultations/by-link/cancel', { token: secretIn(visitorUpdate) })).status, 410, 'a cancelled booking has no link that works');
      const offered = (await (await fetch(`${url()}/api/consultations/slots?zone=America/New_York`)).json()) as { days: { slots: { start: string }[] }[] };
      assert.ok(offered.days.flatMap((day) => day.slots).some((slot) => slot.start === MONDAY_TEN), 'the time is free again');

      // The CRM is told each change, with the call as it stood.
      const told = await eventsFor(uid.split('@')[0]!);
      assert.deepEqual(
        told.map(({ event, sequence, status }) => [event, sequence, status]),
        [['consultation.booked', 0, 'booked'], ['consultation.rescheduled', 1, 'booked'], ['consultation.cancelled', 2, 'cancelled']],
      );
    });

    it('reminds the visitor a day and an hour before, by the server clock, once each', async () => {
      const wednesdayTen = '2027-03-17T14:00:00.000Z';
      assert.equal((await book(url(), { email: 'reminded@example.com', start: wednesdayTen })).status, 201);
      clock.set('2027-03-16T13:59:00Z');
      await waitFor(() => mailsTo('reminded@example.com', 'Your free consultation with')[0], 'the invitation');
      assert.equal(await queueDueReminders(running.server.db, clock.now()), 0, 'a minute before the day-before reminder is due');
      clock.set('2027-03-16T14:00:00Z');
      const dayBefore = await waitFor(() => mailsTo('reminded@example.com', 'Tomorrow: your free consultation')[0], 'the reminder a day before');
      assert.match(dayBefore.text, /When: Wednesday, March 17, 2027, 7:30 PM to 8:00 PM Asia\/Kolkata time/);
      clock.set('2027-03-17T13:00:00Z');
      await waitFor(() => mailsTo('reminded@example.com', 'In an hour: your free consultation')[0], 'the reminder an hour before');
      // Once each: the reminders due now were all queued, by whichever tick came first.
      clock.set('2027-03-17T13:30:00Z');
      assert.equal(await queueDueReminders(running.server.db, clock.now()), 0);
      const queued = await running.server.db.query<{ subject: string }>("SELECT subject FROM mail_outbox WHERE recipient = 'reminded@example.com' AND calendar IS NULL ORDER BY subject");
      assert.deepEqual(queued.map(({ subject }) => subject.split(':')[0]), ['In an hour', 'Tomorrow']);
    });

    it('keeps a booking without a solved challenge as a lead in Spam: the same answer, no time held, no invitation', async () => {
      clock.set(THURSDAY);
      const response = await post(url(), '/api/consultations', booking({ email: 'script@example.com', start: '2027-03-16T15:00:00.000Z' }));
      assert.equal(response.status, 201);
      const [lead] = await running.server.db.query<{ suspected_bot: boolean }>("SELECT suspected_bot FROM leads WHERE email = 'script@example.com'");
      assert.equal(lead!.suspected_bot, true);
      assert.equal((await running.server.db.query("SELECT id FROM consultations WHERE starts_at = '2027-03-16T15:00:00Z'")).length, 0);
      assert.equal((await book(url(), { email: 'person@example.com', start: '2027-03-16T15:00:00.000Z' })).status, 201, 'the time is still free for a person');
    });

    it('refuses a time that was never offered, and bad fields with the forms\' own messages', async () => {
      const sunday = await book(url(), { start: '2027-03-14T14:00:00.000Z' });
      assert.equal(sunday.status, 409);
      const bad = await post(url(), '/api/consultations', booking({ email: 'not an address', phone: '12', start: 'monday', first_name: '' }));
      assert.equal(bad.status, 400);
      assert.deepEqual(((await bad.json()) as { fields: Record<string, string> }).fields, {
        email: 'Enter a valid email address.',
        phone: 'Enter a valid US phone number.',
        start: 'Choose one of the times offered.',
        first_name: 'First Name is required.',
      });
    });
  });
}

describe('consultations in the console (PostgreSQL)', { skip: NO_POSTGRES }, () => {
  const clock = settableClock(THURSDAY);
  let running: RunningServer;
  let mailbox: Awaited<ReturnType<typeof startMailbox>>;
  const env = { DATABASE_URL: process.env.TEST_DATABASE_URL!, DATABASE_SCHEMA: `test_consultation_console_${Date.now()}` };
  before(async () => {
    mailbox = await startMailbox();
    running = await startServer({ ...env, SMTP_URL: mailbox.url, OUTBOX_POLL_MS: '100' }, undefined, { clock, teamHours: 'stored' });
  });
  after(async () => {
    await running?.stop();
    await mailbox?.stop();
    await dropSchema(env.DATABASE_SCHEMA);
    if (running) removeDir(running.dataDir);
  });

  it("lists the week's calls with the campaign, records how one went (its member's or an admin's), and reassigns it with both calendars told", async () => {
    const url = running.url;
    const admin = await adminCookie(url);
    const agent = await addMember(url, running.server.db, admin, { email: 'ben@bookcraft.test', name: 'Ben' });
    // Ben's console hears of the calls that are his, and of no one else's.
    const bensConsole = await openSocket(url, { cookie: agent.cookie });
    const bensAlerts: unknown[] = [];
    bensConsole.on('consultation-for-you', (alert) => bensAlerts.push(alert));
    // Monday 9:00: round robin gives the first call to the member booked least recently, the second to the other.
    const booked = [];
    for (const email of ['first@example.com', 'second@example.com']) booked.push((await (await book(url, { email })).json()) as { id: string; memberName: string });
    assert.deepEqual(booked.map((each) => each.memberName).sort(), ['Anna', 'Ben']);
    const agentsCall = booked.find((each) => each.memberName === 'Ben')!;
    const adminsCall = booked.find((each) => each.memberName === 'Anna')!;
    await waitFor(() => bensAlerts.length > 0 || undefined, "Ben's alert");
    assert.deepEqual(bensAlerts, [{ consultationId: agentsCall.id, start: MONDAY_NINE, personName: 'Maya Rao', change: 'booked' }]);
    bensConsole.close();

    const week = await call(url, 'GET', '/api/staff/consultations?from=2027-03-15&days=7&scope=team', admin);
    assert.equal(week.status, 200);
    const listed = week.body.consultations as { id: string; start: string; campaign: string; person: { email: string }; member: { name: string } }[];
    assert.deepEqual(
      listed.map(({ start, campaign, member }) => ({ start, campaign, member: member.name })).sort((a, b) => a.member.localeCompare(b.member)),
      [{ start: MONDAY_NINE, campaign: 'spring-memoir', member: 'Anna' }, { start: MONDAY_NINE, campaign: 'spring-memoir', member: 'Ben' }],
    );
    const mine = await call(url, 'GET', '/api/staff/consultations?from=2027-03-15&days=1&scope=mine', agent.cookie);
    assert.deepEqual((mine.body.consultations as { id: string }[]).map(({ id }) => id), [agentsCall.id]);

    assert.equal((await call(url, 'PUT', `/api/staff/consultations/${adminsCall.id}/outcome`, agent.cookie, { outcome: 'held' })).status, 403, "not the agent's call");
    const recorded = await call(url, 'PUT', `/api/staff/consultations/${agentsCall.id}/outcome`, agent.cookie, { outcome: 'no-show', note: 'Tried twice.' });
    assert.deepEqual([recorded.status, recorded.body.outcome, recorded.body.outcomeNote], [200, 'no-show', 'Tried twice.']);
    // Held, twice (the note amended): the CRM is told once.
    await running.server.db.query(`INSERT INTO webhook_endpoints (url, secret, events) VALUES ('https://crm.bookcraft.test/hook', 'whsec_test', ARRAY['consultation.held'])`);
    for (const note of ['Wants a memoir by spring.', 'Wants a memoir by spring; sending a proposal.']) {
      assert.equal((await call(url, 'PUT', `/api/staff/consultations/${adminsCall.id}/outcome`, admin, { outcome: 'held', note })).status, 200);
    }
    const held = await running.server.db.query<{ payload: { consultation: { id: string; outcome: string } } }>("SELECT payload FROM webhook_deliveries WHERE event = 'consultation.held'");
    assert.deepEqual(held.map(({ payload }) => [payload.consultation.id, payload.consultation.outcome]), [[adminsCall.id, 'held']]);

    assert.equal((await call(url, 'POST', '/api/staff/consultations/00000000-0000-4000-8000-000000000000/reassign', admin, { memberId: agent.id })).status, 404, 'a call that is not there');
    // Ben has a call at 9:00 already: Anna's cannot go to him; on Tuesday it can.
    assert.equal((await call(url, 'POST', `/api/staff/consultations/${adminsCall.id}/reassign`, admin, { memberId: agent.id })).status, 409);
    const tuesday = (await (await book(url, { email: 'third@example.com', start: '2027-03-16T13:00:00.000Z' })).json()) as { id: string; memberName: string };
    const other = tuesday.memberName === 'Ben' ? { id: (await call(url, 'GET', '/api/staff/me', admin)).body.id as string, email: STAFF_EMAIL, name: 'Anna' } : { id: agent.id, email: 'ben@bookcraft.test', name: 'Ben' };
    const moved = await call(url, 'POST', `/api/staff/consultations/${tuesday.id}/reassign`, admin, { memberId: other.id });
    assert.deepEqual([moved.status, (moved.body.member as { name: string }).name], [200, other.name]);
    const toVisitor = await waitFor(() => mailbox.received.find((mail) => mail.to.includes('third@example.com') && mail.subject === 'Your free consultation is with a new consultant'), 'the visitor told');
    assert.match(toVisitor.text, new RegExp(`now with ${other.name} of Book Craft, at the same time`));
    const toNew = await waitFor(() => mailbox.received.find((mail) => mail.to.includes(other.email) && mail.subject.startsWith('Consultation assigned to you')), 'the new member');
    const invitation = readInvitation(toNew.calendar!);
    assert.deepEqual([invitation.method, invitation.sequence, invitation.organizer], ['REQUEST', 1, other.email]);
    const audit = await call(url, 'GET', '/api/staff/audit', admin);
    assert.ok((audit.body.entries as { action: string }[]).some((entry) => entry.action === 'reassigned consultation'));
  });

  it('counts the calls booked in Reports by member, source and campaign, with what became of them, and as CSV', async () => {
    const url = running.url;
    const admin = await adminCookie(url);
    // One more, booked and then cancelled by the mailed link.
    const fourth = (await (await book(url, { email: 'fourth@example.com', start: '2027-03-17T13:00:00.000Z' })).json()) as { id: string };
    const mail = await waitFor(() => mailbox.received.find((each) => each.to.includes('fourth@example.com') && each.calendar), 'the booking mail');
    const secret = /\/contact#cancel=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
    assert.equal((await post(url, '/api/consultations/by-link/cancel', { token: secret })).status, 200, fourth.id);

    const report = async (group: string) => {
      const answer = await call(url, 'GET', `/api/staff/reports/consultations?from=2027-03-11&to=2027-03-11&group=${group}`, admin);
      assert.equal(answer.status, 200);
      return answer.body as { total: Record<string, number>; rows: ({ label: string } & Record<string, number>)[] };
    };
    const bySource = await report('source');
    assert.deepEqual(bySource.total, { booked: 4, cancelled: 1, held: 1, noShow: 1, unmarked: 1 });
    assert.deepEqual(bySource.rows, [{ key: 'GAD', label: 'Ad pages (GAD)', ...bySource.total }]);
    assert.deepEqual((await report('campaign')).rows.map(({ label, booked }) => [label, booked]), [['spring-memoir', 4]]);
    const byMember = await report('member');
    assert.deepEqual(byMember.rows.map(({ label }) => label).sort(), ['Anna', 'Ben']);
    assert.deepEqual([byMember.rows.find((row) => row.label === 'Anna')!.held, byMember.rows.find((row) => row.label === 'Ben')!.noShow], [1, 1]);
    assert.equal(byMember.rows.reduce((sum, row) => sum + row.booked, 0), 4);
    // Booked the day before the range: counted on the day it was booked, not the day of the call.
    const monday = await call(url, 'GET', '/api/staff/reports/consultations?from=2027-03-15&to=2027-03-21&group=member', admin);
    assert.deepEqual([monday.body.rows, (monday.body.total as { booked: number }).booked], [[], 0]);

    const csv = await fetch(`${url}/api/staff/reports/consultations?from=2027-03-11&to=2027-03-11&group=source&format=csv`, { headers: { cookie: admin } });
    assert.match(csv.headers.get('content-disposition')!, /consultations-by-source-2027-03-11-2027-03-11/);
    assert.deepEqual((await csv.text()).trimEnd().split('\r\n'), [
      '"source","booked","cancelled","held","no_show","not_marked"',
      '"Ad pages (GAD)","4","1","1","1","1"',
      '"Total","4","1","1","1","1"',
    ]);
  });
});

describe("how consultations are offered: the admin's rules, each member's own hours and time off (PGlite)", () => {
  const clock = settableClock(THURSDAY);
  let running: RunningServer;
  before(async () => {
    running = await startServer({}, undefined, { clock, teamHours: 'stored' });
  });
  after(async () => {
    await running?.stop();
    if (running) removeDir(running.dataDir);
  });
  const mondayStarts = async () => {
    const answer = (await (await fetch(`${running.url}/api/consultations/slots?zone=America/New_York`)).json()) as { days: { date: string; slots: { start: string }[] }[] };
    return answer.days.find((day) => day.date === '2027-03-15')!.slots.map((slot) => slot.start.slice(11, 16));
  };

  it('lays out calls by the length an admin sets, and offers a member only within their own hours, minus their time off', async () => {
    const url = running.url;
    const admin = await adminCookie(url);
    const agent = await addMember(url, running.server.db, admin, { email: 'ben@bookcraft.test', name: 'Ben' });
    const settings = await call(url, 'GET', '/api/staff/consultation-settings', admin);
    const members = settings.body.members as { id: string; name: string; takesConsultations: boolean }[];
    assert.deepEqual(members.map(({ name, takesConsultations }) => [name, takesConsultations]), [['Anna', true], ['Ben', true]]);
    assert.equal((await call(url, 'GET', '/api/staff/consultation-settings', agent.cookie)).status, 403);

    // Hour-long calls, and Ben alone takes them.
    const saved = await call(url, 'PUT', '/api/staff/consultation-settings', admin, { lengthMinutes: 60, noticeMinutes: 240, bufferMinutes: 0, horizonDays: 14, takers: [agent.id] });
    assert.equal(saved.status, 200);
    assert.deepEqual(await mondayStarts(), ['13:00', '14:00', '15:00', '16:00', '17:00', '18:00', '19:00', '20:00']);
    const refused = await call(url, 'PUT', '/api/staff/consultation-settings', admin, { lengthMinutes: 5, noticeMinutes: 240, bufferMinutes: 0, horizonDays: 14, takers: ['00000000-0000-4000-8000-000000000000'] });
    assert.deepEqual([refused.status, refused.body.fields], [400, { lengthMinutes: 'A call lasts 15 to 120 minutes.' }]);

    // Ben's own hours: mornings; then Monday morning off. His hours are his: the routes name no one else.
    const hours = { monday: { opens: '09:00', closes: '12:00' }, tuesday: null, wednesday: null, thursday: null, friday: null, saturday: null, sunday: null };
    assert.equal((await call(url, 'PUT', '/api/staff/me/consultation-hours', agent.cookie, { hours })).status, 200);
    assert.deepEqual(await mondayStarts(), ['13:00', '14:00', '15:00']);
    const off = await call(url, 'POST', '/api/staff/me/time-off', agent.cookie, { start: '2027-03-15T13:00:00.000Z', end: '2027-03-15T15:00:00.000Z' });
    assert.equal(off.status, 201);
    assert.deepEqual(await mondayStarts(), ['15:00']);
    const [timeOff] = off.body.timeOff as { id: number }[];
    const remove = (cookie: string) => fetch(`${url}/api/staff/me/time-off/${timeOff!.id}`, { method: 'DELETE', headers: { cookie } });
    assert.equal((await remove(admin)).status, 404, "another member's time off");
    assert.equal((await remove(agent.cookie)).status, 200);
    assert.deepEqual(await mondayStarts(), ['13:00', '14:00', '15:00']);
    const bad = await call(url, 'POST', '/api/staff/me/time-off', agent.cookie, { start: '2027-03-15T15:00:00.000Z', end: '2027-03-15T13:00:00.000Z' });
    assert.deepEqual([bad.status, bad.body.fields], [400, { end: 'The time off ends after it starts.' }]);
  });
});

describe('two visitors taking one time through two nodes at once (PostgreSQL, Redis)', { skip: NO_POSTGRES ?? NO_REDIS }, () => {
  const clock = settableClock(THURSDAY);
  const nodes: RunningServer[] = [];
  // The lead limit counts per address in Redis, shared with every suite's visitors from 127.0.0.1: not what this tests.
  const env = { REDIS_URL: process.env.TEST_REDIS_URL!, DATABASE_URL: process.env.TEST_DATABASE_URL!, DATABASE_SCHEMA: `test_booking_race_${Date.now()}`, LEAD_RATE_LIMIT: '100000' };
  before(async () => {
    await assertRedisAnswers(env.REDIS_URL);
    nodes.push(await startServer(env, undefined, { clock, teamHours: 'stored' }), await startServer(env, undefined, { clock, teamHours: 'stored' }));
  });
  after(async () => {
    for (const node of nodes) {
      await node.stop();
      removeDir(node.dataDir);
    }
    await dropSchema(env.DATABASE_SCHEMA);
  });

  it('gives the time to exactly one; the other is told it is gone and sees it offered no more', async () => {
    const [a, b] = nodes as [RunningServer, RunningServer];
    for (let round = 0; round < 5; round += 1) {
      const start = new Date(Date.parse(MONDAY_NINE) + round * 60 * 60_000).toISOString();
      const solved = [await solveChallenge(a.url), await solveChallenge(b.url)];
      const [first, second] = await Promise.all([
        post(a.url, '/api/consultations', booking({ start, email: `a${round}@example.com`, altcha: solved[0] })),
        post(b.url, '/api/consultations', booking({ start, email: `b${round}@example.com`, altcha: solved[1] })),
      ]);
      assert.deepEqual([first.status, second.status].sort(), [201, 409], `round ${round}`);
      const offered = (await (await fetch(`${b.url}/api/consultations/slots?zone=America/New_York`)).json()) as { days: { slots: { start: string }[] }[] };
      assert.ok(!offered.days.flatMap((day) => day.slots).some((slot) => slot.start === start));
    }
    const [{ count }] = (await a.server.db.query<{ count: number }>("SELECT count(*)::int AS count FROM consultations WHERE status = 'booked'")) as [{ count: number }];
    assert.equal(count, 5);
  });
});
