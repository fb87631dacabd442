import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { VISITOR_COOKIE } from '../src/experiments/visitorKey';
import { fakeBuild } from './fakeBuild';
import { removeDir, startServer, type RunningServer } from './helpers';
import { adminCookie, call } from './teamHelpers';

// Who an experiment counts, and what a landing page's headline may say (docs/experiments.md): a visitor key
// the server signed, counted only once a person is on the page (its hero asks POST /api/experiments/seen
// when it wakes), a bounded number of new visitors per address; the landing render cache holds a page per
// copy, not per utm_term; keyword insertion only writes a few plain words.

const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const NEW_VISITORS_PER_ADDRESS = 3;
const HEADLINES = ['Hire a {keyword|Ghostwriter} Today', 'A {keyword|Ghostwriter} for Your Story'];

const headlineIn = (html: string) => /<h1 id="landing-title">([^<]*)<\/h1>/.exec(html)?.[1];
const renderIn = (html: string) => /Render (\d+) of/.exec(html)?.[1];
const keyIn = (response: Response) => response.headers.getSetCookie().find((line) => line.startsWith(`${VISITOR_COOKIE}=`))?.split(';')[0]!.slice(VISITOR_COOKIE.length + 1);

describe('who a landing-page experiment counts, and what its headline says', () => {
  let build: ReturnType<typeof fakeBuild>;
  let running: RunningServer;
  let admin: string;
  let experimentId: string;
  const url = () => running.url;

  const open = async (path: string, cookie?: string) => {
    const response = await fetch(`${url()}${path}`, { headers: { 'user-agent': BROWSER, ...(cookie ? { cookie: `${VISITOR_COOKIE}=${cookie}` } : {}) } });
    assert.equal(response.status, 200);
    return { response, html: await response.text(), key: keyIn(response) };
  };
  const seen = (cookie: string | undefined, headers: Record<string, string> = {}) =>
    fetch(`${url()}/api/experiments/seen`, { method: 'POST', headers: { 'content-type': 'application/json', 'user-agent': BROWSER, ...(cookie ? { cookie: `${VISITOR_COOKIE}=${cookie}` } : {}), ...headers }, body: JSON.stringify({ path: '/LP-GW-GAD' }) });
  /** New visitors until one is in a variant: the control is the page's own copy, which this build has no snapshot of (no headline). */
  const openInAVariant = async (path: string) => {
    for (let visitor = 0; visitor < 40; visitor += 1) {
      const opened = await open(path);
      if (headlineIn(opened.html)) return opened;
    }
    throw new Error('forty new visitors, none in a variant');
  };
  /** New visitors until one is in the control (a third of them). */
  const openInTheControl = async (path: string) => {
    for (let visitor = 0; visitor < 40; visitor += 1) {
      const opened = await open(path);
      if (!headlineIn(opened.html)) return opened;
    }
    throw new Error('forty new visitors, none in the control');
  };
  const counted = async () => (await running.server.db.query('SELECT 1 FROM experiment_assignments WHERE experiment_id = $1', [experimentId])).length;

  before(async () => {
    build = fakeBuild({ renderBundle: true });
    running = await startServer({ SHELL_DIR: build.shellDir, REMOTES_DIR: build.remotesDir, CONSOLE_DIR: build.consoleDir, EXPERIMENT_VISITOR_RATE_LIMIT: String(NEW_VISITORS_PER_ADDRESS) });
    admin = await adminCookie(url());
    const created = await call(url(), 'POST', '/api/staff/experiments', admin, {
      name: 'Keyword headlines',
      route: '/LP-GW-GAD',
      arms: [{ weight: 50 }, ...HEADLINES.map((headline) => ({ headline, subheadline: '', buttonText: 'Get Started', image: '', weight: 50 }))],
      baselineRate: 0.2,
      minimumDetectableEffect: 1,
    });
    experimentId = created.body.id as string;
    assert.equal((await call(url(), 'POST', `/api/staff/experiments/${experimentId}/start`, admin, {})).status, 200);
  });
  after(async () => {
    await running.stop();
    removeDir(running.dataDir);
    removeDir(build.root);
  });

  it('counts a visitor only when their woken page says they saw it, once, by the key the server signed', async () => {
    const { key, html } = await openInAVariant('/LP-GW-GAD');
    assert.ok(key, 'a signed visitor cookie is set');
    assert.match(key, /^[\w-]{22}\.[\w-]{43}$/);
    assert.ok(HEADLINES.map((headline) => headline.replace('{keyword|Ghostwriter}', 'Ghostwriter')).includes(headlineIn(html)!));
    await fetch(`${url()}/api/landing-copy?path=/LP-GW-GAD`, { headers: { 'user-agent': BROWSER, cookie: `${VISITOR_COOKIE}=${key}` } });
    assert.equal(await counted(), 0, 'a page and its copy fetched count no one');
    assert.equal((await seen(key)).status, 204);
    assert.equal((await seen(key)).status, 204);
    assert.equal(await counted(), 1, 'counted once');
  });

  it("sends a person in the control the page's own copy, as their own page", async () => {
    const { key, html, response } = await openInTheControl('/LP-GW-GAD');
    assert.ok(key, 'a signed visitor cookie is set: they stay in the control');
    assert.equal(headlineIn(html), undefined, 'no variant is rendered: the page is its own (this build has no snapshot of it)');
    assert.equal(response.headers.get('cache-control'), 'private, no-store');
    assert.match(response.headers.get('vary') ?? '', /Cookie/);
  });

  it('takes no made-up key: the page sets a signed one instead, and a forged cookie or none counts no one', async () => {
    const madeUp = 'AAAAAAAAAAAAAAAAAAAAAA';
    for (const forged of [madeUp, `${madeUp}.${'B'.repeat(43)}`]) {
      const { key } = await open('/LP-GW-GAD', forged);
      assert.ok(key && !key.startsWith(`${madeUp}.`), `a new key is set for ${forged}`);
      assert.equal((await seen(forged)).status, 204);
    }
    assert.equal((await seen(undefined)).status, 204);
    assert.equal((await seen((await open('/LP-GW-GAD')).key, { 'user-agent': 'curl/8.5.0' })).status, 204, 'a bot is answered, not counted');
    assert.equal(await counted(), 1);
  });

  it(`adds at most ${NEW_VISITORS_PER_ADDRESS} new visitors from one address in the window, and still answers those already counted`, async () => {
    const known = await counted();
    const answers: number[] = [];
    for (let visitor = 0; visitor < NEW_VISITORS_PER_ADDRESS + 1; visitor++) answers.push((await seen((await open('/LP-GW-GAD')).key)).status);
    assert.deepEqual(answers, [...Array<number>(NEW_VISITORS_PER_ADDRESS - known).fill(204), ...Array<number>(known + 1).fill(429)]);
    assert.equal(await counted(), NEW_VISITORS_PER_ADDRESS);
    const refused = await seen((await open('/LP-GW-GAD')).key);
    assert.equal(refused.status, 429);
    assert.match((await refused.json() as { error: string }).error, /Too many new visitors/);
  });

  it('renders a page per copy: ad terms the headline may not show share one render, each usable keyword has its own', async () => {
    const key = (await openInAVariant('/LP-GW-GAD')).key!;
    const fallbacks = await Promise.all(['refund scam call 18005550199', 'x'.repeat(60), '<b>hi</b>', 'one two three four five six', 'free money'].map((term) => open(`/LP-GW-GAD?utm_term=${encodeURIComponent(term)}`, key)));
    assert.equal(new Set(fallbacks.map(({ html }) => renderIn(html))).size, 1, 'one render for every term that fills nothing');
    assert.ok(fallbacks.every(({ html }) => /Ghostwriter/.test(headlineIn(html)!)));
    const memoir = await open('/LP-GW-GAD?utm_term=memoir+writer', key);
    const poetry = await open('/LP-GW-GAD?utm_term=poetry+editor', key);
    assert.match(headlineIn(memoir.html)!, /memoir writer/);
    assert.match(headlineIn(poetry.html)!, /poetry editor/);
    assert.notEqual(renderIn(memoir.html), renderIn(poetry.html));
    assert.equal(renderIn((await open('/LP-GW-GAD?utm_term=memoir%20%20writer', key)).html), renderIn(memoir.html), 'the same keyword spaced otherwise is the same page');
  });

  it('writes into the headline only a few plain words, none of the stop-list', async () => {
    const key = (await openInAVariant('/LP-GW-GAD')).key!;
    const headline = async (term: string) => headlineIn((await open(`/LP-GW-GAD?utm_term=${encodeURIComponent(term)}`, key)).html)!;
    for (const refused of ['refund scam call 18005550199', 'ghostwriter 2026', 'call ghostwriter', 'crypto memoir', 'a b c d e f', 'memoir-writer']) {
      assert.match(await headline(refused), /(Hire a Ghostwriter Today|A Ghostwriter for Your Story)$/, refused);
    }
    for (const taken of ['memoir writer', 'Ghostwriter für Romane', 'biography']) assert.ok((await headline(taken)).includes(taken), taken);
  });
});
