import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DESKTOP, openLive } from '@bookcraft/testing/browser';
import { agentConsole } from '../support/chat';
import { useSiteAndBrowser } from '@bookcraft/testing/site';

const CHAT_WITHIN_MS = 45_000;

describe('a visit that starts while the API is down', () => {
  const running = useSiteAndBrowser();

  it('gets the chat without a reload once the API answers again, saying meanwhile that it keeps trying', async () => {
    const agent = await agentConsole(running.browser, running.site.url);
    const context = await running.browser.newContext({ viewport: DESKTOP });
    let apiDown = true;
    // The API and the socket refuse connections, as a server that is restarting does; pages and remotes still load.
    await context.route(/\/api\//, (route) => (apiDown ? route.abort('connectionrefused') : route.continue()));
    await context.routeWebSocket(/\/socket\.io\//, (socket) => (apiDown ? socket.close() : socket.connectToServer()));
    const page = await context.newPage();
    let loads = 0;
    page.on('load', () => (loads += 1));

    await openLive(page, `${running.site.url}/book-publishing-services`);
    await page.getByRole('button', { name: /chat with us/i }).click();
    await page.getByText('We cannot reach the chat right now. We keep trying, and it will open here by itself.').waitFor();
    // The API comes back once the visitor has been told, however long the page took to get there.
    apiDown = false;

    await page.getByRole('textbox', { name: 'Message' }).waitFor({ timeout: CHAT_WITHIN_MS });
    await page.getByRole('textbox', { name: 'Message' }).fill('Hello after the outage');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await agent.getByRole('button', { name: /Hello after the outage/ }).waitFor();
    assert.equal(loads, 1, 'the page was never reloaded');
    await context.close();
    await agent.context().close();
  });
});
