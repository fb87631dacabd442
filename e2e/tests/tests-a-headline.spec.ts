import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { DESKTOP, openLive } from '@bookcraft/testing/browser';
import { STAFF_EMAIL, STAFF_PASSWORD, useSiteAndBrowser } from '@bookcraft/testing/site';
import { asStaff, asStaffText } from '../support/staffApi';
import { eventually, eventuallyFound } from '../support/eventually';
import { submitLandingForm, typeNameAndEmail } from '../support/journey';

// A marketer tests a headline: an admin writes an experiment on /LP-GN-GAD in the console and
// starts it. A visitor who first came from a Meta ad comes back from a Google ad to that page: the
// headline their first paint holds is their arm's (the variant's, or the page's own in the control), and it never
// changes; their lead carries the arm, the Meta campaign as first touch and the Google one as last touch, in the
// console and the CSV.

const VARIANT = 'Your memoir, in print by summer';
const META_AD = '/LP-GN-MET?utm_source=facebook&utm_medium=paid_social&utm_campaign=meta-memoirs&fbclid=IwAR0memoirs';
/** A person's browser: headless Chromium says so in its user agent, and a suspected bot always sees the page's own copy (docs/experiments.md). */
const PERSON = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const GOOGLE_AD = '/LP-GN-GAD?utm_source=google&utm_medium=cpc&utm_campaign=google-memoirs&utm_term=memoir+help&gclid=Cj0KCQmemoirs';

interface LeadRow {
  id: string;
  first_name: string | null;
  experiment: { name: string; arm: number } | null;
  first_touch: { utm_campaign: string; fbclid: string } | null;
  last_touch: { utm_campaign: string; gclid: string } | null;
}

/**
 * Every text the page's main headline has had, as the page itself saw it: on each DOM change from the
 * first one the HTML parser made, and on every animation frame. A string, not a function: the test
 * runner's compiled functions call helpers that do not exist in the page.
 */
const RECORD_HEADLINES = `
  window.headlines = [];
  const note = () => {
    const text = document.querySelector('h1')?.textContent ?? '';
    if (text && window.headlines[window.headlines.length - 1] !== text) window.headlines.push(text);
  };
  new MutationObserver(note).observe(document, { childList: true, subtree: true, characterData: true });
  const everyFrame = () => { note(); requestAnimationFrame(everyFrame); };
  requestAnimationFrame(everyFrame);
`;

async function signIn(page: Page, url: string) {
  await openLive(page, `${url}/agent`);
  await page.getByLabel('E-mail').fill(STAFF_EMAIL);
  await page.getByLabel('Password').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

describe('a headline experiment', () => {
  const running = useSiteAndBrowser({ LEAD_RATE_LIMIT: '1000' });

  it('shows each visitor one headline from the first paint, and their lead its arm, first touch and last touch', async () => {
    const { browser, site } = running;
    const admin = await (await browser.newContext({ viewport: DESKTOP })).newPage();
    await signIn(admin, site.url);
    await admin.getByRole('tab', { name: 'Experiments' }).click();
    await admin.getByRole('button', { name: 'New experiment' }).click();
    await admin.getByLabel('Name', { exact: true }).fill('Memoir headline');
    await admin.getByLabel('Landing page').selectOption('/LP-GN-GAD');
    // The control is the page as it is: shown, never written.
    await admin.getByRole('group', { name: 'Variant 1: Control (the page as it is)' }).getByText(/The page's built-in hero copy/).waitFor();
    const variant = admin.getByRole('group', { name: 'Variant 2' });
    await variant.getByLabel('Headline', { exact: true }).fill(VARIANT);
    await variant.getByLabel('Button text').fill('Get Started');
    await admin.getByLabel('Expected conversion (%)').fill('5');
    await admin.getByLabel('Smallest lift to detect (%)').fill('50');
    await admin.getByRole('button', { name: 'Save experiment' }).click();
    await admin.getByText('Saved as a draft. Start it when you are ready.').waitFor();
    await admin.getByRole('button', { name: 'Start' }).click();
    await admin.getByText('Running: visitors to /LP-GN-GAD now see the variants.').waitFor();

    // The visitor's first visit, from a Meta ad to a page with no experiment; they leave, and come back from Google.
    const visitor = await browser.newContext({ viewport: DESKTOP, userAgent: PERSON });
    const firstVisit = await visitor.newPage();
    await openLive(firstVisit, `${site.url}${META_AD}`);
    await firstVisit.waitForFunction(() => localStorage.getItem('CustomerId'));
    await firstVisit.close({ runBeforeUnload: true });

    const page = await visitor.newPage();
    await page.addInitScript(RECORD_HEADLINES);
    const html = await (await page.request.get(`${site.url}${GOOGLE_AD}`)).text();
    // The variant's headline, or the page's own (the control).
    const arm = html.includes(VARIANT) ? 1 : 0;
    await openLive(page, `${site.url}${GOOGLE_AD}`);
    const served = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    assert.equal(served === VARIANT, arm === 1, `the page shows the headline the server sent: ${served}`);

    await typeNameAndEmail(page, { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com' });
    await submitLandingForm(page, 'Forty years of computing, as a memoir.');
    assert.deepEqual(await page.evaluate(() => (window as unknown as { headlines: string[] }).headlines), [served], 'the headline never changed after the first paint');

    // The lead, as the console and the API show it: not spam, its arm, the Meta campaign first and the Google one last.
    const lead = await eventuallyFound(
      async () => (await asStaff<{ leads: LeadRow[] }>(site.url, '/api/staff/leads')).leads.find((row) => row.first_name === 'Grace'),
      'the lead is among the leads, not in Spam',
    );
    assert.deepEqual(lead.experiment && { name: lead.experiment.name, arm: lead.experiment.arm }, { name: 'Memoir headline', arm });
    assert.deepEqual([lead.first_touch?.utm_campaign, lead.first_touch?.fbclid], ['meta-memoirs', 'IwAR0memoirs']);
    assert.deepEqual([lead.last_touch?.utm_campaign, lead.last_touch?.gclid], ['google-memoirs', 'Cj0KCQmemoirs']);
    const csv = await asStaffText(site.url, '/api/staff/leads?format=csv');
    const graceLine = csv.split('\n').find((line) => line.includes('grace@example.com'))!;
    assert.ok(graceLine.includes('meta-memoirs') && graceLine.includes('google-memoirs') && graceLine.includes('Memoir headline'), graceLine);

    await admin.getByRole('tab', { name: 'Leads' }).click();
    const row = admin.getByRole('row').filter({ has: admin.getByRole('rowheader', { name: /Grace Hopper/ }) });
    await row.getByText(new RegExp(`^Experiment: Memoir headline — Variant ${arm + 1}`)).waitFor();
    await row.getByText('meta-memoirs → google-memoirs').click();
    assert.ok(await row.getByText('Meta click id').isVisible());
    assert.ok(await row.getByText('Google click id').isVisible());

    // The experiment counts the visitor and the lead in the arm they saw.
    // The tab is as the admin left it: the experiment's page, whose results are read again on request.
    await admin.getByRole('tab', { name: 'Experiments' }).click();
    await admin.getByRole('button', { name: 'Refresh results' }).click();
    const results = admin.getByRole('table', { name: 'Results' });
    const armRow = results.getByRole('row').filter({ has: admin.getByRole('rowheader', { name: new RegExp(`^Variant ${arm + 1}`) }) });
    const visitorsAndLeads = async () => (await armRow.getByRole('cell').allTextContents()).slice(1, 3).join(' and ');
    await eventually(async () => (await visitorsAndLeads()) === '1 and 1', 'the arm counts one visitor and one lead');
    await admin.context().close();
    await visitor.close();
  });
});
