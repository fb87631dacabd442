import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { startMailbox } from '@bookcraft/testing/mailbox';
import { agentConsole, visitorWithChat } from '../support/chat';
import { eventually } from '../support/eventually';
import { STAFF_EMAIL, useSiteAndBrowser } from '@bookcraft/testing/site';

// No agent is signed in when the visitor writes. The site sends mail to a real SMTP server in this
// process; PUBLIC_URL is not set, so the link in an answer's mail is built from the agent's own origin.
const mailbox = await startMailbox();
after(() => mailbox.stop());

const AGENT_NAME = 'Nora';
const SALES = 'sales@bookcraft.test';
const NOBODY_ONLINE = 'No one is online right now. We usually reply within a few hours. Leave your e-mail and we will answer there if you have gone.';
const EMAIL_KNOWN = 'No one is online right now. We usually reply within a few hours, here or by e-mail if you have gone.';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('writing when nobody is online', () => {
  const running = useSiteAndBrowser(() => ({
    SMTP_URL: mailbox.url,
    SALES_EMAIL: SALES,
    STAFF_NAME: AGENT_NAME,
    OUTBOX_POLL_MS: '200',
    CHAT_REPLY_MAIL_DELAY_MS: '500',
  }));

  const send = async (page: Page, text: string) => {
    await page.getByRole('textbox', { name: 'Message' }).fill(text);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByRole('log').getByText(text).waitFor();
    await page.getByRole('log').getByText('Sending…').waitFor({ state: 'detached' });
  };

  const leaveEmail = async (page: Page, email: string) => {
    await page.getByRole('textbox', { name: 'Your e-mail' }).fill(email);
    await page.getByRole('button', { name: 'Save e-mail' }).click();
    await page.getByText(`Thank you. If you have gone by the time we reply, we will answer at ${email}.`).waitFor();
  };

  /** The agent finds the conversation in the inbox, unread, and answers it. */
  const answer = async (agent: Page, question: string, reply: string) => {
    await agent.getByRole('button', { name: new RegExp(`1 unread.*${escape(question)}`) }).click();
    await agent.getByLabel(/^Reply to/).fill(reply);
    await agent.getByRole('button', { name: 'Send', exact: true }).click();
    await agent.getByRole('log', { name: /^Messages with/ }).getByText(reply).waitFor();
  };

  it('keeps the conversation, asks once for an e-mail, and shows the answer live once an agent signs in', async () => {
    const visitor = await visitorWithChat(running.browser, `${running.site.url}/services/publishing`);
    await visitor.getByText(NOBODY_ONLINE).waitFor();
    await send(visitor, 'Do you publish poetry collections?');
    await leaveEmail(visitor, 'reader@example.com');

    await visitor.reload();
    await visitor.getByRole('button', { name: /chat with us/i }).click();
    await visitor.getByText(EMAIL_KNOWN).waitFor();
    assert.equal(await visitor.getByRole('textbox', { name: 'Your e-mail' }).count(), 0);

    const agent = await agentConsole(running.browser, running.site.url);
    await visitor.getByText(EMAIL_KNOWN).waitFor({ state: 'detached' });
    await answer(agent, 'Do you publish poetry collections?', 'We do! Send us a few poems to start.');
    await visitor.getByRole('log').getByText('We do! Send us a few poems to start.').waitFor();
    await visitor.getByRole('log').getByText(`${AGENT_NAME} joined the conversation`).waitFor();

    const toSales = await waitForMail((mail) => mail.to.includes(SALES) && mail.text.includes('Do you publish poetry collections?'), 'the mail to sales');
    assert.match(toSales.subject, /^Chat message while no one was online/);
    await agent.context().close();
    await visitor.context().close();
  });

  it('gets the answer by e-mail, at the address given, after leaving the page', async () => {
    const visitor = await visitorWithChat(running.browser, `${running.site.url}/services/proofreading`);
    await visitor.getByText(NOBODY_ONLINE).waitFor();
    await send(visitor, 'How long does editing a novel take?');
    await leaveEmail(visitor, 'gone@example.com');
    await visitor.context().close();

    const agent = await agentConsole(running.browser, running.site.url);
    await answer(agent, 'How long does editing a novel take?', 'About six weeks for 90,000 words.');

    // The address is also asked to confirm itself (docs/chat.md): that mail is not the answer.
    const mail = await waitForMail((received) => received.to.includes('gone@example.com') && received.subject.includes('answered you'), 'the answer by e-mail');
    assert.deepEqual(mail.to, ['gone@example.com']);
    assert.equal(mail.subject, `${AGENT_NAME} answered you in the Book Craft chat`);
    assert.match(mail.text, new RegExp(`${AGENT_NAME} wrote:\\n> About six weeks for 90,000 words\\.`));
    assert.ok(mail.text.includes(`${running.site.url}/services/proofreading`), mail.text);
    assert.ok(!mail.raw.toLowerCase().includes(STAFF_EMAIL), 'the staff e-mail is not in the mail');
    await agent.context().close();
  });

  function waitForMail(match: (mail: (typeof mailbox.received)[number]) => boolean, what: string) {
    return eventually(async () => mailbox.received.some(match), what).then(() => mailbox.received.find(match)!);
  }
});
