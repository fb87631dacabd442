import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { startMailbox } from '@bookcraft/testing/mailbox';
import { openLive, PHONE } from '@bookcraft/testing/browser';
import { useSiteAndBrowser } from '@bookcraft/testing/site';
import { agentConsole, visitorWithChat } from '../support/chat';
import { eventuallyFound } from '../support/eventually';
import { submitLandingForm, typeNameAndEmail, visitorRow, visitorsTab } from '../support/journey';
import { write } from '../support/team';

// One person across devices, on proof: a visitor chats on a desktop and leaves an e-mail in the chat
// (nobody is online, so the widget asks for one); later, on a phone, the same person leaves a lead
// with that address typed in another case. A typed address is a claim: the admin sees the two as
// "possibly the same person", not one. Ada confirms the address from each mail the site sent her,
// and then the admin finds one person with both devices, both visits, the chat and the lead on the
// timeline; splits the phone off; and finds two people again.

const QUESTION = 'Could you ghostwrite my memoir of forty years at sea?';
const ADDRESS = 'ada.mariner@example.com';
const mailbox = await startMailbox();
after(() => mailbox.stop());

/** Ada opens each confirmation mail sent to her address, in a browser of her own, and presses its button. */
async function confirmEveryMail(browser: Browser, count: number) {
  const mails = await eventuallyFound(() => {
    const found = mailbox.received.filter((mail) => mail.to.some((to) => to.toLowerCase() === ADDRESS) && mail.subject === 'Please confirm your e-mail address for Book Craft');
    return found.length === count ? found : undefined;
  }, `${count} confirmation mails`);
  const reader = await (await browser.newContext()).newPage();
  for (const mail of mails) {
    const link = /(http\S+\/confirm-email\?token=[\w-]+)/.exec(mail.text)?.[1];
    assert.ok(link, mail.text);
    await reader.goto(link);
    await reader.getByText(`Confirm that ${ADDRESS} is your address`).waitFor();
    await reader.getByRole('button', { name: 'Confirm my address' }).click();
    await reader.getByRole('heading', { name: 'Thank you: your address is confirmed' }).waitFor();
  }
  await reader.context().close();
}

describe('one person across devices', () => {
  const running = useSiteAndBrowser(() => ({ LEAD_RATE_LIMIT: '1000', SMTP_URL: mailbox.url, OUTBOX_POLL_MS: '200' }));

  /** The person page of a visitor, opened from their row in the Visitors tab. */
  async function openPerson(staff: Page, rowName: string, heading: string) {
    const visitors = await visitorsTab(staff);
    await visitorRow(staff, rowName).getByRole('button', { name: /^Person page/ }).click();
    await staff.getByRole('heading', { level: 2, name: heading }).waitFor();
    return visitors;
  }

  it('keeps the desktop chat and the phone lead apart on a typed e-mail, joins them once Ada confirms it by mail, and splits them again by hand', async () => {
    const { browser, site } = running;
    const desktop = await visitorWithChat(browser, `${site.url}/services/editing`);
    await write(desktop, QUESTION);
    await desktop.getByRole('textbox', { name: 'Your e-mail' }).fill(ADDRESS);
    await desktop.getByRole('button', { name: 'Save e-mail' }).click();
    await desktop.getByText(`Thank you. If you have gone by the time we reply, we will answer at ${ADDRESS}.`).waitFor();

    const phone = await (await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true })).newPage();
    await openLive(phone, `${site.url}/LP-GN-GAD?utm_campaign=memoir-ads&utm_term=memoir+ghostwriter`);
    await typeNameAndEmail(phone, { firstName: 'Ada', lastName: 'Mariner', email: 'Ada.Mariner@Example.com' });
    await submitLandingForm(phone, 'A memoir of forty years at sea.');

    // Typed twice, proved never: the admin sees a suggestion, not one person.
    const staff = await agentConsole(browser, site.url);
    const page = await openPerson(staff, 'Ada Mariner', 'Ada Mariner');
    await page.getByRole('heading', { name: 'One device' }).waitFor();
    const suggestion = page.getByRole('row', { name: new RegExp(`^${ADDRESS.replace(/\./g, '\\.')}`) });
    await suggestion.getByText(`Also gave ${ADDRESS}`).waitFor();
    await page.getByRole('button', { name: 'Back to visitors' }).click();

    await confirmEveryMail(browser, 2);

    await openPerson(staff, 'Ada Mariner', 'Ada Mariner');
    await page.getByRole('heading', { name: '2 devices' }).waitFor();
    assert.equal(await page.getByRole('heading', { name: 'Possibly the same person' }).count(), 0);
    const timeline = page.getByRole('list', { name: 'Timeline of Ada Mariner' });
    const entries = await timeline.getByRole('listitem').allTextContents();
    const kinds = entries.map((entry) => /^(Visit|Conversation|Lead|E-mail)/.exec(entry)?.[1]);
    // The phone's lead and visit are the newest. The desktop's chat may open before the server hears of its page
    // (a tap on the painted launcher is held and replayed as the page goes live), so its two entries come in either order.
    const shown = kinds.filter((kind) => kind !== 'E-mail');
    assert.deepEqual([shown.slice(0, 2), [...shown.slice(2)].sort()], [['Lead', 'Visit'], ['Conversation', 'Visit']], `newest first: ${entries.join(' | ')}`);
    assert.match(entries[kinds.indexOf('Lead')]!, /General form.*A memoir of forty years at sea\./);
    assert.match(entries[kinds.indexOf('Visit')]!, /\/LP-GN-GAD.*Campaign memoir-ads · keyword memoir ghostwriter/);
    assert.match(entries[kinds.indexOf('Conversation')]!, /1 message/);
    assert.match(entries[kinds.lastIndexOf('Visit')]!, /\/services\/editing/);

    // The phone's row is the one linked most recently; it leaves the person after a confirmation.
    await page.getByRole('button', { name: /^Split from this person/ }).first().click();
    await page.getByRole('group', { name: /^Split .* from Ada Mariner$/ }).getByRole('button', { name: 'Split', exact: true }).click();
    await page.getByText(/split from Ada Mariner\.$/).waitFor();
    await page.getByRole('heading', { name: 'One device' }).waitFor();

    await page.getByRole('button', { name: 'Back to visitors' }).click();
    const names = ['Ada Mariner', ADDRESS];
    const devicesCounted: string[] = [];
    for (const name of names) {
      const person = await openPerson(staff, name, name);
      await person.getByRole('heading', { name: 'One device' }).waitFor();
      devicesCounted.push(name);
      await person.getByRole('button', { name: 'Back to visitors' }).click();
    }
    assert.deepEqual(devicesCounted, names, 'two people again, one device each');
  });
});
