import autocannon from 'autocannon';
import path from 'node:path';
import { placeGenerator, probed, summary } from './probe';
import { steadyLoad } from './steadyLoad';
import { sampledWaits } from './postgresWaits';
import { BENCH_CHALLENGE_KEY, solvedLeadBodies } from './solvedLeads';
import { dropSchema, median, spawnServer, startApiServer as startServer, ROOT, services, type Figure, type Process } from './support';

const LEAD = {
  formType: 'General',
  full_name: 'Ada Writer',
  email: 'ada@example.com',
  phone: '(212) 555-0147',
  message: 'A novel about lighthouses, ready for an editor.',
  link: 'http://bench.test/book-publishing-services?utm_source=google&utm_campaign=spring',
};

/** The rate the p99 target is stated at (the goal: p99 ≤ 50 ms at ≥ 1,000 req/s). */
const TARGET_RATE = 1_000;
/** Leads made ready for a saturated run, per second of it: past them, the leads are sent again (and stored as spam, challenge reused). */
const SATURATED_LEADS_PER_SECOND = 5_000;

/** The API server, signing lead challenges with the key the bench's leads are solved for (bench/solvedLeads.ts). */
const startApiServer = (env: Record<string, string> = {}) => startServer({ LEAD_CHALLENGE_KEY: BENCH_CHALLENGE_KEY, ...env });

interface Load {
  rps: number;
  p50?: number;
  p99: number;
  non2xx: number;
  note?: string;
}

/**
 * Posts leads for `seconds`: as fast as 40 connections allow (what the server can take), or at a
 * steady `rate` (the latency a visitor sees at that traffic, bench/steadyLoad.ts).
 */
async function postLeads(urls: string[], seconds: number, rate?: number): Promise<Load> {
  // Each lead solved before the clock starts: the generator's CPU is not in the latency.
  const bodies = solvedLeadBodies(LEAD, (rate ?? SATURATED_LEADS_PER_SECOND) * seconds);
  const bodyOf = (sent: number) => bodies[sent % bodies.length]!;
  if (rate) return steadyLoad(urls, { rate, seconds, method: 'POST', path: '/api/form/submit-form', body: bodyOf });
  let sent = 0;
  const result = await autocannon({
    // autocannon spreads the connections over several URLs (its types know only one).
    url: urls.map((url) => `${url}/api/form/submit-form`) as unknown as string,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    requests: [{ setupRequest: (request) => ({ ...request, body: bodyOf(sent++) }) }],
    connections: 40,
    duration: seconds,
  });
  const note = sent > bodies.length ? `; ${sent - bodies.length} leads past the ${bodies.length} solved were sent again (spam)` : '';
  return { rps: Math.round(result.requests.average), p99: result.latency.p99, non2xx: result.non2xx, note };
}

interface Baseline {
  saturated: Load;
  atRate: Load;
}

/** The rate runs per figure: one p99 over 15 s can hang on a single stall, so the figure is the median of three. */
const RATE_RUNS = 3;

/**
 * The p99 at the target rate with the servers profiled and, on PostgreSQL, its backends sampled; then
 * the saturated rate.
 */
async function measureLeads(group: string, servers: Process[], seconds: number, baseline: Baseline, databaseUrl?: string): Promise<Figure[]> {
  const urls = servers.map((server) => server.url);
  // A warm-up at the rate (compiled code, open pool connections), not counted. The saturated run
  // comes last: its tens of thousands of rows leave PostgreSQL writing back for a while after.
  await postLeads(urls, 3, TARGET_RATE);
  const rateRuns = async () => {
    const loads: Load[] = [];
    for (let run = 0; run < RATE_RUNS; run += 1) loads.push(await postLeads(urls, seconds, TARGET_RATE));
    return loads;
  };
  const {
    result: { result: loads, waits },
    profile,
  } = await probed(`${group}, leads at ${TARGET_RATE} req/s`, servers, async () => (databaseUrl ? sampledWaits(databaseUrl, rateRuns) : { result: await rateRuns(), waits: '' }));
  const saturated = await postLeads(urls, seconds);
  const atRate = loads.find((load) => load.p99 === median(loads.map(({ p99 }) => p99)))!;
  const refused = (load: Load) => `${load.non2xx ? `; ${load.non2xx} answers were not 2xx` : ''}${load.note ?? ''}`;
  const database = waits ? `; PostgreSQL backends: ${waits}` : '';
  return [
    { group, figure: 'lead intake, requests/s (saturated, 40 connections)', value: saturated.rps, unit: 'req/s', target: `>= ${TARGET_RATE}`, baseline: baseline.saturated.rps, note: refused(saturated) || undefined },
    {
      group,
      figure: `lead intake, p99 latency at ${TARGET_RATE} req/s (median of ${RATE_RUNS} runs)`,
      value: atRate.p99,
      unit: 'ms',
      target: '<= 50',
      baseline: baseline.atRate.p99,
      note: `p99 of each run ${loads.map(({ p99 }) => p99).join(' / ')} ms, p50 ${atRate.p50} ms, ${atRate.rps} req/s answered; ${summary(profile)}; server time: ${profile.where}${database}${refused(atRate)}`,
    },
  ];
}

/** Requirements §7 lead intake on each storage, and on two nodes, against a bare Fastify route. */
export async function benchApi(seconds: number): Promise<Figure[]> {
  placeGenerator('apart');
  const figures: Figure[] = [];
  try {
    const bare = await spawnServer(path.join(ROOT, 'bench/bareServer.ts'));
    const baseline = await (async () => ({ saturated: await postLeads([bare.url], seconds), atRate: await postLeads([bare.url], seconds, TARGET_RATE) }))().finally(() => bare.stop());

    const pglite = await startApiServer();
    figures.push(...(await measureLeads('API, PGlite (one process)', [pglite], seconds, baseline).finally(() => pglite.stop())));

    if (services.databaseUrl) {
      const schema = { DATABASE_URL: services.databaseUrl, DATABASE_SCHEMA: `bench_${Date.now()}` };
      const one = await startApiServer(schema);
      try {
        figures.push(...(await measureLeads('API, PostgreSQL (one process)', [one], seconds, baseline, services.databaseUrl)));
        // The hypothesis the README once stated: how much of the latency is the generator's, on shared cores.
        placeGenerator('shared');
        const shared = await postLeads([one.url], seconds, TARGET_RATE);
        placeGenerator('apart');
        figures.push({ group: 'API, PostgreSQL (one process)', figure: `lead intake, p99 latency at ${TARGET_RATE} req/s, generator on the server's cores`, value: shared.p99, unit: 'ms', baseline: baseline.atRate.p99, note: `${shared.rps} req/s answered, p50 ${shared.p50} ms` });
      } finally {
        await one.stop();
      }
      if (services.redisUrl) {
        const env = { ...schema, REDIS_URL: services.redisUrl };
        const nodes = [await startApiServer(env), await startApiServer(env)];
        figures.push(...(await measureLeads('API, two nodes (PostgreSQL, Redis)', nodes, seconds, baseline, services.databaseUrl).finally(() => Promise.all(nodes.map((node) => node.stop())))));
      }
      await dropSchema(services.databaseUrl, schema.DATABASE_SCHEMA);
    }
  } finally {
    placeGenerator('shared');
  }
  return figures;
}
