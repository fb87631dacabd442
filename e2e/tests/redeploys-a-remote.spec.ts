import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, renameSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpack, { type Configuration } from 'webpack';
import type { Browser } from 'playwright-core';
import { DESKTOP, launchBrowser, openLive } from '@bookcraft/testing/browser';
import { ROOT, startSite, type Site } from '@bookcraft/testing/site';

/** Builds the pages remote again with one content file changed: its next version, with new hashed chunks (and its Node bundle in `server/`). */
async function buildNextPagesRemote(outputPath: string): Promise<void> {
  const { default: factory } = (await import(path.join(ROOT, 'remote-pages/webpack.config.mjs'))) as { default: (env: unknown, argv: { mode: string }) => Configuration | Configuration[] };
  const configs = [factory({}, { mode: 'production' })].flat().map((config) => ({
    ...config,
    output: { ...config.output, path: config.name?.endsWith('-server') ? path.join(outputPath, 'server') : outputPath },
    plugins: [...(config.plugins ?? []), new webpack.NormalModuleReplacementPlugin(/content[\\/]legal$/, path.join(import.meta.dirname, '../fixtures/legal-redeployed.ts'))],
  }));
  await new Promise<void>((resolve, reject) =>
    webpack(configs, (error, stats) => (error || stats?.hasErrors() ? reject(error ?? new Error(stats!.toString('errors-only'))) : resolve())),
  );
}

describe('redeploying one remote', () => {
  let site: Site;
  let browser: Browser;
  let remotesDir: string;
  before(async () => {
    remotesDir = mkdtempSync(path.join(tmpdir(), 'bookcraft-remotes-'));
    for (const name of ['pages', 'landing', 'forms', 'chat']) cpSync(path.join(ROOT, `remote-${name}`, 'dist'), path.join(remotesDir, name), { recursive: true });
    site = await startSite({ REMOTES_DIR: remotesDir });
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await site?.stop();
    rmSync(remotesDir, { recursive: true, force: true });
  });

  it("changes what the next page load shows, with the shell's files untouched and the server still running", async () => {
    const shellPage = path.join(ROOT, 'shell/dist/index.html');
    const shellBuiltAt = statSync(shellPage).mtimeMs;
    const page = await browser.newPage({ viewport: DESKTOP });
    await openLive(page, `${site.url}/terms`);
    await page.getByRole('heading', { name: 'Terms and Conditions', level: 1 }).waitFor();

    await buildNextPagesRemote(path.join(remotesDir, 'pages-next'));
    renameSync(path.join(remotesDir, 'pages'), path.join(remotesDir, 'pages-previous'));
    renameSync(path.join(remotesDir, 'pages-next'), path.join(remotesDir, 'pages'));

    await page.reload();
    await page.getByRole('heading', { name: 'Terms of Service, Revised', level: 1 }).waitFor();
    assert.equal(statSync(shellPage).mtimeMs, shellBuiltAt);
    await page.close();
  });
});
