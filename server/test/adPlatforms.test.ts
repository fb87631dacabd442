import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { startAdPlatformReceiver } from '@bookcraft/testing/adPlatformReceiver';
import { settableClock } from '../src/core/clock';
import { waitFor } from './faultHelpers';
import { removeDir, startServer, type RunningServer } from './helpers';
import { familyALead, postLead } from './leadFixtures';
import { adminCookie, call } from './teamHelpers';
import { asVisitor, register } from './visitorHelpers';

// The ad platforms told which clicks became authors (docs/ad-platforms.md): a local receiver stands in for
// Google Ads, Meta and Microsoft Advertising, holding each request to the platform's shape in the contract.
// The set clock is moved, never waited for; the worker polls every 50 ms.

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const DAY = 86_400_000;

const receiver = await startAdPlatformReceiver();
after(() => receiver.close());

interface Stage {
  id: string;
  name: string;
  kind: string;
}
interface LoggedConversion {
  platform: string;
  stage: string;
  status: string;
  reason: string | null;
  attempts: number;
  dealTitle: string;
}

describe('conversions sent to the ad platforms (PGlite)', () => {
  const clock = settableClock('2027-03-01T15:00:00Z');
  let running: RunningServer;
  let url: string;
  let admin: string;
  let stages: Stage[];
  const stage = (kind: string) => stages.find((one) => one.kind === kind)!;

  before(async () => {
    running = await startServer({ WEBHOOK_ALLOWED_HOSTS: receiver.host, WEBHOOK_POLL_MS: '50', WEBHOOK_RETRY_BASE_MS: '1000', LEAD_RATE_LIMIT: '1000' }, undefined, { clock });
    url = running.url;
    admin = await adminCookie(url);
    stages = (await call(url, 'GET', '/api/staff/deal-stages', admin)).body.stages as Stage[];
  });
  after(async () => {
    await running?.stop();
    if (running) removeDir(running.dataDir);
  });

  const settings = (platform: string, body: Record<string, unknown>) => call(url, 'PUT', `/api/staff/ad-platforms/${platform}`, admin, { enabled: true, endpoint: receiver.endpoint(platform as never), shareContacts: true, ...body });
  const log = async () => (await call(url, 'GET', '/api/staff/ad-conversions', admin)).body.conversions as LoggedConversion[];

  /** A person who came from a Meta ad, then (a day later) from a Google ad that Microsoft's network also tagged; their lead. */
  async function personFromAds(email: string, name: string) {
    const visitor = await register(url, { landingPage: '/LP-GN-MET', utm_campaign: 'memoir-social', utm_source: 'facebook', fbclid: `IwAR-${name}`, link: `https://bookcraft.example/LP-GN-MET?utm_source=facebook&utm_campaign=memoir-social&fbclid=IwAR-${name}` });
    const metaSeenAt = clock.now().getTime();
    clock.advance(DAY);
    const arrival = { customerId: visitor.id, utm_source: 'google', utm_campaign: 'memoir-ads', keyword: 'memoir ghostwriter', gclid: `Cj0-${name}`, msclkid: `ms-${name}`, link: `https://bookcraft.example/LP-GN-GAD?utm_campaign=memoir-ads&gclid=Cj0-${name}` };
    assert.equal((await fetch(`${url}/api/customer/utm`, { method: 'POST', headers: asVisitor(visitor.token), body: JSON.stringify(arrival) })).status, 201);
    const lead = await postLead(url, familyALead('GhostWriting', { email, full_name: name }), { authorization: `Bearer ${visitor.token}` });
    assert.equal(lead.status, 201);
    return { leadId: ((await lead.json()) as { id: string }).id, metaSeenAt };
  }

  const moveTo = async (dealId: string, kind: string, extra: Record<string, unknown> = {}) => {
    const moved = await call(url, 'PUT', `/api/staff/deals/${dealId}`, admin, { stageId: stage(kind).id, ...extra });
    assert.equal(moved.status, 200, JSON.stringify(moved.body));
  };

  it('keeps the platforms\' settings for admins, tokens shown by their last four characters only', async () => {
    const google = await settings('google', { accountId: '123-456-7890', accessToken: 'ya29.google-access-0001', developerToken: 'google-developer-7788', conversionActions: [{ stageId: stage('consultation').id, actionId: '111' }, { stageId: stage('won').id, actionId: '222' }] });
    assert.equal(google.status, 200, JSON.stringify(google.body));
    assert.equal((await settings('meta', { accountId: '987654321', accessToken: 'EAAB-meta-access-4242' })).status, 200);
    // An address typed with a slash at its end is joined as one without.
    assert.equal((await settings('microsoft', { endpoint: `${receiver.endpoint('microsoft')}//`, accountId: '149000', customerId: '251000', accessToken: 'ms-access-token-9090', developerToken: 'ms-developer-5151' })).status, 200);

    const read = await call(url, 'GET', '/api/staff/ad-platforms', admin);
    const text = JSON.stringify(read.body);
    for (const secret of ['ya29.google-access-0001', 'google-developer-7788', 'EAAB-meta-access-4242', 'ms-access-token-9090']) assert.ok(!text.includes(secret), secret);
    const googleRead = (read.body.platforms as { platform: string; accessTokenEnding: string; developerTokenEnding: string }[]).find((one) => one.platform === 'google')!;
    assert.deepEqual([googleRead.accessTokenEnding, googleRead.developerTokenEnding], ['0001', '7788']);
    assert.deepEqual(read.body.conversionStageIds, [stage('consultation').id, stage('won').id]);

    // Saved again without tokens: they stay. Turned on without what it needs: refused by field.
    assert.equal((await settings('google', { accountId: '123-456-7890', conversionActions: [{ stageId: stage('consultation').id, actionId: '111' }, { stageId: stage('won').id, actionId: '222' }] })).status, 200);
    const refused = await call(url, 'PUT', '/api/staff/ad-platforms/microsoft', admin, { enabled: true, endpoint: receiver.endpoint('microsoft'), accountId: '', shareContacts: false });
    assert.deepEqual([refused.status, (refused.body.fields as Record<string, string>).accountId], [400, 'Needed to send conversions.']);
    const outside = await call(url, 'PUT', '/api/staff/ad-platforms/meta', admin, { enabled: true, endpoint: 'http://10.0.0.7/meta', accountId: '1', shareContacts: false });
    assert.equal(outside.status, 400);
    assert.match((outside.body.fields as Record<string, string>).endpoint!, /WEBHOOK_ALLOWED_HOSTS/);
  });

  it('tells each platform that brought the person of the booked call and of the $4,500 won, once each, in its own shape', async () => {
    const { leadId, metaSeenAt } = await personFromAds(' Ada.Writer@Example.com ', 'ada');
    const deal = (await call(url, 'POST', '/api/staff/deals', admin, { leadId })).body as { id: string };
    receiver.failures.meta.push(503);
    clock.advance(60 * 60_000);
    await moveTo(deal.id, 'consultation');
    // Meta had a bad minute: the worker tries again after its back-off, with the same event id.
    await waitFor(() => receiver.requests.some((request) => request.platform === 'meta' && request.status === 503) || undefined, 'the first attempt to Meta');
    clock.advance(5_000);
    await waitFor(() => receiver.taken.meta.length === 1 || undefined, 'Meta to take the booked call');
    clock.advance(2 * DAY);
    await moveTo(deal.id, 'won', { amountCents: 450000 });
    await waitFor(() => (receiver.taken.google.length === 2 && receiver.taken.meta.length === 2 && receiver.taken.microsoft.length === 2) || undefined, 'every platform to take both conversions');
    assert.deepEqual(receiver.outsideTheirSchemas, []);

    const [booked, won] = receiver.taken.google;
    assert.deepEqual(won, {
      gclid: 'Cj0-ada',
      conversionAction: 'customers/1234567890/conversionActions/222',
      // The team's zone (New York), with its offset: 2027-03-04 16:00:05 UTC.
      conversionDateTime: '2027-03-04 11:00:05-05:00',
      conversionValue: 4500,
      currencyCode: 'USD',
      orderId: won!.orderId,
      userIdentifiers: [{ hashedEmail: sha256('ada.writer@example.com') }, { hashedPhoneNumber: sha256('+12125550147') }],
      consent: { adUserData: 'GRANTED' },
    });
    assert.equal(booked!.conversionAction, 'customers/1234567890/conversionActions/111');
    assert.equal('conversionValue' in booked!, false);
    const googleRequest = receiver.requests.find((request) => request.platform === 'google')!;
    assert.deepEqual([googleRequest.path, googleRequest.headers.authorization, googleRequest.headers['developer-token']], ['/google/customers/1234567890:uploadClickConversions', 'Bearer ya29.google-access-0001', 'google-developer-7788']);

    const metaRequests = receiver.requests.filter((request) => request.platform === 'meta');
    const eventIds = metaRequests.map((request) => (request.body.data as { event_id: string }[])[0]!.event_id);
    assert.deepEqual([metaRequests.length, eventIds[0] === eventIds[1], new Set(eventIds).size], [3, true, 2]);
    const purchase = receiver.taken.meta[1] as { event_name: string; event_time: number; action_source: string; user_data: Record<string, unknown>; custom_data: unknown };
    assert.deepEqual(purchase.user_data, { em: [sha256('ada.writer@example.com')], ph: [sha256('12125550147')], fbc: `fb.1.${metaSeenAt}.IwAR-ada` });
    assert.deepEqual([purchase.event_name, purchase.event_time, purchase.action_source, purchase.custom_data], ['Purchase', Date.parse('2027-03-04T16:00:05Z') / 1000, 'system_generated', { value: 4500, currency: 'USD' }]);
    assert.equal((receiver.taken.meta[0] as { event_name: string }).event_name, 'Schedule');

    assert.deepEqual(receiver.taken.microsoft[1], { MicrosoftClickId: 'ms-ada', ConversionName: 'Won', ConversionTime: '2027-03-04T16:00:05.000Z', ConversionValue: 4500, ConversionCurrencyCode: 'USD' });
    const microsoftRequest = receiver.requests.find((request) => request.platform === 'microsoft')!;
    assert.deepEqual([microsoftRequest.headers.customeraccountid, microsoftRequest.headers.customerid], ['149000', '251000']);

    const logged = await log();
    assert.deepEqual(logged.map((row) => `${row.platform} ${row.stage} ${row.status}`).sort(), ['google Consultation booked sent', 'google Won sent', 'meta Consultation booked sent', 'meta Won sent', 'microsoft Consultation booked sent', 'microsoft Won sent']);
    assert.equal(logged.find((row) => row.platform === 'meta' && row.stage === 'Consultation booked')!.attempts, 2);

    // Back to the consultation stage and won again: nothing is told twice.
    const before = receiver.requests.length;
    await moveTo(deal.id, 'consultation');
    await moveTo(deal.id, 'won');
    assert.equal((await log()).length, 6);
    assert.equal(receiver.requests.length, before);
  });

  it('credits a click measured in an app by its gbraid, never with a gclid beside it', async () => {
    const visitor = await register(url, { landingPage: '/LP-GN-GAD', utm_campaign: 'memoir-app', utm_source: 'google', gbraid: 'GBR-iphone', link: 'https://bookcraft.example/LP-GN-GAD?utm_campaign=memoir-app&gbraid=GBR-iphone' });
    const lead = await postLead(url, familyALead('GhostWriting', { email: 'ios@example.com', full_name: 'Ios Reader' }), { authorization: `Bearer ${visitor.token}` });
    const deal = (await call(url, 'POST', '/api/staff/deals', admin, { leadId: ((await lead.json()) as { id: string }).id })).body as { id: string };
    clock.advance(DAY);
    await moveTo(deal.id, 'won', { amountCents: 90000 });
    const conversion = await waitFor(() => receiver.taken.google.find((taken) => taken.gbraid === 'GBR-iphone'), 'the app click conversion');
    assert.deepEqual([conversion.gclid, conversion.wbraid, conversion.conversionValue], [undefined, undefined, 900]);
    assert.deepEqual(receiver.outsideTheirSchemas, []);
  });

  it('lists what is past a platform\'s window as skipped, with why, and sends nothing of it', async () => {
    const { leadId } = await personFromAds('grace@example.com', 'grace');
    const deal = (await call(url, 'POST', '/api/staff/deals', admin, { leadId })).body as { id: string };
    // 91 days after the Google click: past Google's and Microsoft's 90.
    clock.advance(91 * DAY);
    receiver.failures.meta.push(503);
    const sent = receiver.requests.length;
    await moveTo(deal.id, 'won', { amountCents: 120000 });
    await waitFor(() => receiver.requests.length > sent || undefined, 'the attempt to Meta');
    // Meta's token is taken away for over a week; when it is back, the event is too old to send.
    assert.equal((await settings('meta', { enabled: false, accountId: '987654321' })).status, 200);
    clock.advance(8 * DAY);
    assert.equal((await settings('meta', { accountId: '987654321' })).status, 200);
    const skipped = await waitFor(async () => {
      const rows = (await log()).filter((row) => row.dealTitle.includes('grace') && row.status === 'skipped');
      return rows.length === 3 ? rows : undefined;
    }, 'the three conversions to be skipped');
    assert.deepEqual(Object.fromEntries(skipped.map((row) => [row.platform, row.reason])), {
      google: "The Google click is older than Google's 90 days.",
      meta: "Past Meta's 7 days from the event.",
      microsoft: "The Microsoft click is older than Microsoft's 90 days.",
    });
    assert.equal(receiver.requests.length, sent + 1);
  });
});

describe('ad spend beside the revenue it bought (PGlite)', () => {
  const clock = settableClock('2027-06-01T15:00:00Z');
  let running: RunningServer;
  before(async () => {
    running = await startServer({ LEAD_RATE_LIMIT: '1000' }, undefined, { clock });
  });
  after(async () => {
    await running?.stop();
    if (running) removeDir(running.dataDir);
  });

  const GOOGLE_FILE = 'Campaign report\n"June 1, 2027 - June 3, 2027"\nDay,Campaign,Cost,Currency code\n2027-06-01,memoir-ads,300.00,USD\n2027-06-02,memoir-ads,"1,200.00",USD\nTotal: Account,--,"1,500.00",USD\n';
  const META_FILE = 'Campaign name,Day,Amount spent (USD),Reporting starts,Reporting ends\nmemoir-social,2027-06-01,250.50,2027-06-01,2027-06-01\n';
  const MICROSOFT_FILE = '"Report Name: Campaign performance"\n"Report Time: 6/3/2027"\n"Time Zone: (GMT-05:00) Eastern Time"\n"Last Completed Available Day: 6/2/2027"\n"Rows: 1"\n\nGregorian date,Campaign name,Spend,Currency code\n6/2/2027,memoir-bing,80.00,USD\n"©2027 Microsoft Corporation. All rights reserved. "\n';

  it('imports each platform\'s daily campaign report, shows cost, cost per lead and ROAS by campaign, and refuses a bad file whole by its line', async () => {
    const url = running.url;
    const admin = await adminCookie(url);
    const upload = (file: string) => call(url, 'POST', '/api/staff/ad-spend', admin, { file });
    const google = await upload(GOOGLE_FILE);
    assert.equal(google.status, 201, JSON.stringify(google.body));
    assert.deepEqual(google.body, { layout: 'google', rows: 2, campaigns: 1, from: '2027-06-01', to: '2027-06-02', costCents: { USD: 150000 } });
    assert.equal((await upload(META_FILE)).body.layout, 'meta');
    assert.equal((await upload(MICROSOFT_FILE)).body.layout, 'microsoft');

    // The won deal of a person who came from memoir-ads: $4,500.
    const visitor = await register(url, { landingPage: '/LP-GN-GAD', utm_campaign: 'memoir-ads', gclid: 'Cj0-spend', link: 'https://bookcraft.example/LP-GN-GAD?utm_campaign=memoir-ads&gclid=Cj0-spend' });
    const lead = await postLead(url, familyALead('GhostWriting'), { authorization: `Bearer ${visitor.token}` });
    const deal = (await call(url, 'POST', '/api/staff/deals', admin, { leadId: ((await lead.json()) as { id: string }).id })).body as { id: string };
    const won = ((await call(url, 'GET', '/api/staff/deal-stages', admin)).body.stages as Stage[]).find((one) => one.kind === 'won')!;
    assert.equal((await call(url, 'PUT', `/api/staff/deals/${deal.id}`, admin, { stageId: won.id, amountCents: 450000 })).status, 200);

    const report = async () => (await call(url, 'GET', '/api/staff/reports/revenue?from=2027-06-01&to=2027-06-30&model=last&group=campaign', admin)).body as { rows: { key: string; spend: Record<string, number | null> }[]; total: { spend: Record<string, number | null> } };
    const rows = Object.fromEntries((await report()).rows.map((row) => [row.key, row.spend]));
    assert.deepEqual(rows['memoir-ads'], { costCents: 150000, perLeadCents: 150000, perConsultationCents: null, perWonDealCents: 150000, roas: 3 });
    assert.deepEqual(rows['memoir-social'], { costCents: 25050, perLeadCents: null, perConsultationCents: null, perWonDealCents: null, roas: 0 });
    assert.equal(rows['memoir-bing']!.costCents, 8000);
    assert.equal((await report()).total.spend.costCents, 183050);

    // A typo on line 5: nothing of the file is kept, and the line is named.
    const bad = await upload('Day,Campaign,Cost\n2027-06-04,memoir-ads,10.00\n2027-06-05,memoir-ads,10.00\n2027-06-06,memoir-ads,10.00\n2027-06-07,memoir-ads,1O.00\n');
    assert.equal(bad.status, 400);
    assert.match((bad.body.fields as Record<string, string>).file!, /^Line 5: /);
    assert.equal((await report()).total.spend.costCents, 183050);

    const csv = await fetch(`${url}/api/staff/reports/revenue?from=2027-06-01&to=2027-06-30&model=last&group=campaign&format=csv`, { headers: { cookie: admin } });
    const lines = (await csv.text()).trimEnd().split('\r\n');
    assert.equal(lines[0], '"campaign","revenue_usd","deals_won","deals_lost","win_rate","consultations","leads","cost_usd","cost_per_lead_usd","cost_per_consultation_usd","cost_per_won_deal_usd","roas"');
    assert.ok(lines.includes('"memoir-ads","4500.00","1","0","1","0","1","1500.00","1500.00","","1500.00","3"'), lines.join('\n'));
  });
});
