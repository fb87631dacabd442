import path from 'node:path';
import type { Browser } from 'playwright-core';
import { startAdPlatformReceiver } from '@bookcraft/testing/adPlatformReceiver';
import { openLive, PHONE } from '@bookcraft/testing/browser';
import { ROOT, startSite } from '@bookcraft/testing/site';
import { agentConsole } from '../support/chat';
import { moveDealByKeyboard, priceDeal, turnOnAdPlatform } from '../support/deals';
import { submitLandingForm, typeNameAndEmail } from '../support/journey';

/** Today and yesterday in the team's zone (New York), as the spend report names its days. */
function lastTwoDays(): [string, string] {
  const day = (offsetDays: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(Date.now() - offsetDays * 86_400_000);
  return [day(1), day(0)];
}

/**
 * The marketer's week (docs/revenue.md): Google Ads set up in Integrations, a lead from a Google ad won
 * for $4,500, the week's spend uploaded from a Google Ads report, the revenue by campaign with its return,
 * and the log of what Google Ads was told.
 */
export async function marketersWeek(browser: Browser): Promise<void> {
  const receiver = await startAdPlatformReceiver();
  const site = await startSite({ LEAD_RATE_LIMIT: '1000', WEBHOOK_ALLOWED_HOSTS: receiver.host });
  try {
    const admin = await agentConsole(browser, site.url);
    await turnOnAdPlatform(
      admin,
      'Google Ads',
      { 'API address': receiver.endpoint('google'), 'Customer ID': '123-456-7890', 'Access token': 'ya29.google-access-0001', 'Developer token': 'google-developer-7788', 'Conversion action ID for Consultation booked': '111', 'Conversion action ID for Won': '222' },
      /^Enhanced conversions for leads/,
    );

    const phone = await (await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true })).newPage();
    await openLive(phone, `${site.url}/LP-GN-GAD?utm_source=google&utm_campaign=memoir-ads&gclid=CjwKCAiA-memoir`);
    await typeNameAndEmail(phone, { firstName: 'Ada', lastName: 'Mariner', email: 'ada.mariner@example.com' });
    await submitLandingForm(phone, 'A memoir of forty years at sea.');
    await phone.context().close();

    await admin.getByRole('tab', { name: 'Leads' }).click();
    await admin.getByRole('button', { name: 'Open a deal with Ada Mariner' }).click();
    await admin.getByRole('tab', { name: 'Deals' }).click();
    await moveDealByKeyboard(admin, 'Ada Mariner', 'New', 'Consultation booked');
    await priceDeal(admin, 'Ada Mariner', 'Consultation booked', '4500');
    await moveDealByKeyboard(admin, 'Ada Mariner', 'Consultation booked', 'Won');

    await admin.getByRole('tab', { name: 'Reports' }).click();
    const [yesterday, today] = lastTwoDays();
    const report = `Campaign report\n"This week"\nDay,Campaign,Cost,Currency code\n${yesterday},memoir-ads,650.00,USD\n${today},memoir-ads,850.00,USD\n${yesterday},memoir-social,420.00,USD\n`;
    await admin.getByLabel('Upload ad spend (CSV)').setInputFiles({ name: 'google-ads-campaigns.csv', mimeType: 'text/csv', buffer: Buffer.from(report) });
    await admin.getByText(/^Stored 3 days of spend/).waitFor();
    const revenue = admin.getByRole('region', { name: 'Revenue' });
    await revenue.getByRole('row', { name: /^memoir-ads .*\$1,500\.00/ }).waitFor();
    await revenue.screenshot({ path: path.join(ROOT, 'docs/screenshots', 'console-revenue-1280.png') });
    console.log('docs/screenshots/console-revenue-1280.png');

    await admin.getByRole('tab', { name: 'Integrations' }).click();
    const platforms = admin.getByRole('region', { name: 'Ad platforms' });
    await platforms.getByRole('button', { name: 'Refresh the log' }).click();
    await platforms.getByRole('row').filter({ hasText: 'Won' }).filter({ hasText: 'Sent' }).waitFor();
    await platforms.screenshot({ path: path.join(ROOT, 'docs/screenshots', 'console-ad-platforms-1280.png') });
    console.log('docs/screenshots/console-ad-platforms-1280.png');
    await admin.context().close();
  } finally {
    await site.stop();
    await receiver.close();
  }
}
