import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { openLive, PHONE } from '@bookcraft/testing/browser';
import { useSiteAndBrowser } from '@bookcraft/testing/site';
import { agentConsole } from '../support/chat';
import { submitLandingForm, typeNameAndEmail } from '../support/journey';

// From ad click to revenue, in separate browsers: a visitor from a Google ad leaves a lead on a phone;
// a member opens a deal on it, records $4,500 and moves it to Won by keyboard; Reports credit the
// campaign with the revenue.

describe('a deal won from an ad', () => {
  const running = useSiteAndBrowser(() => ({ LEAD_RATE_LIMIT: '1000' }));

  it('opens a deal on the lead, wins it for $4,500 by keyboard, and finds the campaign credited in Revenue', async () => {
    const { browser, site } = running;
    const phone = await (await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true })).newPage();
    await openLive(phone, `${site.url}/LP-GN-GAD?utm_source=google&utm_campaign=memoir-ads&gclid=CjwKCAiA-memoir`);
    await typeNameAndEmail(phone, { firstName: 'Ada', lastName: 'Mariner', email: 'ada.mariner@example.com' });
    await submitLandingForm(phone, 'A memoir of forty years at sea.');

    const staff = await agentConsole(browser, site.url);
    await staff.getByRole('tab', { name: 'Leads' }).click();
    await staff.getByRole('button', { name: 'Open a deal with Ada Mariner' }).click();
    await staff.getByText('Deal opened with Ada Mariner: find it in Deals.').waitFor();

    await staff.getByRole('tab', { name: 'Deals' }).click();
    const card = staff.getByRole('region', { name: 'New: 1 deal' }).getByRole('article', { name: 'Deal with Ada Mariner' });
    const amount = card.getByRole('form', { name: 'Amount of the deal with Ada Mariner' });
    await amount.getByLabel('Amount (USD)').fill('');
    await amount.getByLabel('Amount (USD)').pressSequentially('4500', { delay: 40 });
    await amount.getByLabel('Services sold (comma between them)').pressSequentially('Ghostwriting', { delay: 20 });
    await amount.getByRole('button', { name: 'Save' }).click();
    await card.getByText(/^\$4,500\.00 · /).waitFor();
    // The stage is a select: chosen from the keyboard as from a pointer, never by dragging.
    const stage = card.getByRole('combobox', { name: 'Stage of the deal with Ada Mariner' });
    await stage.focus();
    await stage.selectOption({ label: 'Won' });
    await card.getByRole('button', { name: 'Move the deal with Ada Mariner' }).press('Enter');
    await staff.getByText('Moved the deal with Ada Mariner to Won.').waitFor();
    const won = staff.getByRole('region', { name: 'Won: 1 deal' });
    assert.equal(await won.getByRole('combobox', { name: 'Stage of the deal with Ada Mariner' }).evaluate((select) => select === document.activeElement), true, 'the moved deal keeps the focus');

    await staff.getByRole('tab', { name: 'Reports' }).click();
    const revenue = staff.getByRole('table', { name: /^Revenue by campaign, last touch/ });
    const row = revenue.getByRole('row', { name: /^memoir-ads/ });
    await row.waitFor();
    assert.match(await row.innerText(), /memoir-ads\s+\$4,500\.00\s+1\s+100 %\s+0\s+1/);
  });
});
