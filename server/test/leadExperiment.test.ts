import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { ApiAnswer } from '@bookcraft/shared/contracts';
import { VISITOR_COOKIE } from '../src/experiments/visitorKey';
import { dropSchema, removeDir, startServer, storageBackends, type RunningServer } from './helpers';
import { familyALead, postLead } from './leadFixtures';
import { adminCookie, call } from './teamHelpers';

// A lead from a visitor shown an experiment's arm carries it wherever staff read the lead:
// the staff leads API ({ id, name, arm }, 0-based) and the leads CSV ("experiment", "experiment variant", 1-based).

type Lead = ApiAnswer<'GET /api/staff/leads'>['leads'][number];

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
/** The variant's headline; the control (arm 0) is the page as it is. */
const CHALLENGER = 'The Challenger Headline';
const [backend] = (await storageBackends()).filter((candidate) => !candidate.skip);

describe(`a lead shows its experiment arm on ${backend!.name}`, () => {
  let running: RunningServer;
  let env: Record<string, string>;
  const url = () => running.url;

  before(async () => {
    const built = spawnSync(process.execPath, ['tooling/build.mjs', '--if-needed'], { cwd: ROOT, stdio: 'inherit' });
    assert.equal(built.status, 0, 'the site builds');
    env = { ...(await backend!.env()), LEAD_MIN_FILL_MS: '0' };
    running = await startServer(env);
  });
  after(async () => {
    await running?.stop();
    await dropSchema(env?.DATABASE_SCHEMA);
    if (running) removeDir(running.dataDir);
  });

  it('names the experiment and the arm in the API and the CSV, and nothing for a lead outside one', async () => {
    const admin = await adminCookie(url());
    const arms = [{ weight: 50 }, { headline: CHALLENGER, subheadline: '', buttonText: 'Get Started', image: '', weight: 50 }];
    const body = { name: 'Spring headline', route: '/LP-GN-GAD', arms, baselineRate: 0.2, minimumDetectableEffect: 1 };
    const created = await call(url(), 'POST', '/api/staff/experiments', admin, body);
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const experimentId = created.body.id as string;
    assert.equal((await call(url(), 'POST', `/api/staff/experiments/${experimentId}/start`, admin, {})).status, 200);

    // Browser visitors: the landing page gives an arm and the visitor cookie, the lead is sent with that cookie.
    // New visitors until one was shown each arm (the split is 50/50: forty without both is a 2^-39 chance).
    const leadIdByArm = new Map<number, string>();
    for (let visitor = 0; visitor < 40 && leadIdByArm.size < arms.length; visitor += 1) {
      const page = await fetch(`${url()}/LP-GN-GAD`, { headers: { 'user-agent': BROWSER } });
      const html = await page.text();
      const cookie = page.headers.getSetCookie().find((line) => line.startsWith(`${VISITOR_COOKIE}=`))?.split(';')[0];
      assert.ok(cookie, 'the landing page gave the visitor cookie');
      // The challenger's headline, or the page's own (the control).
      const arm = html.includes(CHALLENGER) ? 1 : 0;
      if (leadIdByArm.has(arm)) continue;
      // The page woke: its hero says a person saw it, and the visitor counts in the experiment.
      const seen = await fetch(`${url()}/api/experiments/seen`, { method: 'POST', headers: { 'user-agent': BROWSER, cookie, 'content-type': 'application/json' }, body: JSON.stringify({ path: '/LP-GN-GAD' }) });
      assert.equal(seen.status, 204);
      const posted = await postLead(url(), familyALead('General', { email: `arm${arm}@example.com`, link: `${url()}/LP-GN-GAD` }), { 'user-agent': BROWSER, cookie });
      assert.equal(posted.status, 201, await posted.clone().text());
      leadIdByArm.set(arm, ((await posted.json()) as { id: string }).id);
    }
    assert.equal(leadIdByArm.size, 2, 'a visitor was shown each arm');
    const [control, challenger] = [leadIdByArm.get(0)!, leadIdByArm.get(1)!];
    const outside = await postLead(url(), familyALead('General', { email: 'none@example.com' }), { 'user-agent': BROWSER });
    assert.equal(outside.status, 201, await outside.clone().text());
    const outId = ((await outside.json()) as { id: string }).id;

    const answer = await call(url(), 'GET', '/api/staff/leads?pageSize=10', admin);
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    const leads = answer.body.leads as unknown as Lead[];
    const experimentOf = (id: string) => leads.find((lead) => lead.id === id)?.experiment;
    assert.deepEqual(experimentOf(control), { id: experimentId, name: 'Spring headline', arm: 0 });
    assert.deepEqual(experimentOf(challenger), { id: experimentId, name: 'Spring headline', arm: 1 });
    assert.equal(experimentOf(outId), null);

    const csv = await (await fetch(`${url()}/api/staff/leads?format=csv`, { headers: { cookie: admin } })).text();
    const cells = (line: string) => line.match(/"(?:[^"]|"")*"/g)!.map((cell) => cell.slice(1, -1));
    const [header, ...lines] = csv.trim().split('\r\n');
    const columns = cells(header!);
    const cellOf = (id: string, column: string) => cells(lines.find((line) => line.startsWith(`"${id}"`))!)[columns.indexOf(column)];
    assert.deepEqual([cellOf(control, 'experiment'), cellOf(control, 'experiment variant')], ['Spring headline', '1 (control)']);
    assert.deepEqual([cellOf(challenger, 'experiment'), cellOf(challenger, 'experiment variant')], ['Spring headline', '2']);
    assert.equal(cellOf(outId, 'experiment'), '');
    assert.equal(cellOf(outId, 'experiment variant'), '');
  });
});
