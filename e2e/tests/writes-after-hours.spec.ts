import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { agentConsole, visitorWithChat } from '../support/chat';
import { useSiteAndBrowser } from '@bookcraft/testing/site';
import { PHONE } from '@bookcraft/testing/browser';
import type { Locator } from 'playwright-core';

// Outside working hours (the stored ones: Monday to Friday, 9 to 5 in New York), on a Saturday set by
// CLOCK_START: the widget says when the team is back, keeps what the visitor writes, and an agent who
// signs in anyway finds it and answers.
const SATURDAY_NOON_IN_NEW_YORK = '2026-11-28T17:00:00Z';
const BACK = "We're back Monday at 9:00 (New York time)";
const NOBODY_ONLINE = 'No one is online right now. We usually reply within a few hours. Leave your e-mail and we will answer there if you have gone.';

/** Whether the element shows whole inside the part of the page that scrolls it (the chat's thread). */
const shownInItsScroller = (element: Locator) =>
  element.evaluate((node) => {
    let scroller = node.parentElement;
    while (scroller && !/auto|scroll/.test(getComputedStyle(scroller).overflowY)) scroller = scroller.parentElement;
    const shown = (scroller ?? document.documentElement).getBoundingClientRect();
    const own = node.getBoundingClientRect();
    return own.top >= shown.top && own.bottom <= shown.bottom;
  });

describe('writing after hours', () => {
  const running = useSiteAndBrowser({ CLOCK_START: SATURDAY_NOON_IN_NEW_YORK, STAFF_NAME: 'Nora' }, { teamHours: 'stored' });

  it('says when the team is back, keeps the message, and an agent who signs in after hours sees and answers it', async () => {
    const visitor = await visitorWithChat(running.browser, `${running.site.url}/services/publishing`);
    await visitor.getByText(BACK).waitFor();
    await visitor.getByText(NOBODY_ONLINE).waitFor();
    await visitor.getByRole('textbox', { name: 'Message' }).fill('Can you publish a cookbook by spring?');
    await visitor.getByRole('button', { name: 'Send', exact: true }).click();
    await visitor.getByRole('log').getByText('Sending…').waitFor({ state: 'detached' });

    // A console open on a Saturday does not put the team online: the visitor is still told when it is back.
    const agent = await agentConsole(running.browser, running.site.url);
    await agent.getByRole('button', { name: /1 unread.*Can you publish a cookbook by spring\?/ }).click();
    await agent.getByLabel(/^Reply to/).fill('We can! Send us the manuscript on Monday.');
    await agent.getByRole('button', { name: 'Send', exact: true }).click();

    await visitor.getByRole('log').getByText('We can! Send us the manuscript on Monday.').waitFor();
    assert.equal(await visitor.getByText(BACK).count(), 1);
    await agent.context().close();
    await visitor.context().close();
  });

  it("keeps the visitor's message in view on a phone, the notices and the e-mail form below it", async () => {
    const visitor = await visitorWithChat(running.browser, `${running.site.url}/services/publishing`, PHONE);
    await visitor.getByText(NOBODY_ONLINE).waitFor();
    for (const text of ['Hello?', 'I have a memoir of 60,000 words and would like it edited and published before summer.']) {
      await visitor.getByRole('textbox', { name: 'Message' }).pressSequentially(text, { delay: 5 });
      await visitor.getByRole('button', { name: 'Send', exact: true }).click();
      await visitor.getByRole('log').getByText('Sending…').waitFor({ state: 'detached' });
    }
    const sent = visitor.getByRole('log').getByRole('listitem').filter({ hasText: 'I have a memoir' });
    assert.equal(await shownInItsScroller(sent), true, 'the message just sent shows in the thread');
    assert.equal(await visitor.getByText(BACK).isVisible(), true);
    await visitor.context().close();
  });
});
