import type { Browser, Page } from 'playwright-core';
import { DESKTOP, openLive } from '@bookcraft/testing/browser';
import { STAFF_EMAIL, STAFF_PASSWORD } from '@bookcraft/testing/site';

/** A staff member signed in to the agent console, in a browser context of their own. */
export async function agentConsole(browser: Browser, siteUrl: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: DESKTOP })).newPage();
  await openLive(page, `${siteUrl}/agent`);
  await page.getByLabel('E-mail').fill(STAFF_EMAIL);
  await page.getByLabel('Password').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('tab', { name: /Inbox/ }).waitFor();
  return page;
}

/** A visitor with the chat open, in a browser context of their own. */
export async function visitorWithChat(browser: Browser, url: string, viewport = DESKTOP): Promise<Page> {
  const page = await (await browser.newContext({ viewport })).newPage();
  await openLive(page, url);
  await page.getByRole('button', { name: /chat with us/i }).click();
  await page.getByRole('textbox', { name: 'Message' }).waitFor();
  return page;
}
