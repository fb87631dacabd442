import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { DESKTOP, openLive } from '@bookcraft/testing/browser';
import { agentConsole } from '../support/chat';
import { eventually } from '../support/eventually';
import { STAFF_EMAIL, useSiteAndBrowser } from '@bookcraft/testing/site';
import { asStaff } from '../support/staffApi';
import { submitLandingForm, typeNameAndEmail, visitorRow, visitorsTab, writeInChat } from '../support/journey';

// The journey the product is for: a visitor from an ad in one browser, sales staff in the console in another.

const STAFF_NAME = 'Sam Rivera';

interface VisitorRow {
  id: string;
  name: string | null;
  email: string | null;
  lead: boolean;
  presence: string;
  current_page: string;
  utm_campaign: string;
}

/** Everything the visitor's browser receives from the site: API answers and socket frames. */
function recordWhatTheVisitorReceives(page: Page): string[] {
  const received: string[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/api/')) response.text().then((body) => received.push(body), () => undefined);
  });
  page.on('websocket', (socket) => socket.on('framereceived', ({ payload }) => received.push(String(payload))));
  return received;
}


describe('from an ad click to a sales conversation', () => {
  const running = useSiteAndBrowser({ STAFF_NAME, LEAD_RATE_LIMIT: '1000' });
  const storedId = (page: Page) => page.evaluate(() => localStorage.getItem('CustomerId'));

  it('staff see who the visitor is as they type, their lead, where they are and how present they are', async () => {
    const staff = await agentConsole(running.browser, running.site.url);
    const visitors = await visitorsTab(staff);
    const page = await (await running.browser.newContext({ viewport: DESKTOP })).newPage();
    const received = recordWhatTheVisitorReceives(page);
    await openLive(page, `${running.site.url}/LP-GN-GAD?utm_campaign=spring-memoirs&utm_term=publish+my+memoir`);

    // Typed, not submitted: staff learn the name and e-mail as the visitor leaves each field.
    await typeNameAndEmail(page, { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' });
    const row = visitorRow(staff, 'Ada Lovelace');
    await row.waitFor({ timeout: 10_000 });
    await row.getByText('ada@example.com').waitFor({ timeout: 10_000 });
    assert.ok(await row.getByRole('cell', { name: 'spring-memoirs' }).isVisible());
    const customerId = (await storedId(page))!;
    const stored = await asStaff<VisitorRow>(running.site.url, `/api/staff/visitors/${customerId}`);
    assert.deepEqual([stored.name, stored.email, stored.lead], ['Ada Lovelace', 'ada@example.com', false]);

    // The lead: the visitor becomes a lead, with the lead listed on them.
    await submitLandingForm(page, 'A memoir of forty years at sea.');
    await row.getByText('Lead', { exact: true }).waitFor({ timeout: 10_000 });
    await row.getByRole('button', { name: /Show pages and leads/ }).click();
    const leads = visitors.getByRole('list', { name: 'Leads from Ada Lovelace' });
    await leads.getByText(/General lead/).waitFor();
    const pages = visitors.getByRole('list', { name: 'Pages visited by Ada Lovelace' });
    await pages.getByText('/LP-GN-GAD').waitFor();

    // Presence and the current page, live: idle, away, back to active on another page, and offline.
    await row.getByRole('cell', { name: 'Idle' }).waitFor({ timeout: 40_000 });
    await page.evaluate(() => window.dispatchEvent(new Event('blur')));
    await row.getByRole('cell', { name: 'Away' }).waitFor();
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await page.getByRole('link', { name: 'Visit Our Website' }).click();
    await row.getByRole('cell', { name: 'Active' }).waitFor();
    await row.getByRole('cell', { name: '/', exact: true }).waitFor();

    // The conversation shows the same: the visitor writes, staff open the chat and see presence and page.
    await writeInChat(page, 'Can you help with my memoir?');
    await staff.getByRole('tab', { name: /Inbox/ }).click();
    await staff.getByRole('button', { name: /Can you help with my memoir\?/ }).click();
    const thread = staff.getByRole('region', { name: /Ada Lovelace/ });
    await thread.getByText(/Active · on \/ ·/).waitFor();
    await staff.getByRole('combobox', { name: /Reply to Ada Lovelace/ }).fill('Of course. Tell me about the book.');
    await staff.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByRole('log').getByText('Of course. Tell me about the book.').waitFor();
    await page.getByRole('log').getByText(`${STAFF_NAME} joined the conversation`).waitFor();

    await page.close({ runBeforeUnload: true });
    await thread.getByText(/Offline · on \/ ·/).waitFor();
    await visitorsTab(staff);
    await staff.getByLabel('Show offline visitors').check();
    await visitorRow(staff, 'Ada Lovelace').getByRole('cell', { name: 'Offline' }).waitFor();

    const everything = received.join('\n').toLowerCase();
    assert.ok(everything.includes(STAFF_NAME.toLowerCase()), 'the visitor was answered by name');
    assert.ok(!everything.includes(STAFF_EMAIL.toLowerCase()), 'no answer or socket frame the visitor received holds the staff e-mail');
    await staff.context().close();
  });

  it('counts a visit of two seconds from an ad, with its campaign', async () => {
    const staff = await agentConsole(running.browser, running.site.url);
    const visitors = await visitorsTab(staff);
    const page = await (await running.browser.newContext({ viewport: DESKTOP })).newPage();
    await page.goto(`${running.site.url}/LP-GN-MET?utm_campaign=two-second-bounce&utm_source=facebook`);
    await page.waitForTimeout(2_000);
    await page.close({ runBeforeUnload: true });

    // Visitors who have left are listed once staff ask for them.
    await staff.getByLabel('Show offline visitors').check();
    const row = visitors.getByRole('row').filter({ has: staff.getByRole('cell', { name: 'two-second-bounce' }) });
    await row.waitFor({ timeout: 10_000 });
    assert.ok(await row.getByRole('cell', { name: 'Offline' }).isVisible());
    const { visitors: listed } = await asStaff<{ visitors: (VisitorRow & { landing_page: string; traffic_source: string })[] }>(running.site.url, '/api/staff/visitors');
    const bounce = listed.filter((visitor) => visitor.utm_campaign === 'two-second-bounce');
    assert.equal(bounce.length, 1);
    assert.deepEqual([bounce[0]!.landing_page, bounce[0]!.traffic_source], ['/LP-GN-MET', 'MET']);
    await eventually(async () => {
      const stats = await asStaff<{ byCampaign: { key: string; visitors: number }[] }>(running.site.url, '/api/staff/stats');
      return stats.byCampaign.some((row) => row.key === 'two-second-bounce' && row.visitors === 1);
    }, 'the campaign counts the visit');
    await staff.context().close();
  });
});
