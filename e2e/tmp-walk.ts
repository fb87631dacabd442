import { startSite } from '@bookcraft/testing/site';
import { launchBrowser, openLive, PHONE, DESKTOP } from '@bookcraft/testing/browser';
import { agentConsole } from './support/chat';
const site = await startSite({ CLOCK_START: '2027-03-11T12:00:00Z' }, { teamHours: 'stored' });
const browser = await launchBrowser();
try {
  const page = await (await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true, timezoneId: 'America/Chicago' })).newPage();
  await openLive(page, `${site.url}/LP-GW-MET?utm_campaign=walk`);
  const offer = page.getByRole('region', { name: 'Pick a time' });
  await offer.getByRole('button', { name: 'Pick a time' }).tap();
  await offer.getByRole('listbox', { name: 'Day', exact: true }).waitFor();
  await offer.getByRole('option', { name: /^Monday, March 15, 2027(,| at) 8:00 AM$/ }).tap();
  const form = offer.getByRole('form', { name: 'Your details' });
  await form.getByLabel('First Name*').pressSequentially('Walk', { delay: 30 });
  await form.getByLabel('Last Name*').pressSequentially('Through', { delay: 30 });
  await form.getByLabel('Email*').pressSequentially('walk@example.com', { delay: 10 });
  await form.getByLabel('Phone Number*').pressSequentially('2125550147', { delay: 30 });
  await form.getByRole('button', { name: 'Book My Free Consultation' }).tap();
  const done = offer.getByRole('status').filter({ hasText: 'Your free consultation is booked' });
  await done.waitFor();
  console.log('VISITOR:', await done.innerText());
  await page.screenshot({ path: '/tmp/walk-visitor.png', fullPage: false });
  const staff = await agentConsole(browser, site.url);
  await staff.getByRole('tab', { name: 'Consultations' }).click();
  await staff.getByLabel('From').fill('2027-03-15');
  await staff.getByRole('row').filter({ hasText: 'Walk Through' }).waitFor();
  console.log('CONSOLE ROW:', await staff.getByRole('row').filter({ hasText: 'Walk Through' }).innerText());
  await staff.screenshot({ path: '/tmp/walk-console.png', fullPage: true });
  const thanks = await (await browser.newContext({ viewport: DESKTOP })).newPage();
  await openLive(thanks, `${site.url}/thankyou`);
  console.log('THANKYOU:', await thanks.getByRole('region', { name: 'Pick a time' }).innerText());
} finally {
  await browser.close();
  await site.stop();
}
