import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { isSuspectedBot, VISITOR_COOKIE } from '../src/experiments/visitorKey';
import type { Experiment } from '@bookcraft/shared/contracts';
import { settableClock } from '../src/core/clock';
import { planOf } from '../src/experiments/plan';
import { dropSchema, removeDir, startServer, storageBackends, type RunningServer } from './helpers';
import { familyALead, postLead } from './leadFixtures';
import { adminCookie, call } from './teamHelpers';

// Landing-page experiments (docs/experiments.md): 400 visitors, each an HTTP client with its own cookie jar,
// through two headlines on /LP-GN-GAD; each keeps its arm, sees it in the server's HTML, and some leave a lead. The
// console's API reports the counts the test kept, and the verdict of the sequential test worked out here on its own.

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const START = '2026-11-20T10:00:00.000Z';
const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const VARIANT = 'Your Bestseller Starts Here';
/** What each arm of the experiment on /LP-GN-GAD shows: the control, the page's own headline (read from the page before it starts), and the variant's. */
const HEADLINES: string[] = [];
const VISITORS = 400;

const arm = (headline: string, weight = 50) => ({ headline, subheadline: '', buttonText: 'Get Started', image: '', weight });
/** The control is the page as it is: only its share is written. */
const experimentBody = (route: string, variants: string[], extra: Record<string, unknown> = {}) => ({
  name: `Headlines on ${route}`,
  route,
  arms: [{ weight: 50 }, ...variants.map((headline) => arm(headline))],
  // 20 % → 40 %: a few hundred visitors per arm for the test's power; a lift this large is called before.
  baselineRate: 0.2,
  minimumDetectableEffect: 1,
  ...extra,
});

const headlineIn = (html: string) => /<h1 id="landing-title"[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];

/** A visitor's browser, as far as the server can tell: its user agent and its cookie jar (the visitor cookie). */
class Visitor {
  cookie: string | undefined;
  constructor(readonly userAgent: string) {}
  headers(): Record<string, string> {
    return { 'user-agent': this.userAgent, ...(this.cookie ? { cookie: `${VISITOR_COOKIE}=${this.cookie}` } : {}) };
  }
  keep(response: Response) {
    const set = response.headers.getSetCookie().find((line) => line.startsWith(`${VISITOR_COOKIE}=`));
    if (set) this.cookie = set.split(';')[0]!.slice(VISITOR_COOKIE.length + 1);
  }
  async open(url: string) {
    const response = await fetch(url, { headers: this.headers() });
    this.keep(response);
    return { response, html: await response.text() };
  }
  /** What the page's hero says once the page woke (a person is there): the visitor counts in the page's experiment. */
  async wake(site: string, path: string) {
    const response = await fetch(`${site}/api/experiments/seen`, { method: 'POST', headers: { ...this.headers(), 'content-type': 'application/json' }, body: JSON.stringify({ path }) });
    assert.equal(response.status, 204);
  }
  /** The key the server signed and keeps this visitor's arm by (the cookie is `<key>.<signature>`). */
  get key() {
    return this.cookie?.split('.')[0];
  }
}

// The reference: the sequential test's mixture ratio worked out here from the test's own counts. Every lead of the test
// arrives at the same moment of its clock, so the evidence is one day's: S = c₁ − (c₀ + c₁)/2, V = (c₀ + c₁)/4 at a
// 50/50 split, and p = 1 / M with M = exp(τ²S² / (2(1 + τ²V))) / √(1 + τ²V); τ² is the experiment's plan's.
function referenceVerdict(converted: number[], spread: number) {
  const [control, challenger] = converted as [number, number];
  const evidence = challenger - (control + challenger) / 2;
  const variance = (control + challenger) / 4;
  const pValue = Math.min(1, Math.exp(-((spread * evidence * evidence) / (2 * (1 + spread * variance)) - Math.log(1 + spread * variance) / 2)));
  return { pValue, outcome: pValue <= 0.05 ? 'winner' : 'collecting', winner: pValue <= 0.05 ? (evidence > 0 ? 1 : 0) : null };
}

const [backend] = (await storageBackends()).filter((candidate) => !candidate.skip).reverse();

describe(`landing-page experiments on ${backend!.name}`, () => {
  const clock = settableClock(START);
  let running: RunningServer;
  let env: Record<string, string>;
  let admin: string;
  const url = () => running.url;

  before(async () => {
    // The pages are rendered by the site's own build (a no-op when it is up to date).
    const built = spawnSync(process.execPath, ['tooling/build.mjs', '--if-needed'], { cwd: ROOT, stdio: 'inherit' });
    assert.equal(built.status, 0, 'the site builds');
    // A hundred-odd leads from one address, sent as fast as a test sends them.
    env = { ...(await backend!.env()), LEAD_RATE_LIMIT: '100000', LEAD_MIN_FILL_MS: '0', EXPERIMENT_VISITOR_RATE_LIMIT: '100000' };
    running = await startServer(env, undefined, { clock });
    admin = await adminCookie(url());
    const own = headlineIn((await new Visitor(GOOGLEBOT).open(`${url()}/LP-GN-GAD`)).html);
    assert.ok(own, 'the page has a headline of its own');
    HEADLINES.push(own, VARIANT);
  });
  after(async () => {
    await running?.stop();
    await dropSchema(env?.DATABASE_SCHEMA);
    if (running) removeDir(running.dataDir);
  });

  it('tells bots by their user agent, and a missing one', () => {
    for (const agent of [undefined, '', GOOGLEBOT, 'curl/8.5.0', 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36', 'Chrome-Lighthouse', 'python-requests/2.32'])
      assert.equal(isSuspectedBot(agent), true, String(agent));
    assert.equal(isSuspectedBot(BROWSER), false);
  });

  let experimentId: string;

  it('keeps each of 400 visitors on one arm, in the HTML, and reports their visitors, leads, conversion and the verdict', async () => {
    const created = await call(url(), 'POST', '/api/staff/experiments', admin, experimentBody('/LP-GN-GAD', [VARIANT]));
    assert.equal(created.status, 201, JSON.stringify(created.body));
    experimentId = created.body.id as string;
    assert.equal(created.body.status, 'draft');
    assert.equal(created.body.createdAt, START);
    clock.advance(60_000);
    const started = await call(url(), 'POST', `/api/staff/experiments/${experimentId}/start`, admin, {});
    assert.equal(started.status, 200, JSON.stringify(started.body));
    assert.equal(started.body.startedAt, '2026-11-20T10:01:00.000Z');

    const counts = HEADLINES.map(() => ({ visitors: 0, leads: 0 }));
    const armOf: number[] = [];
    const seenByArm: { key: string; arm: number; converted: boolean }[] = [];
    const visitors = Array.from({ length: VISITORS }, () => new Visitor(BROWSER));
    const BATCH = 25;
    for (let first = 0; first < VISITORS; first += BATCH) {
      await Promise.all(
        visitors.slice(first, first + BATCH).map(async (visitor, offset) => {
          const index = first + offset;
          const seen: string[] = [];
          for (let visit = 0; visit < 2 + (index % 2); visit += 1) {
            const { response, html } = await visitor.open(`${url()}/LP-GN-GAD?utm_source=google&gclid=g${index}`);
            assert.equal(response.status, 200);
            assert.equal(response.headers.get('cache-control'), 'private, no-store');
            assert.match(response.headers.get('vary') ?? '', /Cookie/);
            seen.push(headlineIn(html) ?? '(no headline)');
            if (visit === 0) await visitor.wake(url(), '/LP-GN-GAD');
          }
          assert.ok(visitor.cookie, 'the visitor was given the visitor cookie');
          assert.equal(new Set(seen).size, 1, `visitor ${index} saw one headline: ${seen.join(' / ')}`);
          const shown = HEADLINES.indexOf(seen[0]!);
          assert.ok(shown >= 0, `visitor ${index} saw an arm's headline: ${seen[0]}`);
          counts[shown]!.visitors += 1;
          armOf[index] = shown;
          // The challenger converts better: every second visitor on it, every fifth on the control.
          const converts = index % (shown === 1 ? 2 : 5) === 0;
          seenByArm.push({ key: visitor.key!, arm: shown, converted: converts });
          if (!converts) return;
          const lead = await postLead(url(), familyALead('General', { email: `visitor${index}@example.com`, link: `http://site.test/LP-GN-GAD?gclid=g${index}` }), visitor.headers());
          assert.equal(lead.status, 201, await lead.text());
          counts[shown]!.leads += 1;
        }),
      );
    }
    assert.ok(counts.every((count) => count.visitors > 100), `both arms had visitors: ${JSON.stringify(counts)}`);

    // A visitor who comes back with a second lead is one more lead, and still one visitor converted.
    const converted = counts.map((count) => count.leads);
    const again = await postLead(url(), familyALead('General', { email: 'visitor0@example.com', link: 'http://site.test/LP-GN-GAD?gclid=g0' }), visitors[0]!.headers());
    assert.equal(again.status, 201, await again.text());
    counts[armOf[0]!]!.leads += 1;

    // A lead the spam check stopped is not counted: the test's leads solved the challenge, so none is spam.
    const [spam] = await running.server.db.query<{ count: string }>('SELECT count(*)::text AS count FROM leads WHERE experiment_id = $1 AND suspected_bot', [experimentId]);
    assert.equal(spam!.count, '0');

    const { status, body } = await call(url(), 'GET', `/api/staff/experiments/${experimentId}`, admin);
    assert.equal(status, 200);
    const results = body.results as { arms: { arm: number; visitors: number; goals: number; conversion: number; interval: { low: number; high: number } }[]; verdict: Record<string, unknown> };
    results.arms.forEach((reported, index) => {
      assert.equal(reported.visitors, counts[index]!.visitors, `arm ${index}'s visitors`);
      assert.equal(reported.goals, counts[index]!.leads, `arm ${index}'s leads`);
      assert.equal(reported.conversion, converted[index]! / counts[index]!.visitors, `arm ${index}'s conversion`);
      assert.ok(reported.interval.low < reported.conversion && reported.conversion < reported.interval.high);
    });
    const plan = planOf({ baselineRate: 0.2, minimumDetectableEffect: 1, weights: [50, 50], goal: 'leads' });
    const convertedVisitors = [0, 1].map((armIndex) => seenByArm.filter((visitor) => visitor.arm === armIndex && visitor.converted).length);
    const reference = referenceVerdict(convertedVisitors, plan.spreads[0]![1]!);
    const verdict = results.verdict as unknown as Experiment['results']['verdict'];
    assert.deepEqual(verdict.visitorsNeeded, plan.visitorsNeeded);
    assert.equal(verdict.horizonReached, false, 'the challenger is called before the horizon');
    assert.equal(verdict.outcome, reference.outcome);
    assert.equal(verdict.winner, reference.winner);
    assert.ok(verdict.decidedAt, 'a called verdict is stored');
    const [comparison] = verdict.comparisons;
    assert.ok(Math.abs(comparison!.pValue - reference.pValue) < 1e-9, `p ${comparison!.pValue} against the reference's ${reference.pValue}`);
    assert.equal(verdict.sampleRatio.mismatch, false);
  });

  it('gives a crawler the control, no cookie, and does not count it', async () => {
    const before = ((await call(url(), 'GET', `/api/staff/experiments/${experimentId}`, admin)).body.results as { arms: { visitors: number }[] }).arms.map((armResult) => armResult.visitors);
    const crawler = new Visitor(GOOGLEBOT);
    for (let visit = 0; visit < 3; visit += 1) {
      const { response, html } = await crawler.open(`${url()}/LP-GN-GAD`);
      assert.equal(response.status, 200);
      assert.equal(headlineIn(html), HEADLINES[0]);
      assert.equal(response.headers.getSetCookie().length, 0, 'a crawler is given no cookie');
      await crawler.wake(url(), '/LP-GN-GAD');
    }
    const copy = await fetch(`${url()}/api/landing-copy?path=/LP-GN-GAD`, { headers: { 'user-agent': 'curl/8.5.0' } });
    assert.deepEqual(await copy.json(), { copy: null, experiment: true }, "the page's own copy");
    const afterwards = ((await call(url(), 'GET', `/api/staff/experiments/${experimentId}`, admin)).body.results as { arms: { visitors: number }[] }).arms.map((armResult) => armResult.visitors);
    assert.deepEqual(afterwards, before);
  });

  it('refuses what does not follow draft → running ⇄ paused → ended (409)', async () => {
    assert.equal((await call(url(), 'PUT', `/api/staff/experiments/${experimentId}`, admin, experimentBody('/LP-GN-GAD', [VARIANT]))).status, 409, 'a started experiment keeps its arms');
    const other = await call(url(), 'POST', '/api/staff/experiments', admin, experimentBody('/LP-GN-GAD', ['Two']));
    assert.equal(other.status, 201);
    const otherId = other.body.id as string;
    assert.equal((await call(url(), 'PUT', `/api/staff/experiments/${otherId}`, admin, experimentBody('/LP-GN-GAD', ['Dos']))).status, 200, 'a draft changes');
    assert.equal((await call(url(), 'POST', `/api/staff/experiments/${otherId}/start`, admin, {})).status, 409, 'another runs on the page');
    assert.equal((await call(url(), 'POST', `/api/staff/experiments/${otherId}/pause`, admin, {})).status, 409, 'a draft is not paused');
    assert.equal((await call(url(), 'POST', `/api/staff/experiments/${otherId}/end`, admin, {})).status, 409, 'a draft is not ended');
    assert.equal((await call(url(), 'POST', `/api/staff/experiments/${otherId}/adopt`, admin, { arm: 0 })).status, 409, 'a draft is not adopted');

    const paused = await call(url(), 'POST', `/api/staff/experiments/${experimentId}/pause`, admin, {});
    assert.equal(paused.body.status, 'paused');
    assert.equal((await call(url(), 'POST', `/api/staff/experiments/${otherId}/start`, admin, {})).status, 409, 'another is paused on the page');
    // Paused: everyone sees the page's own copy, and nobody new is counted.
    const newcomer = new Visitor(BROWSER);
    const { response, html } = await newcomer.open(`${url()}/LP-GN-GAD`);
    assert.equal(headlineIn(html), HEADLINES[0], 'the page shows its own headline while paused');
    // Not the visitor's own page (not told apart by the cookie); private only for its lead form's token (docs/spam.md).
    assert.equal(response.headers.get('vary'), 'Accept-Encoding');
    assert.equal(response.headers.get('cache-control'), 'private, no-store');
    assert.equal(newcomer.cookie, undefined);

    assert.equal((await call(url(), 'POST', `/api/staff/experiments/${experimentId}/adopt`, admin, { arm: 2 })).status, 409, 'no third arm');
    clock.advance(60_000);
    const adopted = await call(url(), 'POST', `/api/staff/experiments/${experimentId}/adopt`, admin, { arm: 1 });
    assert.equal(adopted.status, 200, JSON.stringify(adopted.body));
    assert.equal(adopted.body.status, 'ended');
    assert.equal(adopted.body.adoptedArm, 1);
    assert.equal(adopted.body.endedAt, '2026-11-20T10:02:00.000Z');
    assert.equal((await call(url(), 'POST', `/api/staff/experiments/${experimentId}/start`, admin, {})).status, 409, 'an ended experiment does not start again');
    assert.equal((await call(url(), 'POST', `/api/staff/experiments/${experimentId}/pause`, admin, {})).status, 409);
    // "Make this the page": anyone, a crawler too, now sees the arm's copy.
    assert.equal(headlineIn((await new Visitor(GOOGLEBOT).open(`${url()}/LP-GN-GAD`)).html), HEADLINES[1]);
    assert.equal(headlineIn((await new Visitor(BROWSER).open(`${url()}/LP-GN-MET`)).html)?.includes(HEADLINES[1]!), false, 'only on its own page');
    const listed = await call(url(), 'GET', '/api/staff/experiments', admin);
    assert.deepEqual((listed.body.experiments as { id: string }[]).map((experiment) => experiment.id).sort(), [experimentId, otherId].sort());
  });

  it("fills {keyword|fallback} from utm_term in the HTML and in the copy's answer", async () => {
    const created = await call(url(), 'POST', '/api/staff/experiments', admin, experimentBody('/LP-GW-GAD', ['Hire a {keyword|Ghostwriter} Today', 'A {keyword|Ghostwriter} for Your Story']));
    assert.equal(created.status, 201, JSON.stringify(created.body));
    assert.equal((await call(url(), 'POST', `/api/staff/experiments/${created.body.id as string}/start`, admin, {})).status, 200);
    // New visitors until one is in a variant (the control, a third of them, sees the page's own headline).
    const inVariant = /^(Hire a memoir writer Today|A memoir writer for Your Story)$/;
    let visitor = new Visitor(BROWSER);
    let filled = headlineIn((await visitor.open(`${url()}/LP-GW-GAD?utm_term=memoir+writer&utm_source=google`)).html);
    for (let tries = 0; tries < 40 && !inVariant.test(filled ?? ''); tries += 1) {
      visitor = new Visitor(BROWSER);
      filled = headlineIn((await visitor.open(`${url()}/LP-GW-GAD?utm_term=memoir+writer&utm_source=google`)).html);
    }
    assert.match(filled ?? '', inVariant);
    const answer = await fetch(`${url()}/api/landing-copy?path=/LP-GW-GAD&utm_term=memoir%20writer`, { headers: visitor.headers() });
    assert.equal(((await answer.json()) as { copy: { headline: string } }).copy.headline, filled);
    assert.equal(answer.headers.get('cache-control'), 'private, no-store');
    const refused = headlineIn((await visitor.open(`${url()}/LP-GW-GAD?utm_term=${encodeURIComponent('<b>free</b>!')}`)).html);
    assert.match(refused ?? '', /^(Hire a Ghostwriter Today|A Ghostwriter for Your Story)$/);
    const tooLong = headlineIn((await visitor.open(`${url()}/LP-GW-GAD?utm_term=${'word '.repeat(10)}`)).html);
    assert.match(tooLong ?? '', /Ghostwriter/);
  });
});
