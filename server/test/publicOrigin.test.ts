import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { fakeBuild } from './fakeBuild';
import { removeDir, startServer, type RunningServer } from './helpers';
import { openSocket, register } from './visitorHelpers';

// Every absolute URL the site writes (canonical, og:url, sitemap, robots.txt, the page's CSP) comes
// from PUBLIC_URL, never from a host a client names; without PUBLIC_URL, from the request's own Host.

const forged = { 'x-forwarded-host': 'forwarded.evil.test', host: 'host.evil.test' };

async function everyAbsoluteUrl(url: string, headers: Record<string, string>): Promise<string> {
  const page = await fetch(`${url}/about-us`, { headers });
  const sitemap = await fetch(`${url}/sitemap.xml`, { headers });
  const robots = await fetch(`${url}/robots.txt`, { headers });
  assert.deepEqual([page.status, sitemap.status, robots.status], [200, 200, 200]);
  return [await page.text(), page.headers.get('content-security-policy'), await sitemap.text(), await robots.text()].join('\n');
}

describe('absolute URLs with PUBLIC_URL set', () => {
  let build: ReturnType<typeof fakeBuild>;
  let running: RunningServer;
  before(async () => {
    build = fakeBuild();
    running = await startServer({ SHELL_DIR: build.shellDir, REMOTES_DIR: build.remotesDir, PUBLIC_URL: 'https://books.example' });
  });
  after(async () => {
    await running.stop();
    removeDir(running.dataDir);
    removeDir(build.root);
  });

  it('names the configured origin in the canonical URL, og:url, the sitemap, robots.txt and the CSP, whatever host a client sends', async () => {
    const text = await everyAbsoluteUrl(running.url, forged);
    assert.ok(!text.includes('evil.test'), 'no client-supplied host');
    assert.match(text, /<link rel="canonical" href="https:\/\/books\.example\/about-us"/);
    assert.match(text, /<meta property="og:url" content="https:\/\/books\.example\/about-us"/);
    assert.match(text, /<loc>https:\/\/books\.example\/about-us<\/loc>/);
    assert.match(text, /Sitemap: https:\/\/books\.example\/sitemap\.xml/);
    assert.match(text, /connect-src [^;]*wss:\/\/books\.example/);
  });

  it("refuses a socket whose Origin is only vouched for by a client's X-Forwarded-Host", async () => {
    const { token } = await register(running.url);
    await assert.rejects(openSocket(running.url, { token, origin: 'http://forwarded.evil.test', headers: { 'x-forwarded-host': 'forwarded.evil.test' } }));
    await assert.rejects(openSocket(running.url, { token, origin: 'http://host.evil.test', headers: { host: 'host.evil.test' } }));
    const socketFromSite = await openSocket(running.url, { token, origin: 'https://books.example' });
    socketFromSite.close();
  });
});

describe('absolute URLs without PUBLIC_URL (development)', () => {
  let build: ReturnType<typeof fakeBuild>;
  let running: RunningServer;
  before(async () => {
    build = fakeBuild();
    running = await startServer({ SHELL_DIR: build.shellDir, REMOTES_DIR: build.remotesDir });
  });
  after(async () => {
    await running.stop();
    removeDir(running.dataDir);
    removeDir(build.root);
  });

  it('uses the Host the browser connected to, never X-Forwarded-Host', async () => {
    const text = await everyAbsoluteUrl(running.url, { 'x-forwarded-host': 'forwarded.evil.test' });
    assert.ok(!text.includes('evil.test'), 'no forwarded host');
    const host = new URL(running.url).host;
    assert.ok(text.includes(`<link rel="canonical" href="http://${host}/about-us"`), 'the canonical URL names the host the page was asked of');
    const { token } = await register(running.url);
    await assert.rejects(openSocket(running.url, { token, origin: 'http://forwarded.evil.test', headers: { 'x-forwarded-host': 'forwarded.evil.test' } }));
    (await openSocket(running.url, { token, origin: `http://${host}` })).close();
  });
});
