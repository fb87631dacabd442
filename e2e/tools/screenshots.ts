// `npm run screenshots`: the README's pictures of the site, at a phone's and a desktop's width.
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, openLive, PHONE } from '@bookcraft/testing/browser';
import { agentConsole } from '../support/chat';
import { submitLandingForm, typeNameAndEmail, visitorRow, visitorsTab, writeInChat } from '../support/journey';
import { startMailbox, type ReceivedMail } from '@bookcraft/testing/mailbox';
import { ROOT, startSite } from '@bookcraft/testing/site';
import { invite, join, setAvailability, showMine } from '../support/team';
import { helpCenter } from './helpCenter';
import { marketersWeek } from './marketersWeek';

const PAGES = ['/', '/services', '/blog/1', '/LP-GN-GAD', '/book-publishing-services', '/sci-fi-publishing-services'];

const shot = (page: Page, name: string) => page.screenshot({ path: path.join(ROOT, 'docs/screenshots', `${name}.png`) }).then(() => console.log(`docs/screenshots/${name}.png`));

/** One part of a page, whole: taller than a phone's window. */
const shotOf = (part: Locator, name: string) => part.screenshot({ path: path.join(ROOT, 'docs/screenshots', `${name}.png`) }).then(() => console.log(`docs/screenshots/${name}.png`));

/** The agent console as staff see a visitor from an ad: named, present, the pages read, the lead, the conversation. */
async function consoleJourney(browser: Browser, siteUrl: string): Promise<void> {
  const staff = await agentConsole(browser, siteUrl);
  const visitor = await (await browser.newContext({ viewport: DESKTOP })).newPage();
  await openLive(visitor, `${siteUrl}/LP-GN-GAD?utm_campaign=spring-memoirs&utm_term=publish+my+memoir`);
  await typeNameAndEmail(visitor, { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' });
  await submitLandingForm(visitor, 'A memoir of forty years at sea.');
  await visitor.getByRole('link', { name: 'Visit Our Website' }).click();
  await visitor.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }).click();
  await writeInChat(visitor, 'Can you help with my memoir?');
  await visitorsTab(staff);
  const row = visitorRow(staff, 'Ada Lovelace');
  await row.getByText('Lead', { exact: true }).waitFor();
  await row.getByRole('button', { name: /Show pages and leads/ }).click();
  await staff.getByRole('list', { name: 'Leads from Ada Lovelace' }).waitFor();
  await shot(staff, 'console-visitors-1280');
  await staff.getByRole('tab', { name: /Inbox/ }).click();
  await staff.getByRole('button', { name: /Can you help with my memoir\?/ }).click();
  await staff.getByRole('region', { name: /Ada Lovelace/ }).getByText(/on \/about-us/).waitFor();
  await shot(staff, 'console-conversation-1280');
  await visitor.context().close();
  await staff.context().close();
}

/** The team's day (docs/team.md): a member invited by mail, a conversation routed to them and handed over with a note, the team's hours. */
async function teamJourney(browser: Browser, siteUrl: string, received: ReceivedMail[]): Promise<void> {
  const admin = await agentConsole(browser, siteUrl);
  await setAvailability(admin, 'Away');
  await invite(admin, 'maria@bookcraft.example');
  const maria = await join(browser, received, 'maria@bookcraft.example', 'Maria Lopez');
  await admin.getByRole('button', { name: 'Refresh' }).click();
  await admin.getByRole('cell', { name: 'maria@bookcraft.example' }).waitFor();
  await shot(admin, 'console-team-1280');

  const visitor = await (await browser.newContext({ viewport: PHONE })).newPage();
  await visitor.goto(`${siteUrl}/services/book-cover-design`);
  await writeInChat(visitor, 'Could you design a cover for my thriller?');
  await visitor.getByRole('log').getByText('Maria Lopez joined the conversation').waitFor();
  await shot(visitor, 'widget-assigned-375');
  await showMine(maria);
  await maria.getByRole('button', { name: /Could you design a cover for my thriller\?/ }).click();
  await maria.getByRole('form', { name: 'Transfer the conversation' }).getByLabel('Note for the next member (visitors never see it)').fill('Wants it before the Frankfurt fair; budget agreed.');
  await shot(maria, 'console-transfer-1280');
  await admin.getByRole('tab', { name: 'Settings' }).click();
  await admin.getByRole('button', { name: 'Save settings' }).waitFor();
  await shot(admin, 'console-settings-1280');
  await adminSections(admin);
  for (const page of [visitor, maria, admin]) await page.context().close();
}

/** The admin's other sections, each whole (docs/team.md, content.md, experiments.md, webhooks.md): what the console looks like below the fold too. */
async function adminSections(admin: Page): Promise<void> {
  const sections = [
    { tab: 'Reports', ready: admin.getByRole('table', { name: /By member/ }), name: 'console-reports-1280' },
    { tab: 'Content', ready: admin.getByRole('button', { name: 'New post' }), name: 'console-content-1280' },
    { tab: 'Experiments', ready: admin.getByRole('heading', { name: 'Experiments' }), name: 'console-experiments-1280' },
    { tab: 'Integrations', ready: admin.getByRole('heading', { name: 'Integrations' }), name: 'console-webhooks-1280' },
  ];
  for (const { tab, ready, name } of sections) {
    await admin.getByRole('tab', { name: tab }).click();
    await ready.waitFor();
    await admin.waitForLoadState('networkidle');
    await admin.screenshot({ path: path.join(ROOT, 'docs/screenshots', `${name}.png`), fullPage: true });
    console.log(`docs/screenshots/${name}.png`);
  }
}

/** The free consultation's day (docs/consultations.md): a phone visitor picks a time and books it; the member's Consultations tab. */
async function consultationDay(browser: Browser): Promise<void> {
  // Thursday 11 March 2027 in New York: Monday the 15th is free.
  const site = await startSite({ CLOCK_START: '2027-03-11T12:00:00Z', LEAD_RATE_LIMIT: '1000' }, { teamHours: 'stored' });
  try {
    const visitor = await (await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true, timezoneId: 'America/Chicago' })).newPage();
    await openLive(visitor, `${site.url}/LP-GN-GAD?utm_campaign=spring-memoir`);
    const picker = visitor.getByRole('region', { name: 'Pick a time' });
    await picker.getByRole('button', { name: 'Pick a time' }).tap();
    await picker.getByRole('listbox', { name: 'Day', exact: true }).getByRole('option', { name: /Monday, March 15/ }).tap();
    await picker.getByRole('listbox', { name: /^Time on/ }).getByRole('option', { name: /9:00 AM$/ }).tap();
    const details = picker.getByRole('form', { name: 'Your details' });
    for (const [label, value] of [['First Name*', 'Maya'], ['Last Name*', 'Rao'], ['Email*', 'maya@example.com'], ['Phone Number*', '2125550147']] as const) {
      await details.getByLabel(label).pressSequentially(value, { delay: 20 });
    }
    await shotOf(picker, 'consultation-pick-375');
    await details.getByRole('button', { name: 'Book My Free Consultation' }).tap();
    await picker.getByText('Your free consultation is booked').waitFor();
    await shotOf(picker, 'consultation-booked-375');

    const staff = await agentConsole(browser, site.url);
    await staff.getByRole('tab', { name: 'Consultations' }).click();
    await staff.getByLabel('From', { exact: true }).fill('2027-03-15');
    await staff.getByRole('row').filter({ hasText: 'Maya Rao' }).waitFor();
    await shot(staff, 'console-consultations-1280');
    for (const page of [visitor, staff]) await page.context().close();
  } finally {
    await site.stop();
  }
}

/** The widget on a Saturday (CLOCK_START), outside the team's stored hours. */
async function afterHours(browser: Browser): Promise<void> {
  const closed = await startSite({ CLOCK_START: '2026-11-28T17:00:00Z' }, { teamHours: 'stored' });
  try {
    const visitor = await (await browser.newContext({ viewport: PHONE })).newPage();
    await visitor.goto(`${closed.url}/services/publishing`);
    await visitor.getByRole('button', { name: /chat with us/i }).click();
    await visitor.getByText("We're back Monday at 9:00 (New York time)").waitFor();
    await shot(visitor, 'widget-after-hours-375');
    await visitor.context().close();
  } finally {
    await closed.stop();
  }
}

// `npm run screenshots -- console` takes only the console's and the team's, `-- help` the help center's;
// `-- /path …` only those pages.
const asked = process.argv.slice(2);
const pages = asked.length ? asked.filter((route) => route.startsWith('/')) : PAGES;

const mailbox = await startMailbox();
const site = await startSite({ STAFF_NAME: 'Sam Rivera', SMTP_URL: mailbox.url, OUTBOX_POLL_MS: '200' });
const browser = await launchBrowser();
try {
  if (!asked.length || asked.includes('console')) {
    await consoleJourney(browser, site.url);
    await teamJourney(browser, site.url, mailbox.received);
    await afterHours(browser);
    await consultationDay(browser);
    await marketersWeek(browser);
  }
  if (!asked.length || asked.includes('help')) await helpCenter(browser, site.url);
  for (const [label, viewport] of [['375', PHONE], ['1280', DESKTOP]] as const) {
    const page = await browser.newPage({ viewport });
    for (const route of pages) {
      await page.goto(`${site.url}${route}`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      // Scroll through once so lazily loaded images below the fold are in the picture.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 400) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 60));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState('networkidle');
      const name = route === '/' ? 'home' : route.slice(1).replace(/\//g, '-');
      // A window as tall as the page (Chromium's fullPage capture leaves images in scrolling rows blank).
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      await page.setViewportSize({ width: viewport.width, height });
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: path.join(ROOT, 'docs/screenshots', `${name}-${label}.png`) });
      await page.setViewportSize(viewport);
      console.log(`docs/screenshots/${name}-${label}.png`);
    }
    await page.close();
  }
} finally {
  await browser.close();
  await site.stop();
  await mailbox.stop();
}
