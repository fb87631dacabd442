import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { collectPageErrors, DESKTOP, openLive } from '@bookcraft/testing/browser';
import { useSiteAndBrowser } from '@bookcraft/testing/site';

interface ShareEntry {
  from: string;
  loaded?: boolean;
}
type ShareScopes = Record<string, Record<string, Record<string, Record<string, ShareEntry>>>>;

describe('one React, one router, one shared package across the shell and the remotes', () => {
  const running = useSiteAndBrowser();

  it("runs a remote's router hook inside the shell's router", async () => {
    const page = await running.browser.newPage({ viewport: DESKTOP });
    const errors = collectPageErrors(page);
    await openLive(page, `${running.site.url}/contact/ghostwriting/premium`);
    await page.getByText('You are asking about Ghostwriting, premium package.').waitFor();
    assert.deepEqual(errors, []);
    await page.close();
  });

  it('loads each singleton exactly once, provided by one container', async () => {
    const page = await running.browser.newPage({ viewport: DESKTOP });
    await openLive(page, `${running.site.url}/contact`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('button', { name: /chat/i }).waitFor();
    const shares = await page.evaluate(() => (globalThis as unknown as { __FEDERATION__: { __SHARE__: ShareScopes } }).__FEDERATION__.__SHARE__);
    for (const pkg of ['react', 'react-dom', '@bookcraft/shared/router', '@emotion/react', '@bookcraft/shared']) {
      const providers = new Set<string>();
      for (const scopes of Object.values(shares)) {
        for (const [version, entry] of Object.entries(scopes.default?.[pkg] ?? {})) {
          if (entry.loaded) providers.add(`${entry.from}@${version}`);
        }
      }
      assert.equal(providers.size, 1, `${pkg} is loaded from ${[...providers].join(', ')}`);
    }
    // The router is the site's own, shared as @bookcraft/shared/router: React Router is in no share scope.
    const sharedNames = Object.values(shares).flatMap((scopes) => Object.keys(scopes.default ?? {}));
    assert.deepEqual(sharedNames.filter((name) => /^react-router/.test(name)), []);
    await page.close();
  });
});
