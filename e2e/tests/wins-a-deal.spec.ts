import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { startAdPlatformReceiver } from '@bookcraft/testing/adPlatformReceiver';
import { openLive, PHONE } from '@bookcraft/testing/browser';
import { useSiteAndBrowser } from '@bookcraft/testing/site';
import { agentConsole } from '../support/chat';
import { moveDealByKeyboard, priceDeal, turnOnAdPlatform } from '../support/deals';
import { eventually } from '../support/eventually';
import { submitLandingForm, typeNameAndEmail } from '../support/journey';

// From ad click to revenue, in separate browsers: the admin points Google Ads and Meta at a local
// stand-in; a visitor from a Meta ad comes back from a Google ad and leaves a lead on a phone; a member
// opens a deal on it, books the consultation stage, records $4,500 and moves it to Won by keyboard;
// Reports credit the campaigns by each model, and the platforms hear of it in their own shapes.

const receiver = await startAdPlatformReceiver();
after(() => receiver.close());

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('a deal won from an ad', () => {
  const running = useSiteAndBrowser(() => ({ LEAD_RATE_LIMIT: '1000', WEBHOOK_ALLOWED_HOSTS: receiver.host, WEBHOOK_RETRY_BASE_MS: '200' }));

  it('credits the campaigns by each model and tells Google Ads and Meta, once each, in their shapes', async () => {
    const { browser, site } = running;
    const admin = await agentConsole(browser, site.url);
    await turnOnAdPlatform(admin, 'Google Ads', {
      'API address': receiver.endpoint('google'),
      'Customer ID': '123-456-7890',
      'Access token': 'ya29.google-access-0001',
      'Developer token': 'google-developer-7788',
      'Conversion action ID for Consultation booked': '111',
      'Conversion action ID for Won': '222',
    }, /^Enhanced conversions for leads/);
    await turnOnAdPlatform(admin, 'Meta', { 'API address': receiver.endpoint('meta'), 'Dataset (pixel) ID': '987654321', 'Access token': 'EAAB-meta-access-4242' }, /^Send the SHA-256/);
    await admin.close();

    const clickedAt = Date.now();
    const phone = await (await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true })).newPage();
    await openLive(phone, `${site.url}/LP-GN-MET?utm_source=facebook&utm_campaign=memoir-social&fbclid=IwAR-e2e-mariner`);
    // They read the page (the site knows them now), and come back later from a Google ad: a second touch.
    await phone.waitForFunction(() => localStorage.getItem('CustomerId'));
    const arrival = phone.waitForResponse((answer) => answer.url().endsWith('/api/customer/utm'));
    await openLive(phone, `${site.url}/LP-GN-GAD?utm_source=google&utm_campaign=memoir-ads&gclid=CjwKCAiA-memoir`);
    assert.equal((await arrival).status(), 201);
    await typeNameAndEmail(phone, { firstName: 'Ada', lastName: 'Mariner', email: 'Ada.Mariner@Example.com' });
    await submitLandingForm(phone, 'A memoir of forty years at sea.');

    const staff = await agentConsole(browser, site.url);
    await staff.getByRole('tab', { name: 'Leads' }).click();
    await staff.getByRole('button', { name: 'Open a deal with Ada Mariner' }).click();
    await staff.getByText('Deal opened with Ada Mariner: find it in Deals.').waitFor();

    await staff.getByRole('tab', { name: 'Deals' }).click();
    // Meta has a bad minute when the call is booked: the outbox tries again, with the same event id.
    receiver.failures.meta.push(503);
    await moveDealByKeyboard(staff, 'Ada Mariner', 'New', 'Consultation booked');
    await priceDeal(staff, 'Ada Mariner', 'Consultation booked', '4500');
    await moveDealByKeyboard(staff, 'Ada Mariner', 'Consultation booked', 'Won');
    const won = staff.getByRole('region', { name: 'Won: 1 deal' });
    assert.equal(await won.getByRole('combobox', { name: 'Stage of the deal with Ada Mariner' }).evaluate((select) => select === document.activeElement), true, 'the moved deal keeps the focus');

    await staff.getByRole('tab', { name: 'Reports' }).click();
    /** The row of a campaign in the revenue table under a model, as a person reads it. */
    const rowOf = async (model: string, campaign: string) => {
      await staff.getByLabel('Attribution model').selectOption({ label: model });
      const row = staff.getByRole('table', { name: new RegExp(`^Revenue by campaign, ${model.toLowerCase()}`) }).getByRole('row', { name: new RegExp(`^${campaign}`) });
      await row.waitFor();
      return row.innerText();
    };
    assert.match(await rowOf('Last touch', 'memoir-ads'), /memoir-ads\s+\$4,500\.00\s+1\s+100 %\s+0\s+1/);
    for (const model of ['Linear', 'U-shaped']) {
      for (const campaign of ['memoir-ads', 'memoir-social']) assert.match(await rowOf(model, campaign), new RegExp(`${campaign}\\s+\\$2,250\\.00\\s+0\\.50`), `${model}, ${campaign}`);
    }

    // The outbox sends in its own time: the stand-in is watched, never a clock.
    await eventually(async () => receiver.taken.google.length === 2 && receiver.taken.meta.length === 2, 'Google Ads and Meta to take both conversions', 20_000);

    await staff.getByRole('tab', { name: 'Integrations' }).click();
    const log = staff.getByRole('table', { name: 'What the ad platforms were told' });
    await log.waitFor();
    assert.deepEqual(receiver.outsideTheirSchemas, []);

    const wonAtGoogle = receiver.taken.google.filter((conversion) => conversion.conversionAction === 'customers/1234567890/conversionActions/222');
    assert.equal(wonAtGoogle.length, 1);
    const [purchase] = wonAtGoogle as { gclid: string; conversionDateTime: string; conversionValue: number; currencyCode: string; userIdentifiers: unknown[] }[];
    assert.equal(purchase!.gclid, 'CjwKCAiA-memoir');
    assert.match(purchase!.conversionDateTime, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
    assert.deepEqual([purchase!.conversionValue, purchase!.currencyCode], [4500, 'USD']);
    assert.deepEqual(purchase!.userIdentifiers[0], { hashedEmail: sha256('ada.mariner@example.com') });

    const metaRequests = receiver.requests.filter((request) => request.platform === 'meta');
    const eventIds = metaRequests.map((request) => (request.body.data as { event_id: string }[])[0]!.event_id);
    assert.deepEqual([metaRequests[0]!.status, eventIds[0] === eventIds[1], receiver.taken.meta.length], [503, true, 2], 'the booked call retried with its event id, then the sale');
    const fbc = (receiver.taken.meta[1] as { user_data: { fbc: string } }).user_data.fbc;
    const [, , firstSeen, fbclid] = fbc.split('.');
    assert.equal(fbclid, 'IwAR-e2e-mariner');
    assert.ok(Number(firstSeen) >= clickedAt && Number(firstSeen) <= Date.now(), fbc);
    assert.equal(await log.getByRole('row').filter({ hasText: 'Sent' }).count(), 4);
  });
});
