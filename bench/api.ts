import autocannon from 'autocannon';
import { dropSchema, spawnServer, startApiServer, ROOT, services, type Figure } from './support';
import path from 'node:path';

const LEAD = {
  formType: 'General',
  full_name: 'Ada Writer',
  email: 'ada@example.com',
  phone: '(212) 555-0147',
  message: 'A novel about lighthouses, ready for an editor.',
  link: 'http://bench.test/book-publishing-services?utm_source=google&utm_campaign=spring',
};

interface Load {
  rps: number;
  p99: number;
  non2xx: number;
}

/** Posts leads for `seconds` over `connections` connections; rate and latency as autocannon sees them. */
async function postLeads(urls: string[], seconds: number, connections = 40): Promise<Load> {
  const result = await autocannon({
    // autocannon spreads the connections over several URLs (its types know only one).
    url: urls.map((url) => `${url}/api/form/submit-form`) as unknown as string,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(LEAD),
    connections,
    duration: seconds,
  });
  return { rps: Math.round(result.requests.average), p99: result.latency.p99, non2xx: result.non2xx };
}

function leadFigures(group: string, load: Load, baseline: Load): Figure[] {
  const note = load.non2xx ? `${load.non2xx} answers were not 2xx` : undefined;
  return [
    { group, figure: 'lead intake, requests/s', value: load.rps, unit: 'req/s', target: '>= 1000', baseline: baseline.rps, note },
    { group, figure: 'lead intake, p99 latency', value: load.p99, unit: 'ms', target: '<= 50', baseline: baseline.p99 },
  ];
}

/** SPEC §7 lead intake on each storage, and on two nodes, against a bare Fastify route. */
export async function benchApi(seconds: number): Promise<Figure[]> {
  const bare = await spawnServer(path.join(ROOT, 'bench/bareServer.ts'));
  const baseline = await postLeads([bare.url], seconds).finally(() => bare.stop());
  const figures: Figure[] = [];

  const pglite = await startApiServer();
  figures.push(...leadFigures('API, PGlite (one process)', await postLeads([pglite.url], seconds).finally(() => pglite.stop()), baseline));

  if (services.databaseUrl) {
    const schema = { DATABASE_URL: services.databaseUrl, DATABASE_SCHEMA: `bench_${Date.now()}` };
    const one = await startApiServer(schema);
    figures.push(...leadFigures('API, PostgreSQL (one process)', await postLeads([one.url], seconds).finally(() => one.stop()), baseline));
    if (services.redisUrl) {
      const env = { ...schema, REDIS_URL: services.redisUrl };
      const nodes = [await startApiServer(env), await startApiServer(env)];
      const load = await postLeads(nodes.map((node) => node.url), seconds).finally(() => Promise.all(nodes.map((node) => node.stop())));
      figures.push(...leadFigures('API, two nodes (PostgreSQL, Redis)', load, baseline));
    }
    await dropSchema(services.databaseUrl, schema.DATABASE_SCHEMA);
  }
  return figures;
}
