import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { DESKTOP, openLive } from '@bookcraft/testing/browser';
import { startMailbox } from '@bookcraft/testing/mailbox';
import { useSiteAndBrowser } from '@bookcraft/testing/site';
import { agentConsole, visitorWithChat } from '../support/chat';
import { eventuallyFound } from '../support/eventually';
import { invite, join, setAvailability, showMine, write } from '../support/team';

// The team's day: an admin invites two agents by e-mail (a real SMTP server in this
// process); each sets a name and password from the link; conversations are routed to whoever is
// available; an agent who is away is skipped; a transfer carries a note the visitor never receives;
// deactivating an agent signs their console out and routes their conversations again.

const mailbox = await startMailbox();
after(() => mailbox.stop());

const NOTE = 'Wants a thriller cover by Friday; budget agreed';

/** The console's tab in the background, and each desktop notification it raises recorded in `shownNotifications`. */
const HIDDEN_TAB_RECORDING_NOTIFICATIONS = `
  Object.defineProperty(Document.prototype, 'visibilityState', { get: () => 'hidden' });
  window.shownNotifications = [];
  const RealNotification = window.Notification;
  window.Notification = class extends RealNotification {
    constructor(title, options) {
      super(title, options);
      window.shownNotifications.push({ title, body: options && options.body });
    }
  };
`;

/** On a 1366 x 900 screen an admin's tabs sit on one row, and the console's own background reaches the window's top and bottom. */
async function looksWholeAt1366(admin: Page) {
  await admin.setViewportSize({ width: 1366, height: 900 });
  const tabRows = await admin.getByRole('tab').evaluateAll((tabs) => new Set(tabs.map((tab) => Math.round(tab.getBoundingClientRect().top))).size);
  assert.equal(tabRows, 1, 'the tabs wrap onto another row');
  const edges = await admin.evaluate(() =>
    [1, innerHeight - 1].map((y) => {
      let element = document.elementFromPoint(1, y);
      while (element && getComputedStyle(element).backgroundColor === 'rgba(0, 0, 0, 0)') element = element.parentElement;
      return element ? getComputedStyle(element).backgroundColor : 'the page';
    }),
  );
  // The header's navy at the top, the console's warm surface (#f8f5f0) at the bottom: no white band at either end.
  assert.deepEqual(edges, ['rgb(18, 38, 58)', 'rgb(248, 245, 240)']);
  await admin.setViewportSize(DESKTOP);
}

describe("a sales team's day in the console", () => {
  const running = useSiteAndBrowser(() => ({ SMTP_URL: mailbox.url, OUTBOX_POLL_MS: '200', STAFF_NAME: 'Anna' }));

  /** Every websocket frame the visitor's page receives: what the visitor could ever see. */
  function framesOf(visitor: Page): string[] {
    const frames: string[] = [];
    visitor.on('websocket', (socket) => socket.on('framereceived', ({ payload }) => frames.push(String(payload))));
    return frames;
  }

  it('invites, routes, skips the one away, transfers with a private note, and routes again after a deactivation', async () => {
    const { browser, site } = running;
    const admin = await agentConsole(browser, site.url);
    await looksWholeAt1366(admin);
    // The admin answers chats too, unless away: today they run the team.
    await setAvailability(admin, 'Away');
    await invite(admin, 'maria@bookcraft.test');
    await invite(admin, 'omar@bookcraft.test');
    const maria = await join(browser, mailbox.received, 'maria@bookcraft.test', 'Maria');
    const omar = await join(browser, mailbox.received, 'omar@bookcraft.test', 'Omar');
    assert.equal(new URL(maria.url()).hash, '', 'the link secret leaves the address bar');
    const invitation = mailbox.received.find((mail) => mail.to.includes('maria@bookcraft.test'))!;
    assert.equal(invitation.subject, 'Anna invited you to the Book Craft console');

    const first = await visitorWithChat(browser, `${site.url}/services/editing`);
    await write(first, 'Can you edit a 90,000-word fantasy novel?');
    const second = await visitorWithChat(browser, `${site.url}/services/book-cover-design`);
    await write(second, 'How much is a cover for a memoir?');
    const nameSeenBy = async (visitor: Page) =>
      eventuallyFound(async () => {
        for (const name of ['Maria', 'Omar']) if ((await visitor.getByRole('log').getByText(`${name} joined the conversation`).count()) > 0) return name;
        return undefined;
      }, 'the member who joined');
    const firstTo = await nameSeenBy(first);
    const secondTo = await nameSeenBy(second);
    assert.deepEqual([firstTo, secondTo].sort(), ['Maria', 'Omar'], 'one conversation each');
    for (const [agent, question] of [
      [firstTo === 'Maria' ? maria : omar, 'Can you edit a 90,000-word fantasy novel?'],
      [secondTo === 'Maria' ? maria : omar, 'How much is a cover for a memoir?'],
    ] as const) {
      await showMine(agent);
      await agent.getByRole('button', { name: new RegExp(question.replace(/[?,]/g, '.')) }).waitFor();
    }

    await setAvailability(maria, 'Away');
    // The frames are read from the page's first socket on.
    const third = await (await browser.newContext({ viewport: DESKTOP })).newPage();
    const thirdFrames = framesOf(third);
    await openLive(third, `${site.url}/services/publishing`);
    await third.getByRole('button', { name: /chat with us/i }).click();
    await write(third, 'I need a thriller cover and a publisher');
    await third.getByRole('log').getByText('Omar joined the conversation').waitFor();
    // Someone is here: the visitor is no longer offered a person.
    await third.getByRole('button', { name: 'Talk to a person' }).waitFor({ state: 'detached' });

    // Maria is back; Omar hands the conversation over with a line of context.
    await setAvailability(maria, 'Available');
    await showMine(omar);
    await omar.getByRole('button', { name: /I need a thriller cover and a publisher/ }).click();
    const transfer = omar.getByRole('form', { name: 'Transfer the conversation' });
    await transfer.getByLabel('Transfer to').selectOption({ label: 'Maria' });
    await transfer.getByLabel('Note for the next member (visitors never see it)').fill(NOTE);
    await transfer.getByRole('button', { name: 'Transfer' }).click();
    await omar.getByText('Transferred to Maria.').waitFor();
    await third.getByRole('log').getByText('Maria joined the conversation').waitFor();
    await showMine(maria);
    await maria.getByRole('button', { name: /I need a thriller cover and a publisher/ }).click();
    await maria.getByText(`Transferred by Omar: ${NOTE}`).waitFor();
    assert.equal(thirdFrames.length > 0, true, "the visitor's frames were read");
    assert.equal(thirdFrames.some((frame) => frame.includes('thriller cover by Friday')), false, 'the note never reaches the visitor');
    for (const visitor of [first, second, third]) assert.equal(await visitor.getByText(/(maria|omar|agent)@bookcraft\.test/).count(), 0, "no member's e-mail on a visitor page");

    // Maria leaves the team: her console is signed out, and her conversations go to Omar.
    await admin.getByRole('tab', { name: 'Team' }).click();
    await admin.getByRole('button', { name: 'Refresh' }).click();
    await admin.getByRole('button', { name: 'Deactivate Maria' }).click();
    await admin.getByText('Maria was deactivated.').waitFor();
    await maria.getByRole('button', { name: 'Sign in' }).waitFor({ timeout: 5_000 });
    await third.getByRole('log').getByText('Omar joined the conversation').nth(1).waitFor();
    const mariaHad = firstTo === 'Maria' ? first : second;
    await mariaHad.getByRole('log').getByText('Omar joined the conversation').waitFor();

    for (const page of [admin, maria, omar, first, second, third]) await page.context().close();
  });

  it('raises a desktop notification naming the visitor in a hidden console tab with permission granted', async () => {
    const { browser, site } = running;
    const admin = await agentConsole(browser, site.url);
    await setAvailability(admin, 'Away');
    await invite(admin, 'nina@bookcraft.test');
    // Nina's tab is in the background from the start, and the browser allows notifications.
    const context = await browser.newContext({ viewport: DESKTOP });
    await context.grantPermissions(['notifications'], { origin: site.url });
    // A string, not a function: what tsx compiles a function into may name helpers the page does not have.
    await context.addInitScript({ content: HIDDEN_TAB_RECORDING_NOTIFICATIONS });
    const nina = await join(browser, mailbox.received, 'nina@bookcraft.test', 'Nina', context);
    await nina.getByText('Desktop notifications on').waitFor();
    // The others from the first test are gone: Nina is the one available.
    const visitor = await visitorWithChat(browser, `${site.url}/services/ghostwriting`);
    await write(visitor, 'Could you ghostwrite my grandmother\'s memoir?');
    await visitor.getByRole('log').getByText('Nina joined the conversation').waitFor();
    const shown = await eventuallyFound(async () => {
      const list = await nina.evaluate(() => (window as unknown as { shownNotifications: { title: string; body?: string }[] }).shownNotifications);
      return list.find((notification) => notification.title === 'New conversation');
    }, 'the desktop notification');
    assert.match(shown.body ?? '', /^Visitor \w+ is waiting for you\.$/);
    for (const page of [admin, nina, visitor]) await page.context().close();
  });
});
