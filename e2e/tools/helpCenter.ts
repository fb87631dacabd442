import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, openLive, PHONE } from '@bookcraft/testing/browser';
import { ROOT } from '@bookcraft/testing/site';
import { agentConsole } from '../support/chat';

const shot = (page: Page, name: string, fullPage = false) =>
  page.screenshot({ path: path.join(ROOT, 'docs/screenshots', `${name}.png`), fullPage }).then(() => console.log(`docs/screenshots/${name}.png`));

/**
 * The help center (docs/help-center.md): /help, a visitor's first answer in the chat on a phone, the
 * articles in the console, and the report of the chat's first answers with a knowledge gap.
 */
export async function helpCenter(browser: Browser, siteUrl: string): Promise<void> {
  const reader = await browser.newPage({ viewport: DESKTOP });
  await openLive(reader, `${siteUrl}/help`);
  await reader.getByRole('heading', { name: 'Help center', level: 1 }).waitFor();
  await shot(reader, 'help-1280');
  await reader.close();

  const visitor = await (await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true })).newPage();
  await openLive(visitor, `${siteUrl}/about-us`);
  await visitor.getByRole('button', { name: /chat with us/i }).tap();
  for (const question of ['What will the weather be like in Paris tomorrow?', 'how long does editing take?']) {
    await visitor.getByRole('textbox', { name: 'Message' }).pressSequentially(question, { delay: 10 });
    await visitor.getByRole('button', { name: 'Send', exact: true }).tap();
    await visitor.getByRole('log').getByText('Sending…').waitFor({ state: 'detached' });
  }
  await visitor.getByRole('log').getByRole('listitem', { name: 'Suggested answers from the help center' }).waitFor();
  await shot(visitor, 'widget-first-answer-375');
  await visitor.context().close();

  const admin = await agentConsole(browser, siteUrl);
  await admin.getByRole('tab', { name: 'Content' }).click();
  await admin.getByRole('group', { name: 'Content section' }).getByRole('button', { name: 'Help center' }).click();
  await admin.getByRole('table', { name: 'Prices and payment' }).waitFor();
  await shot(admin, 'console-help-center-1280');
  await admin.getByRole('tab', { name: 'Reports' }).click();
  await admin.getByRole('button', { name: /^Write an article for "What will the weather/ }).scrollIntoViewIfNeeded();
  await shot(admin, 'console-first-answers-1280');
  await admin.context().close();
}
