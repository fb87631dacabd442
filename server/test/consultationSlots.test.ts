import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DEFAULT_WORKING_HOURS } from '@bookcraft/shared/contracts';
import { settableClock } from '../src/core/clock';
import { freeSlots, slotsByVisitorDay, type ConsultingMember, type SlotQuestion } from '../src/consultations/slots';
import { dropSchema, productionBackend, removeDir, startServer, type RunningServer } from './helpers';

// The free consultation's times (docs/consultations.md): the team's working hours in its own zone,
// laid out as 30-minute calls, from four hours after now, minus time off and booked calls with their
// buffers; grouped by the visitor's own days.

const RULES = { lengthMinutes: 30, noticeMinutes: 240, bufferMinutes: 15, horizonDays: 14 };
// Thursday 11 March 2027, 7:00 in New York: the clocks there go forward on Sunday 14 March.
const THURSDAY_BEFORE_DST = new Date('2027-03-11T12:00:00Z');
const free = (id: string): ConsultingMember => ({ id, timeOff: [], booked: [] });
const question = (changes: Partial<SlotQuestion> = {}): SlotQuestion => ({
  now: THURSDAY_BEFORE_DST,
  rules: RULES,
  teamZone: 'America/New_York',
  teamHours: DEFAULT_WORKING_HOURS,
  members: [free('ada')],
  visitorZone: 'America/New_York',
  ...changes,
});
const startsOn = (date: string, slots: { start: Date }[]) => slots.filter(({ start }) => start.toISOString().startsWith(date)).map(({ start }) => start.toISOString().slice(11, 16));
const day = (days: ReturnType<typeof slotsByVisitorDay>, date: string) => days.find((each) => each.date === date)!;

describe('free consultation times', () => {
  it('keeps 9:00 to 17:00 in New York on both sides of the 2027 daylight-saving change: 14:00 UTC before it, 13:00 after', () => {
    const slots = freeSlots(question());
    const friday = startsOn('2027-03-12', slots);
    const monday = startsOn('2027-03-15', slots);
    assert.equal(friday[0], '14:00');
    assert.equal(friday.at(-1), '21:30');
    assert.equal(monday[0], '13:00');
    assert.equal(monday.at(-1), '20:30');
    assert.equal(friday.length, 16);
    assert.equal(monday.length, 16);
  });

  it('starts no sooner than the notice: at 7:00 on Thursday, the first time is 11:00', () => {
    assert.equal(freeSlots(question())[0]!.start.toISOString(), '2027-03-11T16:00:00.000Z');
  });

  it("groups the times by the visitor's own days: in Kolkata, a Friday afternoon in New York is Saturday", () => {
    const days = slotsByVisitorDay(question({ visitorZone: 'Asia/Kolkata' }));
    assert.equal(days.length, 14);
    assert.equal(days[0]!.date, '2027-03-11', "Kolkata's today");
    // 13:30 to 16:30 in New York on Friday is 00:00 to 03:00 on Saturday in Kolkata.
    assert.deepEqual(
      day(days, '2027-03-13').slots.map(({ start }) => start),
      ['18:30', '19:00', '19:30', '20:00', '20:30', '21:00', '21:30'].map((time) => `2027-03-12T${time}:00.000Z`),
    );
    // Monday's first, after the change: 9:00 in New York, 18:30 in Kolkata.
    assert.equal(day(days, '2027-03-15').slots[0]!.start, '2027-03-15T13:00:00.000Z');
  });

  it('lists a day with no time free as empty, not missing', () => {
    const days = slotsByVisitorDay(question());
    assert.deepEqual(day(days, '2027-03-13').slots, [], 'a Saturday in New York');
    assert.equal(days.at(-1)!.date, '2027-03-24');
  });

  it("removes a member's time off and their booked call with its buffer; another member's time stays offered", () => {
    const monday = (time: string) => new Date(`2027-03-15T${time}:00Z`);
    const members: ConsultingMember[] = [
      { id: 'ada', timeOff: [{ start: monday('04:00'), end: monday('23:00') }], booked: [] },
      { id: 'ben', timeOff: [], booked: [{ start: monday('13:00'), end: monday('13:30') }] },
    ];
    const slots = freeSlots(question({ members }));
    const at = (time: string) => slots.find(({ start }) => start.getTime() === monday(time).getTime());
    assert.equal(at('13:00'), undefined, 'Ada is off, Ben has a call');
    assert.equal(at('13:30'), undefined, "within the 15 minutes after Ben's call");
    assert.deepEqual(at('14:00')?.memberIds, ['ben']);
    assert.deepEqual(slots.find(({ start }) => start.toISOString() === '2027-03-16T13:00:00.000Z')?.memberIds, ['ada', 'ben'], 'Tuesday, both free');
  });

  it("offers a member only within their own hours, in the team's zone", () => {
    const mornings = { ...DEFAULT_WORKING_HOURS, monday: { opens: '09:00', closes: '12:00' } };
    const slots = freeSlots(question({ members: [{ ...free('ada'), ownHours: mornings }, free('ben')] }));
    const monday = (time: string) => slots.find(({ start }) => start.toISOString() === `2027-03-15T${time}:00.000Z`)?.memberIds;
    assert.deepEqual(monday('15:30'), ['ada', 'ben'], '11:30 in New York');
    assert.deepEqual(monday('16:00'), ['ben'], 'noon: past her hours');
  });

  it('offers nothing when nobody takes consultations', () => {
    assert.deepEqual(freeSlots(question({ members: [] })), []);
  });
});

for (const backend of await productionBackend()) {
  describe(`GET /api/consultations/slots on ${backend.name}`, { skip: backend.skip }, () => {
    const clock = settableClock(THURSDAY_BEFORE_DST.toISOString());
    let running: RunningServer;
    let env: Record<string, string>;

    before(async () => {
      env = await backend.env();
      running = await startServer(env, undefined, { clock, teamHours: 'stored' });
    });
    after(async () => {
      await running?.stop();
      await dropSchema(env?.DATABASE_SCHEMA);
      if (running) removeDir(running.dataDir);
    });

    const slots = (zone: string) => fetch(`${running.url}/api/consultations/slots?zone=${encodeURIComponent(zone)}`);

    it("answers the visitor's fourteen days, by the injected clock, never to be cached", async () => {
      const response = await slots('Asia/Kolkata');
      assert.equal(response.status, 200);
      assert.equal(response.headers.get('cache-control'), 'no-store');
      const answer = (await response.json()) as { zone: string; teamZone: string; lengthMinutes: number; days: { date: string; slots: { start: string }[] }[] };
      assert.equal(answer.zone, 'Asia/Kolkata');
      assert.equal(answer.teamZone, 'America/New_York');
      assert.equal(answer.lengthMinutes, 30);
      assert.equal(answer.days.length, 14);
      assert.equal(answer.days[0]!.slots[0]!.start, '2027-03-11T16:00:00.000Z');
    });

    it("drops a booked call's time, and a member's time off, as they are stored", async () => {
      const [member] = await running.server.db.query<{ id: string }>('SELECT id::text AS id FROM staff_accounts LIMIT 1');
      const [lead] = await running.server.db.query<{ id: string }>("INSERT INTO leads (form_family, form_type, full_name, email, phone, message) VALUES ('A', 'General', 'Maya Rao', 'maya@example.com', '(212) 555-0147', 'A call') RETURNING id");
      await running.server.db.query(
        "INSERT INTO consultations (staff_id, starts_at, ends_at, held, lead_id, visitor_zone, created_at) VALUES ($1, '2027-03-12T14:00:00Z', '2027-03-12T14:30:00Z', '[2027-03-12T14:00:00Z,2027-03-12T14:45:00Z)', $2, 'America/New_York', $3)",
        [member!.id, lead!.id, THURSDAY_BEFORE_DST],
      );
      await running.server.db.query("INSERT INTO member_time_off (staff_id, starts_at, ends_at) VALUES ($1, '2027-03-16T00:00:00Z', '2027-03-17T00:00:00Z')", [member!.id]);
      const answer = (await (await slots('America/New_York')).json()) as { days: { date: string; slots: { start: string }[] }[] };
      const startsOf = (date: string) => answer.days.find((each) => each.date === date)!.slots.map(({ start }) => start.slice(11, 16));
      assert.equal(startsOf('2027-03-12')[0], '15:00', 'the call at 14:00 and its buffer to 14:45 are taken');
      assert.deepEqual(startsOf('2027-03-16'), [], 'the only member is off on Tuesday');
    });

    it('refuses a zone that is not one with 400 naming the field', async () => {
      const response = await slots('Mars/Olympus_Mons');
      assert.equal(response.status, 400);
      const body = (await response.json()) as { fields?: Record<string, string> };
      assert.equal(body.fields?.zone, 'Choose a time zone such as America/New_York.');
    });
  });
}
