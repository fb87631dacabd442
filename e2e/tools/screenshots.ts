// `npm run screenshots`: the README's pictures of the site, at a phone's and a desktop's width.
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, PHONE } from '@bookcraft/testing/browser';
import { agentConsole } from '../support/chat';
import { submitLandingForm, typeNameAndEmail, visitorRow, visitorsTab, writeInChat } from '../support/journey';
import { ROOT, startSite } from '@bookcraft/testing/site';

const PAGES = ['/', '/services', '/blog/1', '/LP-GN-GAD', '/book-publishing-services', '/sci-fi-publishing-services'];

const shot = (page: Page, name: string) => page.screenshot({ path: path.join(ROOT, 'docs/screenshots', `${name}.png`) }).then(() => console.log(`docs/screenshots/${name}.png`));

/** The agent console as staff see a visitor from an ad: named, present, the pages read, the lead, the conversation. */
async function consoleJourney(browser: Browser, siteUrl: string): Promise<void> {
  const staff = await agentConsole(browser, siteUrl);
  const visitor = await (await browser.newContext({ viewport: DESKTOP })).newPage();
  await visitor.goto(`${siteUrl}/LP-GN-GAD?utm_campaign=spring-memoirs&utm_term=publish+my+memoir`);
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

// `npm run screenshots -- console` takes only the console's; `-- /path …` only those pages.
const asked = process.argv.slice(2);
const pages = asked.length ? asked.filter((route) => route !== 'console') : PAGES;

const site = await startSite({ STAFF_NAME: 'Sam Rivera' });
const browser = await launchBrowser();
try {
  if (!asked.length || asked.includes('console')) await consoleJourney(browser, site.url);
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
}
