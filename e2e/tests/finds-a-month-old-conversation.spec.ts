import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { useSiteAndBrowser } from '@bookcraft/testing/site';
import { agentConsole, visitorWithChat } from '../support/chat';
import { write } from '../support/team';

// Issue 29, search: a member finds last month's conversation by a word the visitor wrote in it, from
// the one search box, and it opens closed, at that message. The server's clock (CLOCK_START) is set
// a month back, so everything the visitor writes is stored a month before the browser's today.

const DAY = 24 * 60 * 60_000;
const A_MONTH_AGO = new Date(Date.now() - 31 * DAY);

describe('finding a month-old conversation', () => {
  const running = useSiteAndBrowser({ CLOCK_START: A_MONTH_AGO.toISOString(), STAFF_NAME: 'Anna' });

  it('finds it by a word of a message and opens it, closed, at that message', async () => {
    const visitor = await visitorWithChat(running.browser, `${running.site.url}/services/publishing`);
    await write(visitor, 'Hello!');
    await write(visitor, 'My memoir is about the lighthouse my grandfather kept.');
    await write(visitor, 'Can you ghostwrite it by spring?');

    const member = await agentConsole(running.browser, running.site.url);
    await member.getByRole('region', { name: 'Conversations' }).getByRole('button', { name: /ghostwrite it by spring/ }).click();
    await member.getByRole('button', { name: 'Close conversation' }).click();
    await member.getByText('This conversation is closed.').waitFor();
    await member.getByRole('tab', { name: 'Visitors' }).click();

    const search = member.getByRole('search', { name: 'Conversations, visitors and leads' });
    await search.getByRole('searchbox', { name: 'Search' }).fill('lighthouse');
    await search.getByRole('searchbox', { name: 'Search' }).press('Enter');
    await member.getByRole('status').getByText('1 result for lighthouse').waitFor();
    const result = member.getByRole('button', { name: /^Message .*the lighthouse my grandfather kept/ });
    assert.equal(await result.locator('mark').textContent(), 'lighthouse');
    const writtenAt = Date.parse((await result.locator('time').getAttribute('datetime'))!);
    assert.ok(Date.now() - writtenAt > 30 * DAY, 'the message was written a month ago');

    await result.click();
    await member.getByRole('tab', { name: /Inbox/, selected: true }).waitFor();
    const message = member.getByRole('log', { name: /^Messages with/ }).getByRole('listitem').filter({ hasText: 'the lighthouse my grandfather kept' });
    await message.waitFor();
    await member.waitForFunction(() => document.activeElement?.textContent?.includes('the lighthouse my grandfather kept'));
    await member.getByText('This conversation is closed.').waitFor();
    await member.context().close();
    await visitor.context().close();
  });
});
