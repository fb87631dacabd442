import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, openLive } from '@bookcraft/testing/browser';
import { startMailbox } from '@bookcraft/testing/mailbox';
import { useSiteAndBrowser } from '@bookcraft/testing/site';
import { agentConsole, visitorWithChat } from '../support/chat';
import { eventuallyFound } from '../support/eventually';

// Issue 28, the team's day: an admin invites two agents by e-mail (a real SMTP server in this
// process); each sets a name and password from the link; conversations are routed to whoever is
// available; an agent who is away is skipped; a transfer carries a note the visitor never receives;
// deactivating an agent signs their console out and routes their conversations again.

const mailbox = await startMailbox();
after(() => mailbox.stop());

const MEMBER_PASSWORD = 'a long member password';
const NOTE = 'Wants a thriller cover by Friday; budget agreed';

describe("a sales team's day in the console", () => {
  const running = useSiteAndBrowser(() => ({ SMTP_URL: mailbox.url, OUTBOX_POLL_MS: '200', STAFF_NAME: 'Anna' }));

  async function invite(admin: Page, email: string) {
    await admin.getByRole('tab', { name: 'Team' }).click();
    const form = admin.getByRole('form', { name: 'Invite a member' });
    await form.getByLabel('E-mail').fill(email);
    await form.getByLabel('Role').selectOption('agent');
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await admin.getByText(`Invitation sent to ${email}.`).waitFor();
  }

  /** Opens the link in the invitation mail in a browser context of the invitee's own and joins as `name`. */
  async function join(browser: Browser, email: string, name: string): Promise<Page> {
    const mail = await eventuallyFound(() => mailbox.received.find((item) => item.to.includes(email)), `the invitation to ${email}`);
    assert.equal(mail.subject, 'Anna invited you to the Book Craft console');
    const link = /(http\S+\/agent#invitation=[\w-]+)/.exec(mail.text)?.[1];
    assert.ok(link, mail.text);
    const page = await (await browser.newContext({ viewport: DESKTOP })).newPage();
    await openLive(page, link);
    await page.getByRole('heading', { name: 'Join the Book Craft team' }).waitFor();
    await page.getByLabel('Your name').fill(name);
    await page.getByLabel('Password').fill(MEMBER_PASSWORD);
    await page.getByRole('button', { name: 'Join the team' }).click();
    await page.getByRole('tab', { name: /Inbox/ }).waitFor();
    assert.equal(new URL(page.url()).hash, '', 'the link secret leaves the address bar');
    return page;
  }

  const setAvailability = async (page: Page, choice: 'Available' | 'Away') => {
    await page.getByRole('radiogroup', { name: 'Your availability' }).getByRole('radio', { name: choice }).check();
  };

  /** Writes in the widget and waits until the message is stored. */
  async function write(visitor: Page, text: string) {
    await visitor.getByRole('textbox', { name: 'Message' }).fill(text);
    await visitor.getByRole('button', { name: 'Send', exact: true }).click();
    await visitor.getByRole('log').getByText('Sending…').waitFor({ state: 'detached' });
  }

  /** Every websocket frame the visitor's page receives: what the visitor could ever see. */
  function framesOf(visitor: Page): string[] {
    const frames: string[] = [];
    visitor.on('websocket', (socket) => socket.on('framereceived', ({ payload }) => frames.push(String(payload))));
    return frames;
  }

  const mine = (agent: Page) => agent.getByRole('group', { name: 'Show conversations' }).getByRole('radio', { name: 'Mine' }).check();

  it('invites, routes, skips the one away, transfers with a private note, and routes again after a deactivation', async () => {
    const { browser, site } = running;
    const admin = await agentConsole(browser, site.url);
    // The admin answers chats too, unless away: today they run the team.
    await setAvailability(admin, 'Away');
    await invite(admin, 'maria@bookcraft.test');
    await invite(admin, 'omar@bookcraft.test');
    const maria = await join(browser, 'maria@bookcraft.test', 'Maria');
    const omar = await join(browser, 'omar@bookcraft.test', 'Omar');

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
      await mine(agent);
      await agent.getByRole('button', { name: new RegExp(question.replace(/[?,]/g, '.')) }).waitFor();
    }

    await setAvailability(maria, 'Away');
    // The frames are read from the page's first socket on.
    const third = await (await browser.newContext({ viewport: DESKTOP })).newPage();
    const thirdFrames = framesOf(third);
    await openLive(third, `${site.url}/services/publishing`);
    await third.getByRole('button', { name: /chat with us/i }).click();
    await write(third, 'I need a thriller cover and a publisher');
    await third.getByRole('button', { name: 'Talk to a person' }).click();
    await third.getByRole('log').getByText('Omar joined the conversation').waitFor();

    // Maria is back; Omar hands the conversation over with a line of context.
    await setAvailability(maria, 'Available');
    await mine(omar);
    await omar.getByRole('button', { name: /I need a thriller cover and a publisher/ }).click();
    const transfer = omar.getByRole('form', { name: 'Transfer the conversation' });
    await transfer.getByLabel('Transfer to').selectOption({ label: 'Maria' });
    await transfer.getByLabel('Note for the next member (visitors never see it)').fill(NOTE);
    await transfer.getByRole('button', { name: 'Transfer' }).click();
    await omar.getByText('Transferred to Maria.').waitFor();
    await third.getByRole('log').getByText('Maria joined the conversation').waitFor();
    await mine(maria);
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
});
