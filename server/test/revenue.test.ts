import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { settableClock } from '../src/core/clock';
import { credit } from '../src/revenue/credit';
import { removeDir, startServer, type RunningServer } from './helpers';
import { familyALead, postLead } from './leadFixtures';
import { adminCookie, call } from './teamHelpers';
import { asVisitor, register } from './visitorHelpers';

// Revenue per campaign (docs/revenue.md): a deal won for $4,500 by a person who came from a social ad,
// then a newsletter, then a Google ad, credited under each model; and the models' shares themselves.

describe('how each model shares one conversion among its touches', () => {
  const shares = (count: number, model: Parameters<typeof credit>[1]) => credit([...Array(count).keys()], model).map(({ share }) => Math.round(share * 1000) / 1000);
  it('gives first and last touch the whole, linear equal parts, and U-shaped 40/20/40 (half each for two)', () => {
    assert.deepEqual([shares(3, 'first'), shares(3, 'last'), shares(4, 'linear')], [[1], [1], [0.25, 0.25, 0.25, 0.25]]);
    assert.deepEqual(credit(['a', 'b', 'c'], 'last').map(({ touch }) => touch), ['c']);
    assert.deepEqual([shares(1, 'u-shaped'), shares(2, 'u-shaped'), shares(3, 'u-shaped'), shares(4, 'u-shaped')], [[1], [0.5, 0.5], [0.4, 0.2, 0.4], [0.4, 0.1, 0.1, 0.4]]);
    for (const model of ['first', 'last', 'linear', 'u-shaped'] as const)
      for (const count of [1, 2, 3, 7]) assert.ok(Math.abs(credit([...Array(count).keys()], model).reduce((sum, { share }) => sum + share, 0) - 1) < 1e-9, `${model}, ${count} touches`);
  });
});

describe('revenue per campaign (PGlite)', () => {
  const clock = settableClock('2027-03-01T15:00:00Z');
  let running: RunningServer;
  before(async () => {
    running = await startServer({ LEAD_RATE_LIMIT: '1000' }, undefined, { clock });
  });
  after(async () => {
    await running?.stop();
    if (running) removeDir(running.dataDir);
  });

  it('credits a won deal to the campaigns that brought the person, by each model, with the leads beside it, as CSV, and in Google\'s import file', async () => {
    const url = running.url;
    const social = { landingPage: '/LP-GN-MET', utm_campaign: 'memoir-social', keyword: '', link: 'https://bookcraft.example/LP-GN-MET?utm_source=facebook&utm_campaign=memoir-social&fbclid=IwAR0' };
    const visitor = await register(url, social);
    const arrive = async (utm_campaign: string, utm_source: string, gclid = '') => {
      clock.advance(86_400_000);
      const link = `https://bookcraft.example/LP-GN-GAD?utm_source=${utm_source}&utm_campaign=${utm_campaign}`;
      const answer = await fetch(`${url}/api/customer/utm`, { method: 'POST', headers: asVisitor(visitor.token), body: JSON.stringify({ customerId: visitor.id, utm_campaign, keyword: 'memoir ghostwriter', gclid, link, utm_source }) });
      assert.equal(answer.status, 201, await answer.text());
    };
    await arrive('spring-newsletter', 'newsletter');
    await arrive('memoir-ads', 'google', 'CjwKCAiA-memoir');
    const lead = await postLead(url, familyALead('GhostWriting', { email: 'maya@example.com', full_name: 'Maya Rao' }), { authorization: `Bearer ${visitor.token}` });
    assert.equal(lead.status, 201);
    const leadId = ((await lead.json()) as { id: string }).id;

    const admin = await adminCookie(url);
    const deal = (await call(url, 'POST', '/api/staff/deals', admin, { leadId })).body as { id: string };
    const stages = (await call(url, 'GET', '/api/staff/deal-stages', admin)).body.stages as { id: string; kind: string }[];
    clock.advance(86_400_000);
    assert.equal((await call(url, 'PUT', `/api/staff/deals/${deal.id}`, admin, { stageId: stages.find((stage) => stage.kind === 'won')!.id, amountCents: 450000 })).status, 200);

    const byCampaign = async (model: string) => {
      const answer = await call(url, 'GET', `/api/staff/reports/revenue?from=2027-03-01&to=2027-03-31&model=${model}&group=campaign`, admin);
      assert.equal(answer.status, 200, JSON.stringify(answer.body));
      return Object.fromEntries((answer.body.rows as { key: string; revenueCents: number }[]).filter((row) => row.revenueCents > 0).map((row) => [row.key, row.revenueCents]));
    };
    assert.deepEqual(await byCampaign('last'), { 'memoir-ads': 450000 });
    assert.deepEqual(await byCampaign('first'), { 'memoir-social': 450000 });
    assert.deepEqual(await byCampaign('linear'), { 'memoir-social': 150000, 'spring-newsletter': 150000, 'memoir-ads': 150000 });
    assert.deepEqual(await byCampaign('u-shaped'), { 'memoir-social': 180000, 'spring-newsletter': 90000, 'memoir-ads': 180000 });

    const bySource = await call(url, 'GET', '/api/staff/reports/revenue?from=2027-03-01&to=2027-03-31&model=last&group=source', admin);
    const google = (bySource.body.rows as { key: string; revenueCents: number; dealsWon: number; winRate: number; leads: number }[]).find((row) => row.key === 'google')!;
    assert.deepEqual([google.revenueCents, google.dealsWon, google.winRate, google.leads], [450000, 1, 1, 1]);

    const csv = await fetch(`${url}/api/staff/reports/revenue?from=2027-03-01&to=2027-03-31&model=u-shaped&group=campaign&format=csv`, { headers: { cookie: admin } });
    const lines = (await csv.text()).trimEnd().split('\r\n');
    // By campaign, the spend columns follow (empty where nothing was spent: no spend was uploaded here).
    assert.equal(lines[0], '"campaign","revenue_usd","deals_won","deals_lost","win_rate","consultations","leads","cost_usd","cost_per_lead_usd","cost_per_consultation_usd","cost_per_won_deal_usd","roas"');
    assert.ok(lines.includes('"spring-newsletter","900.00","0.2","0","1","0","0","0.00","","","",""'), lines.join('\n'));
    assert.equal(lines.at(-1), '"Total","4500.00","1","0","1","0","1","0.00","","","",""');

    // Google Ads' offline import file: the team's zone, then the won deal by the person's last Google click.
    const zone = bySource.body.timeZone as string;
    const file = await fetch(`${url}/api/staff/reports/google-conversions?from=2027-03-01&to=2027-03-31`, { headers: { cookie: admin } });
    assert.match(file.headers.get('content-type')!, /^text\/csv/);
    assert.deepEqual((await file.text()).trimEnd().split('\r\n'), [
      `Parameters:TimeZone=${zone}`,
      '"Google Click ID","Conversion Name","Conversion Time","Conversion Value","Conversion Currency"',
      '"CjwKCAiA-memoir","Won","2027-03-04 10:00:00","4500.00","USD"',
    ]);
  });
});
