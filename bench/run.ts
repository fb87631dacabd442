// `npm run bench`: every performance figure of the site next to its baseline, in one run.
//   npm run bench                 pages (Lighthouse), API load, chat sockets, routing, search, blog pages, consultations,
//                                 revenue (the Revenue report over 100,000 leads and 20,000 deals; 10,000 and 2,000 with --quick)
//   npm run bench -- --quick      fewer runs and a shorter load, for a quick look
//   npm run bench -- pages api    only some parts (scripts: the pages' JavaScript without Lighthouse);
//                                 pages and scripts measure the baseline build beside this one
//                                 (BENCH_BASELINE_REF, default 0d835ca: bench/baselineSite.ts);
//                                 the other parts' figures are kept from the last results.json
//   npm run bench -- answers      the chat's first answers: the right help article for labelled questions, beside ts_rank
//   npm run bench -- experiments  A/A and A/B simulations through the experiments' own verdict (2,000 each per
//                                 setting, 300 with --quick); a full one rewrites the README's Experiments table.
//                                 Only when asked, as the soak.
//   npm run bench -- soak         10 minutes of mixed traffic (1 with --quick): memory, open files, errors.
//                                 Only when asked, so the default run stays under 15 minutes.
// A full run (no parts, no --quick) also writes its goals table into README.md (bench/readmeTable.ts).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { benchAnswers } from './answers';
import { benchApi } from './api';
import { benchBlogPages } from './blogPages';
import { benchConsultations } from './consultations';
import { benchExperiments } from './experiments';
import { entryChunks } from './entryChunks';
import { benchPages } from './pages';
import type { PageScripts } from './pageScripts';
import { soak, soakFigures } from './soak';
import { profiles } from './probe';
import { benchRevenue } from './revenue';
import { writeReadmeSection } from './readmeTable';
import { benchRouting } from './routing';
import { benchSearch } from './search';
import { benchSockets } from './sockets';
import { dropSchema, meets, ROOT, services, type Figure } from './support';

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const parts = args.filter((arg) => !arg.startsWith('--'));
const wanted = (part: string) => parts.length === 0 || parts.includes(part);
const SOAK_SECONDS = quick ? 60 : 600;

const started = Date.now();
const figures: Figure[] = [];
let bundles: PageScripts[] = [];
let baselineSha: string | undefined;
if (wanted('pages') || parts.includes('scripts')) {
  const lighthouse = wanted('pages');
  const pages = await benchPages({ runs: !lighthouse ? 0 : quick ? 1 : 5 });
  figures.push(...pages.figures);
  bundles = pages.bundles;
  baselineSha = pages.baselineSha;
}
if (wanted('api')) figures.push(...(await benchApi(quick ? 5 : 15)));
if (wanted('sockets')) figures.push(...(await benchSockets(quick ? 2_000 : 10_000)));
if (wanted('routing')) figures.push(...(await benchRouting(quick ? 50 : 200)));
if (wanted('search')) figures.push(...(await benchSearch()));
if (wanted('blog')) figures.push(...(await benchBlogPages()));
if (wanted('consultations')) figures.push(...(await benchConsultations(quick ? 50 : 200)));
if (wanted('revenue')) figures.push(...(await benchRevenue(quick ? { leads: 10_000, deals: 2_000, rounds: 5 } : { leads: 100_000, deals: 20_000, rounds: 10 })));
if (wanted('answers')) figures.push(...(await benchAnswers()));
if (parts.includes('experiments')) figures.push(...benchExperiments(quick ? 300 : 2000, !quick));
if (parts.includes('soak')) figures.push(...(await soakOnServices()));

/** The soak on PostgreSQL and Redis when they are here (as in production), on PGlite otherwise. */
async function soakOnServices(): Promise<Figure[]> {
  const schema = `bench_soak_${Date.now()}`;
  const env: Record<string, string> = services.databaseUrl
    ? { DATABASE_URL: services.databaseUrl, DATABASE_SCHEMA: schema, ...(services.redisUrl ? { REDIS_URL: services.redisUrl } : {}) }
    : {};
  try {
    return soakFigures(await soak({ durationSeconds: SOAK_SECONDS, env }));
  } finally {
    if (services.databaseUrl) await dropSchema(services.databaseUrl, schema);
  }
}

/** Where every kilobyte before interactive goes: one row per npm package (or the project's own code), one column per page. */
function packageTable(pages: PageScripts[]): string {
  const measured = pages.filter((page) => Object.keys(page.beforeInteractive.byPackage ?? {}).length > 0);
  if (measured.length === 0) return '';
  const kb = (bytes = 0) => (bytes / 1024).toFixed(1);
  const owners = [...new Set(measured.flatMap((page) => Object.keys(page.beforeInteractive.byPackage)))];
  const largest = (owner: string) => Math.max(...measured.map((page) => page.beforeInteractive.byPackage[owner] ?? 0));
  owners.sort((a, b) => largest(b) - largest(a));
  return [
    '',
    '### JavaScript before interactive, by package (KB gzip)',
    '',
    'Each script\'s compressed size split by its modules\' share of its uncompressed size (`bench/bundleContents.ts`).',
    '',
    `| package | ${measured.map((page) => page.page).join(' | ')} |`,
    `|---|${measured.map(() => '---:').join('|')}|`,
    ...owners.map((owner) => `| ${owner} | ${measured.map((page) => kb(page.beforeInteractive.byPackage[owner])).join(' | ')} |`),
    `| **total** | ${measured.map((page) => kb(page.beforeInteractive.gzip)).join(' | ')} |`,
    `| at load, before any interaction | ${measured.map((page) => kb(page.atLoad.gzip)).join(' | ')} |`,
    '',
  ].join('\n');
}

/** Each profiled span: the servers' event loop and CPU, the generator's CPU, and where the first server's CPU time went. */
function profileTable(): string {
  if (profiles.length === 0) return '';
  return [
    '',
    '### Where the servers\' time goes',
    '',
    'Measured inside each server while it was under load (`bench/serverProbe.ts`); profiles in `bench/profiles/` (open them in Chrome DevTools). Self time of the first server by owner: `(idle)` is waiting for I/O.',
    '',
    '| span | event-loop delay p99 (ms) | server CPU (% of a core) | generator CPU (% of a core) | server time by owner |',
    '|---|---|---|---|---|',
    ...profiles.map(({ span, servers, generatorCpuPercent, where }) => `| ${span} | ${servers.map((server) => server.eventLoopDelay.p99).join(' / ')} | ${servers.map((server) => server.cpuPercent).join(' / ')} | ${generatorCpuPercent} | ${where} |`),
    '',
  ].join('\n');
}

// A partial run keeps the groups it did not measure from the last full one (and the figures of a group a
// scripts-only run measured in part).
const previous = parts.length && existsSync(path.join(ROOT, 'bench/results.json')) ? (JSON.parse(readFileSync(path.join(ROOT, 'bench/results.json'), 'utf8')) as { figures: Figure[] }).figures : [];
const measured = new Set(figures.map((figure) => `${figure.group}|${figure.figure}`));
const measuredGroups = new Set(figures.map((figure) => figure.group));
const keptFigure = (figure: Figure) => !measured.has(`${figure.group}|${figure.figure}`) && (!measuredGroups.has(figure.group) || !wanted('pages'));
figures.unshift(...previous.filter(keptFigure));

const ratio = (figure: Figure) => (figure.baseline ? Math.round((figure.value / figure.baseline) * 100) / 100 : undefined);
const rows = figures.map((figure) => ({ ...figure, ratio: ratio(figure), met: meets(figure) }));
console.table(
  rows.map((row) => ({
    group: row.group,
    figure: row.figure,
    value: `${row.value} ${row.unit}`.trim(),
    target: row.target ?? '',
    baseline: row.baseline === undefined ? '' : `${row.baseline} ${row.unit}`.trim(),
    ratio: row.ratio ?? '',
    met: row.met === undefined ? '' : row.met ? 'yes' : 'NO',
  })),
);
const entries = entryChunks();
console.table(entries.map((entry) => ({ owner: entry.owner, file: entry.file, gzip: entry.gzip, brotli: entry.brotli })));
const seconds = Math.round((Date.now() - started) / 1000);
console.log(`bench took ${seconds} s`);
const markdown = [
  '| group | figure | value | target | baseline | ratio | met | note |',
  '|---|---|---|---|---|---|---|---|',
  ...rows.map((row) => `| ${row.group} | ${row.figure} | ${row.value} ${row.unit} | ${row.target ?? ''} | ${row.baseline ?? ''} | ${row.ratio ?? ''} | ${row.met === undefined ? '' : row.met ? 'yes' : '**no**'} | ${row.note ?? ''} |`),
].join('\n');
writeFileSync(path.join(ROOT, 'bench/results.md'), `${markdown}\n${packageTable(bundles)}${profileTable()}`);
// Only a full run is the README's: one run, every figure.
const measuredAt = new Date().toISOString();
if (parts.length === 0 && !quick) writeReadmeSection(rows, measuredAt, baselineSha);
writeFileSync(path.join(ROOT, 'bench/results.json'), `${JSON.stringify({ measuredAt, seconds, quick, baselineSha, figures: rows, bundles, entryChunks: entries, profiles }, null, 2)}\n`);
process.exit(0);
