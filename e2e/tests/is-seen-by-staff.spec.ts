import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { DESKTOP, openLive } from '@bookcraft/testing/browser';
import { eventually } from '../support/eventually';
import { useSiteAndBrowser } from '@bookcraft/testing/site';
import { asStaff } from '../support/staffApi';

interface Visitor {
  id: string;
  current_page: string;
  presence: string;
  utm_campaign: string;
  keyword: string;
}

const stored = (page: Page, key: string) => page.evaluate((name) => localStorage.getItem(name), key);

describe('a visitor, as staff see them', () => {
  const running = useSiteAndBrowser();
  const visitor = (id: string) => asStaff<Visitor>(running.site.url, `/api/staff/visitors/${id}`);

  it('is registered once on the first visit, keeps the same CustomerId on reload, and gets a chat room', async () => {
    const page = await running.browser.newPage({ viewport: DESKTOP });
    await openLive(page, `${running.site.url}/`);
    await eventually(async () => Boolean(await stored(page, 'CustomerId')) && Boolean(await stored(page, 'roomId')), 'CustomerId and roomId are stored');
    const customerId = await stored(page, 'CustomerId');
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await eventually(async () => (await visitor(customerId!)).presence === 'active', 'the visitor rejoins');
    assert.equal(await stored(page, 'CustomerId'), customerId);
    await page.close();
  });

  it('arrives from a campaign: staff see its campaign and keyword, the page they read, idle after 15 s, offline once the page closes', async () => {
    const page = await running.browser.newPage({ viewport: DESKTOP });
    await openLive(page, `${running.site.url}/book-publishing-services?utm_source=google&utm_campaign=holiday-sale&utm_term=self+publish+a+novel&gclid=xyz`);
    await eventually(async () => Boolean(await stored(page, 'roomId')), 'the visitor is registered');
    const customerId = (await stored(page, 'CustomerId'))!;
    const listed = (await asStaff<{ visitors: Visitor[] }>(running.site.url, '/api/staff/visitors')).visitors.find((row) => row.id === customerId)!;
    assert.equal(listed.utm_campaign, 'holiday-sale');
    assert.equal(listed.keyword, 'self publish a novel');

    await page.getByRole('banner').first().getByRole('link', { name: 'Book Craft, home' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }).click();
    await eventually(async () => (await visitor(customerId)).current_page === '/about-us', 'the current page is /about-us');

    // No mouse, key or scroll for 15 seconds.
    await eventually(async () => (await visitor(customerId)).presence === 'idle', 'the visitor is idle', 30_000);

    await page.close({ runBeforeUnload: true });
    await eventually(async () => (await visitor(customerId)).presence === 'offline', 'the visitor is offline');
  });

  it('takes no device fingerprint when the browser sends Global Privacy Control, and still registers the visit', async () => {
    const page = await running.browser.newPage({ viewport: DESKTOP });
    // As a browser with Global Privacy Control switched on reports it.
    await page.addInitScript(() => Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true }));
    const registration = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/customer');
    await openLive(page, `${running.site.url}/`);
    const payload = (await registration).postDataJSON() as Record<string, string>;
    assert.deepEqual([payload.fingerprintId, payload.canvasHash, payload.audioHash], ['', '', '']);
    assert.equal(payload.company, 'BCP');
    await eventually(async () => Boolean(await stored(page, 'CustomerId')), 'the visitor is registered');
    await page.close();
  });

  it('takes the device signals without Global Privacy Control', async () => {
    const page = await running.browser.newPage({ viewport: DESKTOP });
    const registration = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/customer');
    await openLive(page, `${running.site.url}/`);
    const payload = (await registration).postDataJSON() as Record<string, string>;
    assert.ok(payload.fingerprintId && payload.canvasHash && payload.audioHash, JSON.stringify(payload));
    assert.match(payload.screenResolution, /^\d+x\d+$/);
    assert.equal(payload.os, 'Linux');
    await page.close();
  });
});
