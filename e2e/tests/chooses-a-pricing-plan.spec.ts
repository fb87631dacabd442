import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DESKTOP, openLive } from '@bookcraft/testing/browser';
import { useSiteAndBrowser } from '@bookcraft/testing/site';
import { eventually } from '../support/eventually';
import { leadsAsStaff } from '../support/staffApi';

describe('a visitor chooses a plan on the pricing page', () => {
  const running = useSiteAndBrowser();

  it('"Choose Elite" takes them to the footer form with Elite selected; the lead is stored with package "advanced" and plan "Elite"', async () => {
    const page = await running.browser.newPage({ viewport: DESKTOP });
    await openLive(page, `${running.site.url}/book-publishing-services-pricing`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Choose Elite' }).click();

    assert.match(page.url(), /\?package=elite$/);
    // The footer form's section; the form inside it repeats the title.
    const footer = page.getByRole('region', { name: 'Ask About a Package, at the end of the page' });
    await eventually(() => footer.evaluate((section) => section === document.activeElement), 'the footer form has focus');
    const packageSelect = footer.getByLabel('Package', { exact: true });
    await eventually(async () => (await packageSelect.count()) === 1 && (await packageSelect.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent)) === 'Elite — $6,599', 'Elite is selected');

    await footer.getByLabel('First Name*').fill('Pricing');
    await footer.getByLabel('Last Name*').fill('Visitor');
    await footer.getByLabel('Email*').fill('pricing@example.com');
    await footer.getByLabel('Phone Number*').pressSequentially('2125550151');
    await footer.getByRole('checkbox', { name: 'Publishing', exact: true }).check();
    await footer.getByLabel('Tell Us About Your Book*').fill('A cookbook with photographs.');
    await footer.getByRole('checkbox', { name: /I agree to receive text messages/ }).check();
    await footer.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('👍 Submitted.').waitFor();

    const stored = (await leadsAsStaff(running.site.url)).filter((lead) => lead.first_name === 'Pricing');
    assert.equal(stored.length, 1);
    assert.equal(stored[0]!.form_type, 'SelfPublishing');
    assert.equal(stored[0]!.package, 'advanced');
    assert.equal(stored[0]!.plan, 'Elite');
    await page.close();
  });
});
