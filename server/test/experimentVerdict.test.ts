import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { Experiment } from '@bookcraft/shared/contracts';
import { settableClock } from '../src/core/clock';
import { VISITOR_COOKIE } from '../src/experiments/visitorKey';
import { useServer } from './helpers';
import { familyALead, postLead } from './leadFixtures';
import { adminCookie, call } from './teamHelpers';

// Whose goals an experiment counts and when its verdict stops moving (docs/experiments.md, "Goals" and "The
// verdict"): a visitor's lead counts in every experiment that assigned them, within the goal's window, after
// End too; a paused experiment takes no one new; a called or settled verdict is stored and stays as it was
// when a lead is later marked spam; the rates the sample cannot be sized for are refused.

const START = '2026-11-20T10:00:00.000Z';
const DAY = 24 * 60 * 60_000;
const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const body = (route: string, extra: Record<string, unknown> = {}) => ({
  name: `Headlines on ${route}`,
  route,
  arms: [{ weight: 50 }, { headline: 'A Challenger', subheadline: '', buttonText: 'Get Started', image: '', weight: 50 }],
  baselineRate: 0.2,
  minimumDetectableEffect: 1,
  ...extra,
});

describe('the goals an experiment counts, and its stored verdict', () => {
  const clock = settableClock(START);
  const server = useServer(async () => ({}), { EXPERIMENT_VISITOR_RATE_LIMIT: '100000' }, { clock });
  const url = () => server.running.url;
  const db = () => server.running.server.db;

  /** A browser: its visitor cookie is set by the first landing page it opens while an experiment runs there. */
  const browser = () => {
    let cookie: string | undefined;
    const headers = () => ({ 'user-agent': BROWSER, ...(cookie ? { cookie: `${VISITOR_COOKIE}=${cookie}` } : {}) });
    return {
      /** Opens the page and wakes it (a person is there): counted in the page's running experiment. */
      async visit(path: string) {
        const response = await fetch(`${url()}/api/landing-copy?path=${encodeURIComponent(path)}`, { headers: headers() });
        const set = response.headers.getSetCookie().find((line) => line.startsWith(`${VISITOR_COOKIE}=`));
        if (set) cookie = set.split(';')[0]!.slice(VISITOR_COOKIE.length + 1);
        await response.arrayBuffer();
        const seen = await fetch(`${url()}/api/experiments/seen`, { method: 'POST', headers: { ...headers(), 'content-type': 'application/json' }, body: JSON.stringify({ path }) });
        assert.equal(seen.status, 204);
      },
      async lead(email: string) {
        const posted = await postLead(url(), familyALead('General', { email }), headers());
        assert.equal(posted.status, 201, await posted.clone().text());
        return ((await posted.json()) as { id: string }).id;
      },
    };
  };

  const read = async (admin: string, id: string) => {
    const answer = await call(url(), 'GET', `/api/staff/experiments/${id}`, admin);
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    return answer.body as unknown as Experiment;
  };
  const goalsOf = (experiment: Experiment) => experiment.results.arms.map((arm) => arm.goals).reduce((sum, goals) => sum + goals, 0);
  const start = async (admin: string, extra: Record<string, unknown> = {}, route = '/LP-GN-GAD') => {
    const created = await call(url(), 'POST', '/api/staff/experiments', admin, body(route, extra));
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const id = created.body.id as string;
    assert.equal((await call(url(), 'POST', `/api/staff/experiments/${id}/start`, admin, {})).status, 200);
    return id;
  };
  const change = async (admin: string, id: string, what: 'pause' | 'end') => assert.equal((await call(url(), 'POST', `/api/staff/experiments/${id}/${what}`, admin, {})).status, 200);

  it('refuses an expected conversion the sample cannot be sized for (400), and defaults the goal to leads', async () => {
    const admin = await adminCookie(url());
    for (const refused of [{ baselineRate: 0.99 }, { baselineRate: 0.995, minimumDetectableEffect: 0.001 }, { baselineRate: 0.6, minimumDetectableEffect: 1 }, { goal: 'clicks' }]) {
      const answer = await call(url(), 'POST', '/api/staff/experiments', admin, body('/LP-GN-MET', refused));
      assert.equal(answer.status, 400, JSON.stringify(refused));
    }
    const created = await call(url(), 'POST', '/api/staff/experiments', admin, body('/LP-GN-MET'));
    assert.equal(created.body.goal, 'leads');
    const revenue = await call(url(), 'POST', '/api/staff/experiments', admin, body('/LP-GN-MET', { goal: 'revenue' }));
    assert.equal(revenue.body.goal, 'revenue');
  });

  it("credits a lead to each experiment that assigned its visitor, not a paused one's newcomers, and after End within the window", async () => {
    const admin = await adminCookie(url());
    const first = await start(admin);
    const both = browser();
    await both.visit('/LP-GN-GAD');
    const second = await start(admin, {}, '/LP-GW-GAD');
    await both.visit('/LP-GW-GAD');
    clock.advance(60_000);
    await both.lead('both@example.com');
    // Both experiments assigned this visitor: the lead is a goal of each, not only of the latest.
    assert.equal(goalsOf(await read(admin, first)), 1);
    assert.equal(goalsOf(await read(admin, second)), 1);

    await change(admin, second, 'pause');
    const newcomer = browser();
    await newcomer.visit('/LP-GW-GAD');
    await newcomer.lead('newcomer@example.com');
    assert.equal(goalsOf(await read(admin, second)), 1, 'nobody new joins a paused experiment');

    const late = browser();
    await late.visit('/LP-GN-GAD');
    await change(admin, first, 'end');
    clock.advance(3 * DAY);
    await late.lead('late@example.com');
    const ended = await read(admin, first);
    assert.equal(goalsOf(ended), 2, 'a lead after End, within the window of its visitor, counts');
    assert.equal(ended.results.verdict.outcome, 'collecting', 'the window after End is still open');
    // Ended a minute after it started, before its horizon: it settles when the leads' window of 14 days after the end closes.
    assert.equal(ended.results.verdict.settlesAt, new Date(Date.parse(START) + 60_000 + 14 * DAY).toISOString());

    clock.advance(12 * DAY);
    await both.lead('both-again@example.com');
    const settled = await read(admin, first);
    assert.equal(goalsOf(settled), 2, 'past its window, a lead counts for nobody');
    assert.equal(settled.results.verdict.outcome, 'inconclusive');
    assert.ok(settled.results.verdict.decidedAt);
  });

  it('keeps a called verdict as it was when a lead is marked spam, or spam is marked not spam', async () => {
    const admin = await adminCookie(url());
    const id = await start(admin, {}, '/LP-ED-GAD');
    // Forty visitors of the challenger leave a lead, the control's none: stored as the routes store them.
    const leads: string[] = [];
    for (let visitor = 0; visitor < 80; visitor += 1) {
      const key = `verdict-visitor-${visitor}`;
      const arm = visitor % 2;
      await db().query('INSERT INTO experiment_assignments (experiment_id, visitor_key, arm, assigned_at) VALUES ($1, $2, $3, $4)', [id, key, arm, clock.now()]);
      if (arm === 1) {
        const leadId = randomUUID();
        await db().query(
          `INSERT INTO leads (id, form_family, form_type, email, phone, message, created_at, experiment_visitor_key, suspected_bot) VALUES ($1, 'A', 'General', $2, '212-555-0147', 'A book.', $3, $4, false)`,
          [leadId, `${key}@example.com`, clock.now(), key],
        );
        leads.push(leadId);
      }
    }
    const called = await read(admin, id);
    assert.equal(called.results.verdict.outcome, 'winner', JSON.stringify(called.results.verdict));
    assert.equal(called.results.verdict.winner, 1);
    assert.ok(called.results.verdict.decidedAt);

    await db().query('UPDATE leads SET suspected_bot = true WHERE id = ANY($1::uuid[])', [leads.slice(0, 30)]);
    const afterSpam = await read(admin, id);
    assert.deepEqual(afterSpam.results.verdict, called.results.verdict, 'the stored verdict does not move');
    assert.equal(goalsOf(afterSpam), 10, "the arm's figures do: spam is no lead");
  });
});
