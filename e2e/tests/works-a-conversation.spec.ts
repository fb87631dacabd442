import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { DESKTOP, openLive } from '@bookcraft/testing/browser';
import { startMailbox } from '@bookcraft/testing/mailbox';
import { useSiteAndBrowser } from '@bookcraft/testing/site';
import { agentConsole } from '../support/chat';
import { invite, join, setAvailability, write } from '../support/team';

// Working a conversation, each person in a browser context of their own: an agent writes
// a private note mentioning the admin (the admin's console shows the mention; the visitor's page
// never receives the note), inserts a saved reply with `/` by keyboard alone and sees the visitor's
// first name filled in, labels the conversation and finds it by the label filter and by a word of a
// month-old message in search. The server's clock (CLOCK_START) is set a month back, so everything
// the visitor writes is stored a month before the browser's today.

const mailbox = await startMailbox();
after(() => mailbox.stop());

const DAY = 24 * 60 * 60_000;
const A_MONTH_AGO = new Date(Date.now() - 31 * DAY);
const NOTE = '@Anna she wants the memoir by June, can you quote it?';

describe('working a conversation', () => {
  const running = useSiteAndBrowser(() => ({ SMTP_URL: mailbox.url, OUTBOX_POLL_MS: '200', STAFF_NAME: 'Anna', CLOCK_START: A_MONTH_AGO.toISOString() }));

  /** Every websocket frame the visitor's page receives: what the visitor could ever see. */
  function framesOf(visitor: Page): string[] {
    const frames: string[] = [];
    visitor.on('websocket', (socket) => socket.on('framereceived', ({ payload }) => frames.push(String(payload))));
    return frames;
  }

  it('notes with a mention, a saved reply by keyboard, and a label to filter by', async () => {
    const { browser, site } = running;
    const admin = await agentConsole(browser, site.url);
    await setAvailability(admin, 'Away');

    // The admin keeps the labels and the team's saved replies.
    await admin.getByRole('tab', { name: 'Labels' }).click();
    for (const name of ['Ghostwriting', 'Pricing question']) {
      await admin.getByLabel('New label').fill(name);
      await admin.getByRole('button', { name: 'Add label' }).click();
      await admin.getByText(`Added ${name}.`).waitFor();
    }
    await admin.getByRole('tab', { name: 'Saved replies' }).click();
    for (const [shortcut, content] of [
      ['welcome', 'Hi {visitor_first_name}, I am {agent_first_name}. How can I help?'],
      ['pricing', 'Our ghostwriting plans start at $4,999.'],
    ]) {
      await admin.getByLabel('Shortcut (typed after /)').fill(shortcut!);
      await admin.getByLabel('Reply', { exact: true }).fill(content!);
      await admin.getByLabel('Shared with the whole team').check();
      await admin.getByRole('button', { name: 'Add reply' }).click();
      await admin.getByText(`Added /${shortcut}.`).waitFor();
    }

    await invite(admin, 'maria@bookcraft.test');
    const maria = await join(browser, mailbox.received, 'maria@bookcraft.test', 'Maria');

    // The visitor gives their name in a form, then chats; every frame their page receives is kept.
    const visitor = await (await browser.newContext({ viewport: DESKTOP })).newPage();
    const visitorFrames = framesOf(visitor);
    await openLive(visitor, `${site.url}/book-publishing-services`);
    await visitor.getByRole('region', { name: 'Get Started Today' }).getByLabel('Full Name*').fill('Ada Lovelace');
    await visitor.keyboard.press('Tab');
    await visitor.getByRole('button', { name: /chat with us/i }).click();
    await write(visitor, 'Could you ghostwrite my memoir about the lighthouse my grandfather kept?');
    await visitor.getByRole('log').getByText('Maria joined the conversation').waitFor();

    // Maria writes a note mentioning the admin.
    const conversations = maria.getByRole('region', { name: 'Conversations' });
    await conversations.getByRole('button', { name: /Ada Lovelace/ }).click();
    await maria.getByRole('radio', { name: 'Note' }).check();
    await maria.getByRole('combobox', { name: /^Private note/ }).fill(NOTE);
    await maria.getByRole('button', { name: 'Add note' }).click();
    await maria.getByRole('log', { name: 'Messages with Ada Lovelace' }).getByRole('note', { name: /^Private note by Maria/ }).getByText(NOTE).waitFor();

    // The admin's console shows the mention, which opens the conversation at the note.
    await admin.getByRole('tab', { name: /Inbox/ }).click();
    const mentions = admin.getByRole('region', { name: /^Mentions/ });
    await mentions.getByRole('button', { name: /Maria on Ada Lovelace/ }).click();
    await admin.getByRole('log', { name: 'Messages with Ada Lovelace' }).getByRole('note', { name: /^Private note by Maria/ }).waitFor();

    // A saved reply, by keyboard alone: `/`, the arrows, Enter.
    await maria.getByRole('radio', { name: 'Reply' }).check();
    const replyBox = maria.getByRole('combobox', { name: 'Reply to Ada Lovelace' });
    await replyBox.focus();
    await maria.keyboard.type('/');
    await maria.getByRole('listbox', { name: 'Saved replies' }).waitFor();
    assert.equal(await replyBox.getAttribute('aria-expanded'), 'true');
    // The list is by shortcut: /pick-a-time (the team's from the start), /pricing, then /welcome.
    for (const key of ['ArrowDown', 'ArrowUp', 'ArrowDown', 'ArrowDown', 'Enter']) await maria.keyboard.press(key);
    assert.equal(await replyBox.inputValue(), 'Hi Ada, I am Maria. How can I help?');
    await maria.keyboard.press('Enter');
    await visitor.getByRole('log').getByText('Hi Ada, I am Maria. How can I help?').waitFor();

    // On a laptop's window the list opens where it is seen; a `/` dismissed with Escape and typed again
    // offers it again, and a shortcut that matches no reply is not sent to the visitor.
    await maria.setViewportSize({ width: 1366, height: 900 });
    await replyBox.focus();
    await maria.keyboard.type('/');
    await maria.keyboard.press('Escape');
    assert.equal(await replyBox.getAttribute('aria-expanded'), 'false');
    await maria.keyboard.press('Backspace');
    await maria.keyboard.type('/pri', { delay: 60 });
    const list = maria.getByRole('listbox', { name: 'Saved replies' });
    await list.getByRole('option', { name: /^\/pricing/ }).waitFor();
    const box = await list.boundingBox();
    assert.ok(box && box.y >= 0 && box.y + box.height <= 900, `the list is in the window: ${JSON.stringify(box)}`);
    await maria.keyboard.press('Escape');
    await replyBox.fill('/no-such-reply');
    await maria.keyboard.press('Enter');
    await maria.getByRole('alert').getByText('No saved reply has the shortcut /no-such-reply: nothing was sent.').waitFor();
    assert.equal(await replyBox.inputValue(), '/no-such-reply');
    await replyBox.fill('');

    // Maria labels the conversation and finds it by the label filter.
    await maria.getByRole('group', { name: 'Labels' }).getByRole('checkbox', { name: 'Ghostwriting' }).check();
    await conversations.getByRole('button', { name: /Ada Lovelace.*Labels: Ghostwriting/ }).waitFor();
    await conversations.getByLabel('Label', { exact: true }).selectOption({ label: 'Pricing question' });
    await conversations.getByText('No conversation has this label here.').waitFor();
    await conversations.getByLabel('Label', { exact: true }).selectOption({ label: 'Ghostwriting' });
    await conversations.getByRole('button', { name: /Ada Lovelace/ }).waitFor();

    // Maria finds the conversation again by a word of the visitor's month-old message, from the one search box.
    await maria.getByRole('tab', { name: 'Visitors' }).click();
    const search = maria.getByRole('search', { name: 'Conversations, visitors and leads' });
    await search.getByRole('searchbox', { name: 'Search' }).fill('lighthouse');
    await search.getByRole('searchbox', { name: 'Search' }).press('Enter');
    await maria.getByRole('status').getByText('1 result for lighthouse').waitFor();
    const found = maria.getByRole('button', { name: /^Message .*the lighthouse my grandfather kept/ });
    assert.equal(await found.locator('mark').textContent(), 'lighthouse');
    const writtenAt = Date.parse((await found.locator('time').getAttribute('datetime'))!);
    assert.ok(Date.now() - writtenAt > 30 * DAY, 'the message was written a month ago');
    await found.click();
    await maria.getByRole('tab', { name: /Inbox/, selected: true }).waitFor();
    await maria.getByRole('log', { name: 'Messages with Ada Lovelace' }).getByRole('listitem').filter({ hasText: 'the lighthouse my grandfather kept' }).waitFor();
    await maria.waitForFunction(() => document.activeElement?.textContent?.includes('the lighthouse my grandfather kept'));

    assert.ok(visitorFrames.length > 0, "the visitor's frames were read");
    assert.equal(visitorFrames.some((frame) => frame.includes('memoir by June')), false, 'the note never reaches the visitor');
    assert.equal(await visitor.getByText('memoir by June').count(), 0);
    for (const page of [admin, maria, visitor]) await page.context().close();
  });
});
