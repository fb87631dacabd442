import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { ApiAnswer, Touch } from '@bookcraft/shared/contracts';
import { productionBackend, useServer } from './helpers';
import { familyALead, postLead } from './leadFixtures';
import { adminCookie, call } from './teamHelpers';
import { asVisitor, register } from './visitorHelpers';

// First and last touch: a visitor comes from a Meta ad, leaves, comes back from a Google
// ad and leaves a lead. The lead, the person and the CSV credit Meta first and Google last; the
// dashboard reads conversion by either. The calls are the ones the browser makes (shared/src/tracking).

type Lead = ApiAnswer<'GET /api/staff/leads'>['leads'][number];
type Person = ApiAnswer<'GET /api/staff/people/:id'>;
type Stats = ApiAnswer<'GET /api/staff/stats'>;

const META_LINK = 'http://site.test/LP-GN-MET?utm_source=facebook&utm_medium=paid_social&utm_campaign=meta-spring&fbclid=IwAR0meta';
const GOOGLE_LINK = 'http://site.test/LP-GN-GAD?utm_source=google&utm_medium=cpc&utm_campaign=google-brand&utm_term=book+publishing&gclid=Cj0google';

/** What the browser registers on the Meta ad's landing page (registrationPayload). */
const metaRegistration = {
  landingPage: '/LP-GN-MET',
  link: META_LINK,
  utm_campaign: 'meta-spring',
  keyword: '',
  utm_source: 'facebook',
  utm_medium: 'paid_social',
  utm_content: '',
  gclid: '',
  fbclid: 'IwAR0meta',
  msclkid: '',
  li_fat_id: '',
  ttclid: '',
  referrer: 'l.facebook.com',
};

/** What the browser posts on returning from the Google ad (startVisitor's recordCampaign). */
const googleArrival = (customerId: string) => ({
  customerId,
  utm_campaign: 'google-brand',
  keyword: 'book publishing',
  gclid: 'Cj0google',
  link: GOOGLE_LINK,
  utm_source: 'google',
  utm_medium: 'cpc',
  utm_content: '',
  fbclid: '',
  msclkid: '',
  li_fat_id: '',
  ttclid: '',
  referrer: 'www.google.com',
});

const metaTouch = (touch: Touch | null) => ({
  campaign: touch?.utm_campaign, source: touch?.utm_source, medium: touch?.utm_medium, fbclid: touch?.fbclid, gclid: touch?.gclid, landingPage: touch?.landingPage, referrer: touch?.referrer,
});

for (const backend of await productionBackend()) {
  describe(`first and last touch on ${backend.name}`, { skip: backend.skip }, () => {
    const server = useServer(backend.env);
    const url = () => server.running.url;
    const today = new Date().toISOString().slice(0, 10);

    const leadById = async (cookie: string, id: string) => {
      const answer = await call(url(), 'GET', '/api/staff/leads?pageSize=100', cookie);
      assert.equal(answer.status, 200, JSON.stringify(answer.body));
      return (answer.body.leads as Lead[]).find((lead) => lead.id === id)!;
    };
    const stats = async (cookie: string, touch: string) => {
      const answer = await call(url(), 'GET', `/api/staff/stats?from=${today}&to=${today}&touch=${touch}`, cookie);
      assert.equal(answer.status, 200, JSON.stringify(answer.body));
      return answer.body as unknown as Stats;
    };
    const row = (rows: Stats['byCampaign'], key: string) => rows.find((entry) => entry.key === key) ?? { key, visitors: 0, leads: 0 };

    it('credits the Meta ad with the first touch and the Google ad with the last, in the API, the person and the CSV', async () => {
      const admin = await adminCookie(url());
      const visitor = await register(url(), metaRegistration);
      // They leave, and come back from a Google ad; then once more straight to the site (direct: the browser posts nothing,
      // and a direct arrival posted all the same is no touch).
      assert.equal((await fetch(`${url()}/api/customer/utm`, { method: 'POST', headers: asVisitor(visitor.token), body: JSON.stringify(googleArrival(visitor.id)) })).status, 201);
      const direct = { customerId: visitor.id, utm_campaign: '', keyword: '', gclid: '', link: 'http://site.test/contact' };
      assert.equal((await fetch(`${url()}/api/customer/utm`, { method: 'POST', headers: asVisitor(visitor.token), body: JSON.stringify(direct) })).status, 201);
      const posted = await postLead(url(), familyALead('General', { link: 'http://site.test/contact' }), asVisitor(visitor.token));
      assert.equal(posted.status, 201, await posted.clone().text());
      const { id } = (await posted.json()) as { id: string };

      const expectedFirst = { campaign: 'meta-spring', source: 'facebook', medium: 'paid_social', fbclid: 'IwAR0meta', gclid: '', landingPage: '/LP-GN-MET?utm_source=facebook&utm_medium=paid_social&utm_campaign=meta-spring&fbclid=IwAR0meta', referrer: 'l.facebook.com' };
      const expectedLast = { campaign: 'google-brand', source: 'google', medium: 'cpc', fbclid: '', gclid: 'Cj0google', landingPage: '/LP-GN-GAD?utm_source=google&utm_medium=cpc&utm_campaign=google-brand&utm_term=book+publishing&gclid=Cj0google', referrer: 'www.google.com' };

      const lead = await leadById(admin, id);
      assert.deepEqual(metaTouch(lead.first_touch), expectedFirst);
      assert.deepEqual(metaTouch(lead.last_touch), expectedLast);
      assert.equal(lead.last_touch?.utm_term, 'book publishing');
      // The lead's own campaign columns keep meaning the first touch.
      assert.equal(lead.utm_campaign, 'meta-spring');
      assert.equal(lead.traffic_source, 'MET');

      const person = await call(url(), 'GET', `/api/staff/people/${visitor.id}`, admin);
      assert.equal(person.status, 200, JSON.stringify(person.body));
      assert.deepEqual(metaTouch((person.body as unknown as Person).firstTouch), expectedFirst);
      assert.deepEqual(metaTouch((person.body as unknown as Person).lastTouch), expectedLast);

      const csv = await (await fetch(`${url()}/api/staff/leads?format=csv`, { headers: { cookie: admin } })).text();
      const cells = (line: string) => line.match(/"(?:[^"]|"")*"/g)!.map((cell) => cell.slice(1, -1));
      const [header, ...lines] = csv.trim().split('\r\n');
      const columns = cells(header!);
      const cellsOfLead = cells(lines.find((line) => line.startsWith(`"${id}"`))!);
      const cell = (column: string) => cellsOfLead[columns.indexOf(column)];
      assert.equal(cell('first_touch_utm_campaign'), 'meta-spring');
      assert.equal(cell('first_touch_fbclid'), 'IwAR0meta');
      assert.equal(cell('first_touch_referrer'), 'l.facebook.com');
      assert.equal(cell('last_touch_utm_campaign'), 'google-brand');
      assert.equal(cell('last_touch_gclid'), 'Cj0google');
      assert.equal(cell('last_touch_landing_page'), expectedLast.landingPage);
    });

    it('gives a lead whose visitor never came back its first touch as its last', async () => {
      const admin = await adminCookie(url());
      const visitor = await register(url(), { ...metaRegistration, utm_campaign: 'meta-only', link: META_LINK.replace('meta-spring', 'meta-only') });
      const posted = await postLead(url(), familyALead('General'), asVisitor(visitor.token));
      assert.equal(posted.status, 201, await posted.clone().text());
      const lead = await leadById(admin, ((await posted.json()) as { id: string }).id);
      assert.equal(lead.first_touch?.utm_campaign, 'meta-only');
      assert.deepEqual(lead.last_touch, lead.first_touch);
    });

    it('reads conversion by campaign and source by the first or the last touch', async () => {
      const admin = await adminCookie(url());
      const byFirst = await stats(admin, 'first');
      const byLast = await stats(admin, 'last');
      assert.deepEqual((await call(url(), 'GET', `/api/staff/stats?from=${today}&to=${today}`, admin)).body.byCampaign, byFirst.byCampaign);
      // By first touch the Meta campaign has the lead; by last touch the Google one does, and Meta keeps its visitor.
      assert.equal(row(byFirst.byCampaign, 'meta-spring').leads, 1);
      assert.equal(row(byFirst.byCampaign, 'google-brand').leads, 0);
      assert.deepEqual({ ...row(byLast.byCampaign, 'google-brand') }, { key: 'google-brand', visitors: 1, leads: 1, conversionRate: 100 });
      assert.deepEqual({ ...row(byLast.byCampaign, 'meta-spring') }, { key: 'meta-spring', visitors: 1, leads: 0, conversionRate: 0 });
      assert.equal(row(byLast.byCampaign, 'meta-only').leads, 1);
      assert.equal(row(byFirst.bySource, 'MET').leads, 2);
      assert.equal(row(byLast.bySource, 'GAD').leads, 1);
      assert.equal(row(byLast.bySource, 'MET').leads, 1);
      const refused = await call(url(), 'GET', '/api/staff/stats?touch=middle', admin);
      assert.equal(refused.status, 400);
      assert.ok('touch' in (refused.body.fields as Record<string, unknown>), JSON.stringify(refused.body));
    });
  });
}
