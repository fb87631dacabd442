import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DESKTOP, openLive } from '@bookcraft/testing/browser';
import { useSiteAndBrowser } from '@bookcraft/testing/site';
import { eventually } from '../support/eventually';
import { leadsAsStaff } from '../support/staffApi';
import { fillHeroForm } from '../support/journey';
import { agentConsole } from '../support/chat';

describe('a visitor leaves their details', () => {
  const running = useSiteAndBrowser({ LEAD_RATE_LIMIT: '1000' });

  it('in the hero form (family A): lands on /thankyou and the lead is stored exactly once, and reaches an open console at once', async () => {
    // A member works the Inbox while the lead comes in.
    const agent = await agentConsole(running.browser, running.site.url);
    const page = await running.browser.newPage({ viewport: DESKTOP });
    await openLive(page, `${running.site.url}/book-publishing-services?utm_campaign=autumn&utm_term=publish+a+novel`);
    const form = await fillHeroForm(page, 'Hero Form Author');
    assert.equal(await form.getByLabel('Phone*').inputValue(), '(212) 555-0147');
    await form.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL(/\/thankyou$/);
    await page.getByRole('heading', { name: 'Thank You!' }).waitFor();
    // The toast outlives the form it came from, and stays long enough to read on the thank-you page.
    const toast = page.getByRole('status').filter({ hasText: 'Submitted successfully!' });
    // How long it stays is TOAST_DURATION_MS, checked in shared/src/browser/toasts/toastDuration.test.tsx, not by waiting here.
    await toast.waitFor();
    assert.ok(await toast.isVisible(), '"Submitted successfully!" is there to read');
    const stored = (await leadsAsStaff(running.site.url)).filter((lead) => lead.full_name === 'Hero Form Author');
    assert.equal(stored.length, 1);
    assert.equal(stored[0]!.form_type, 'Publishing');
    assert.equal(stored[0]!.utm_campaign, 'autumn');

    // Counted on the Leads tab without a reload, and listed there.
    await agent.getByRole('tab', { name: 'Leads 1 new' }).click();
    await agent.getByRole('row', { name: /Hero Form Author/ }).waitFor();
    await agent.getByRole('tab', { name: 'Leads', exact: true }).waitFor();
    await agent.context().close();
    await page.close();
  });

  it('in the landing form (family B): sees "👍 Submitted.", the form clears, and the lead is stored once with its services joined by commas', async () => {
    const page = await running.browser.newPage({ viewport: DESKTOP });
    await openLive(page, `${running.site.url}/LP-GN-GAD`);
    const form = page.getByRole('region', { name: 'Get Started Today' });
    await form.getByLabel('First Name*').fill('Landing');
    await form.getByLabel('Last Name*').fill('Visitor');
    await form.getByLabel('Email*').fill('landing@example.com');
    await form.getByLabel('Phone Number*').pressSequentially('2125550149');
    await form.getByRole('checkbox', { name: 'Ghostwriting' }).check();
    await form.getByRole('checkbox', { name: 'Formatting' }).check();
    await form.getByLabel('Tell Us About Your Book*').fill('My first book.');
    const submit = form.getByRole('button', { name: 'Submit' });
    assert.equal(await submit.isDisabled(), true);
    await form.getByRole('checkbox', { name: /I agree to receive text messages/ }).check();
    await submit.click();
    await page.getByText('👍 Submitted.').waitFor();
    await eventually(async () => (await form.getByLabel('First Name*').inputValue()) === '', 'the form is cleared');
    assert.equal(await form.getByRole('checkbox', { name: 'Ghostwriting' }).isChecked(), false);
    const stored = (await leadsAsStaff(running.site.url)).filter((lead) => lead.first_name === 'Landing');
    assert.equal(stored.length, 1);
    assert.equal(stored[0]!.service, 'Ghostwriting, Formatting');
    assert.equal(stored[0]!.traffic_source, 'GAD');
    await page.close();
  });

  it('with the API unreachable: the form keeps its values, and the lead arrives once the API is back and the page reloads', async () => {
    const context = await running.browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await openLive(page, `${running.site.url}/book-publishing-services`);
    await page.route('**/api/form/**', (route) => route.abort('connectionrefused'));
    const form = await fillHeroForm(page, 'Offline Author');
    await form.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Failed, please try again.').waitFor();
    assert.equal(await form.getByLabel('Full Name*').inputValue(), 'Offline Author');
    assert.equal(await form.getByLabel('Tell Us About Your Book').inputValue(), 'A novel about a lighthouse keeper.');
    assert.ok(page.url().endsWith('/book-publishing-services'));
    assert.equal((await leadsAsStaff(running.site.url)).filter((lead) => lead.full_name === 'Offline Author').length, 0);

    await page.unroute('**/api/form/**');
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    const offlineLeads = async () => (await leadsAsStaff(running.site.url)).filter((lead) => lead.full_name === 'Offline Author').length;
    await eventually(async () => (await offlineLeads()) > 0, 'the queued lead reaches the server');
    assert.equal(await offlineLeads(), 1);
    await page.waitForFunction(() => localStorage.getItem('bookcraft:lead-outbox') === null);
    await context.close();
  });

  it('when the answer is lost on the way back: the lead the server stored is not stored again when the browser resends it', async () => {
    const context = await running.browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await openLive(page, `${running.site.url}/book-publishing-services`);
    // The request reaches the server; the connection drops before the browser hears back.
    await page.route('**/api/form/**', async (route) => {
      await route.fetch();
      await route.abort('connectionreset');
    });
    const form = await fillHeroForm(page, 'Unanswered Author');
    await form.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Failed, please try again.').waitFor();
    const stored = async () => (await leadsAsStaff(running.site.url)).filter((lead) => lead.full_name === 'Unanswered Author').length;
    assert.equal(await stored(), 1);

    await page.unroute('**/api/form/**');
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForFunction(() => localStorage.getItem('bookcraft:lead-outbox') === null);
    assert.equal(await stored(), 1);
    await context.close();
  });
});
