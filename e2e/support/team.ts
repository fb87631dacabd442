import assert from 'node:assert/strict';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DESKTOP, openLive } from '@bookcraft/testing/browser';
import type { ReceivedMail } from '@bookcraft/testing/mailbox';
import { eventuallyFound } from './eventually';

export const MEMBER_PASSWORD = 'a long member password';

/** The admin invites a member (an agent unless said) from the Team tab. */
export async function invite(admin: Page, email: string, role: 'agent' | 'editor' = 'agent') {
  await admin.getByRole('tab', { name: 'Team' }).click();
  const form = admin.getByRole('form', { name: 'Invite a member' });
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Role').selectOption(role);
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await admin.getByText(`Invitation sent to ${email}.`).waitFor();
}

/** Opens the link of the invitation mailed to `email` in a browser context of the invitee's own, and joins as `name`. */
export async function join(browser: Browser, received: ReceivedMail[], email: string, name: string, context?: BrowserContext, firstTab: RegExp = /Inbox/): Promise<Page> {
  const mail = await eventuallyFound(() => received.find((item) => item.to.includes(email)), `the invitation to ${email}`);
  const link = /(http\S+\/agent#invitation=[\w-]+)/.exec(mail.text)?.[1];
  assert.ok(link, mail.text);
  const page = await (context ?? (await browser.newContext({ viewport: DESKTOP }))).newPage();
  await openLive(page, link);
  await page.getByRole('heading', { name: 'Join the Book Craft team' }).waitFor();
  await page.getByLabel('Your name').fill(name);
  await page.getByLabel('Password').fill(MEMBER_PASSWORD);
  await page.getByRole('button', { name: 'Join the team' }).click();
  await page.getByRole('tab', { name: firstTab }).waitFor();
  return page;
}

export const setAvailability = (page: Page, choice: 'Available' | 'Away') => page.getByRole('radiogroup', { name: 'Your availability' }).getByRole('radio', { name: choice }).check();

export const showMine = (page: Page) => page.getByRole('group', { name: 'Show conversations' }).getByRole('radio', { name: 'Mine' }).check();

/** Writes in the widget and waits until the message is stored. */
export async function write(visitor: Page, text: string) {
  await visitor.getByRole('textbox', { name: 'Message' }).fill(text);
  await visitor.getByRole('button', { name: 'Send', exact: true }).click();
  await visitor.getByRole('log').getByText('Sending…').waitFor({ state: 'detached' });
}
