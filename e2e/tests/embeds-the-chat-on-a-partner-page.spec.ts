import { createServer, type Server } from 'node:http';
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DESKTOP, openLive } from '@bookcraft/testing/browser';
import { eventually } from '../support/eventually';
import { freePort, useSiteAndBrowser } from '@bookcraft/testing/site';
import { asStaff } from '../support/staffApi';

interface VisitorDetail {
  presence: string;
  current_page: string;
  visits: { path: string }[];
}

/** A partner's page on an origin of its own, embedding only the chat; it keeps its own `CustomerId` in its storage. */
async function partnerSite(port: number, siteUrl: string): Promise<Server> {
  const server = createServer((_request, response) => {
    const page = `<!doctype html><html lang="en"><head><title>Partner bookshop</title></head>
      <body><h1>Partner bookshop</h1><script>localStorage.setItem('CustomerId', 'the-partner-s-own');</script>
      <script src="${siteUrl}/remotes/chat/embed.js" async></script></body></html>`;
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}

const [allowedPort, strangerPort] = [await freePort(), await freePort()];
const allowedOrigin = `http://127.0.0.1:${allowedPort}`;
const stranger = `http://127.0.0.1:${strangerPort}`;

describe('the chat embedded on partner pages', () => {
  const running = useSiteAndBrowser({ PARTNER_ORIGINS: allowedOrigin });
  const servers: Server[] = [];

  before(async () => {
    servers.push(await partnerSite(allowedPort, running.site.url), await partnerSite(strangerPort, running.site.url));
  });
  after(() => Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve())))));

  it('records the visit and presence of a visitor on an allowed partner page, under storage keys of its own', async () => {
    const page = await (await running.browser.newContext({ viewport: DESKTOP })).newPage();
    await openLive(page, `${allowedOrigin}/`);
    await page.getByRole('button', { name: /chat with us/i }).click();
    await page.getByRole('textbox', { name: 'Message' }).waitFor();
    const customerId = (await page.evaluate(() => localStorage.getItem('bookcraft:CustomerId')))!;
    assert.match(customerId, /^[0-9a-f-]{36}$/);
    assert.equal(await page.evaluate(() => localStorage.getItem('CustomerId')), 'the-partner-s-own');

    const detail = () => asStaff<VisitorDetail>(running.site.url, `/api/staff/visitors/${customerId}`);
    await eventually(async () => (await detail()).visits.some((visit) => visit.path === `${allowedOrigin}/`), 'the partner page is recorded as a visit');
    assert.equal((await detail()).current_page, `${allowedOrigin}/`);
    await page.evaluate(() => window.dispatchEvent(new Event('blur')));
    await eventually(async () => (await detail()).presence === 'away', 'the visitor is away');
    await page.close({ runBeforeUnload: true });
    await eventually(async () => (await detail()).presence === 'offline', 'the visitor is offline once the page closes');
  });

  it('says at once that the chat is not available on a page whose origin the site does not allow', async () => {
    const page = await (await running.browser.newContext({ viewport: DESKTOP })).newPage();
    await openLive(page, `${stranger}/`);
    await page.getByRole('button', { name: /chat with us/i }).click();
    await page.getByText('The chat is not available on this site.').waitFor({ timeout: 5_000 });
    await page.context().close();
  });
});
