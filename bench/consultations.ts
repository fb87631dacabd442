import { DEFAULT_WORKING_HOURS } from '@bookcraft/shared/contracts';
import { freeSlots, type ConsultingMember, type SlotQuestion } from '@bookcraft/server';
import { BENCH_CHALLENGE_KEY, solvedLeadBodies } from './solvedLeads';
import { dropSchema, percentile, services, startApiServer, type Figure } from './support';

// The free consultation: how long the free times take to work out, and what booking costs when
// visitors take the same times at once through two nodes (docs/consultations.md).

const DAY_MS = 24 * 60 * 60_000;

/** 20 members over 30 days, each with three calls a day and a day off a week: the times a visitor is offered. */
function busyTeam(members: number, now: Date): SlotQuestion {
  const team: ConsultingMember[] = Array.from({ length: members }, (_, index) => ({
    id: `member-${index}`,
    timeOff: Array.from({ length: 5 }, (_, week) => ({ start: new Date(now.getTime() + (week * 7 + (index % 7)) * DAY_MS), end: new Date(now.getTime() + (week * 7 + (index % 7) + 1) * DAY_MS) })),
    booked: Array.from({ length: 90 }, (_, call) => {
      const start = new Date(now.getTime() + Math.floor(call / 3) * DAY_MS + (14 + (call % 3) * 2 + (index % 2)) * 60 * 60_000);
      return { start, end: new Date(start.getTime() + 30 * 60_000) };
    }),
  }));
  return { now, rules: { lengthMinutes: 30, noticeMinutes: 240, bufferMinutes: 15, horizonDays: 30 }, teamZone: 'America/New_York', teamHours: DEFAULT_WORKING_HOURS, members: team, visitorZone: 'Asia/Kolkata' };
}

function timeSlots(question: SlotQuestion, runs: number): number {
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    freeSlots(question);
    times.push(performance.now() - started);
  }
  return percentile(times, 95);
}

const BOOKING = { first_name: 'Ada', last_name: 'Writer', email: 'ada@example.com', phone: '(212) 555-0147', zone: 'Asia/Kolkata', link: 'https://bookcraft.example/LP-GN-GAD?utm_campaign=bench' };
const LEAD = { formType: 'General', full_name: 'Ada Writer', email: 'ada@example.com', phone: '(212) 555-0147', message: 'A memoir.', link: 'https://bookcraft.example/LP-GN-GAD?utm_campaign=bench' };

/** Sends every body at once to the nodes in turn; each answer's status and latency. */
async function allAtOnce(urls: string[], path: string, bodies: string[]) {
  return Promise.all(
    bodies.map(async (body, index) => {
      const sent = performance.now();
      const response = await fetch(`${urls[index % urls.length]}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      await response.arrayBuffer();
      return { status: response.status, latency: performance.now() - sent };
    }),
  );
}

/** `bookings` visitors at once through two nodes (PostgreSQL, Redis when here), four to each of as many free times, one member. */
async function benchBookings(databaseUrl: string, bookings: number): Promise<Figure[]> {
  const schema = `bench_consultations_${Date.now()}`;
  const env = { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema, LEAD_CHALLENGE_KEY: BENCH_CHALLENGE_KEY, ...(services.redisUrl ? { REDIS_URL: services.redisUrl } : {}) };
  const nodes = [await startApiServer(env), await startApiServer(env)];
  const urls = nodes.map((node) => node.url);
  try {
    const offered = (await (await fetch(`${urls[0]}/api/consultations/slots?zone=Asia/Kolkata`)).json()) as { days: { slots: { start: string }[] }[] };
    const times = offered.days.flatMap((day) => day.slots.map((slot) => slot.start)).slice(0, Math.ceil(bookings / 4));
    const bodies = Array.from({ length: bookings }, (_, index) => ({ ...BOOKING, start: times[index % times.length] })).flatMap((booking) => solvedLeadBodies(booking, 1));
    const leadBodies = solvedLeadBodies(LEAD, bookings);
    const baseline = await allAtOnce(urls, '/api/generic-form', leadBodies);
    const booked = await allAtOnce(urls, '/api/consultations', bodies);
    const { default: pg } = await import('pg');
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    const { rows } = await db
      .query<{ calls: number; clashes: number }>(
        `SELECT (SELECT count(*)::int FROM "${schema}".consultations WHERE status = 'booked') AS calls,
           (SELECT count(*)::int FROM "${schema}".consultations a JOIN "${schema}".consultations b
              ON a.staff_id = b.staff_id AND a.id < b.id AND a.held && b.held AND a.status = 'booked' AND b.status = 'booked') AS clashes`,
      )
      .finally(() => db.end());
    const taken = booked.filter((answer) => answer.status === 201).length;
    const gone = booked.filter((answer) => answer.status === 409).length;
    const note = `${bookings} at once through two nodes for ${times.length} free times of one member: ${taken} booked, ${gone} told the time was taken, ${rows[0]!.calls} calls held; baseline: ${bookings} leads at once`;
    return [
      { group: 'Consultations', figure: 'Booking a free time, at once through two nodes, p99', value: Math.round(percentile(booked.map((answer) => answer.latency), 99)), unit: 'ms', baseline: Math.round(percentile(baseline.map((answer) => answer.latency), 99)), note },
      { group: 'Consultations', figure: 'Calls of one member that overlap (double bookings)', value: rows[0]!.clashes, unit: '', target: '<= 0', note },
    ];
  } finally {
    for (const node of nodes) await node.stop();
    await dropSchema(databaseUrl, schema);
  }
}

export async function benchConsultations(bookings: number): Promise<Figure[]> {
  const now = new Date('2027-03-11T12:00:00Z');
  const slots: Figure = {
    group: 'Consultations',
    figure: 'Free times of 20 members over 30 days, p95',
    value: Number(timeSlots(busyTeam(20, now), 200).toFixed(1)),
    unit: 'ms',
    target: '<= 50',
    baseline: Number(timeSlots(busyTeam(1, now), 200).toFixed(1)),
    note: 'each member with three calls a day and a day off a week; baseline: one member',
  };
  if (!services.databaseUrl) {
    console.log('consultations: bookings skipped, they need PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL)');
    return [slots];
  }
  return [slots, ...(await benchBookings(services.databaseUrl, bookings))];
}
