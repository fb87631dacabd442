import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { snapshotFileName } from '@bookcraft/shared';
import { createHash } from 'node:crypto';
import { cspSourceOf, FAKE_BOOT_SCRIPT, FAKE_RENDER_BUNDLE, fakeBuild } from './fakeBuild';
import { removeDir, startServer, type RunningServer } from './helpers';
import { waitFor } from './faultHelpers';

// docker-compose: the shell and each remote are served by containers of their own, and the server
// nodes read what they need to send a page (index.html, snapshots, the console's index.html) from them over HTTP.

/** Serves a folder as the shell's and remotes' nginx containers do: files, 404 for anything else. */
async function fileContainer(root: string): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    let body: Buffer;
    try {
      body = readFileSync(path.join(root, decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)));
    } catch {
      response.writeHead(404).end('not found');
      return;
    }
    response.writeHead(200).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

describe('pages rendered from files in other containers', () => {
  let build: ReturnType<typeof fakeBuild>;
  let files: Awaited<ReturnType<typeof fileContainer>>;
  let running: RunningServer;

  const writeSnapshot = (heading: string) => {
    const folder = path.join(build.remotesDir, 'landing', 'prerendered');
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, snapshotFileName('/LP-ED-GAD')), JSON.stringify({ path: '/LP-ED-GAD', root: `<main><h1>${heading}</h1></main>`, css: '' }));
  };
  const page = async (route: string) => {
    const response = await fetch(`${running.url}${route}`);
    return { status: response.status, html: await response.text(), csp: response.headers.get('content-security-policy') ?? '' };
  };

  before(async () => {
    build = fakeBuild();
    writeSnapshot('Edit your book');
    files = await fileContainer(build.root);
    running = await startServer({ SHELL_DIR: `${files.url}/shell/`, REMOTES_DIR: `${files.url}/remotes/{name}/`, CONSOLE_DIR: `${files.url}/console/` });
  });
  after(async () => {
    await running.stop();
    files.server.close();
    removeDir(running.dataDir);
    removeDir(build.root);
  });

  it("sends the shell's page with the snapshot of the remote that renders it, and a redeployed remote's new one at once", async () => {
    const first = await page('/LP-ED-GAD');
    assert.equal(first.status, 200);
    assert.match(first.html, /<div id="root" data-prerendered-path="\/LP-ED-GAD"><main><h1>Edit your book<\/h1><\/main><\/div>/);
    assert.match(first.html, /<meta name="robots" content="noindex/);
    // The boot script is the shell container's too, named in the page's policy by the hash its build computed.
    assert.ok(first.html.includes(`<script>${FAKE_BOOT_SCRIPT}</script></body>`));
    assert.ok(first.csp.includes(cspSourceOf(FAKE_BOOT_SCRIPT)));
    writeSnapshot('Edit your book, version 2');
    assert.match((await page('/LP-ED-GAD')).html, /<h1>Edit your book, version 2<\/h1>/);
  });

  it("serves the staff console's page from the container that holds it", async () => {
    const agent = await page('/agent');
    assert.equal(agent.status, 200);
    assert.match(agent.html, /src="\/console\/main\.01234567\.js"/);
  });

  it('leaves the built files themselves to the containers (the gateway routes them there)', async () => {
    assert.equal((await fetch(`${running.url}/remotes/pages/remoteEntry.js`)).status, 404);
    assert.equal((await fetch(`${running.url}/assets/main.0123abcd.js`)).status, 404);
    assert.equal((await fetch(`${running.url}/console/main.01234567.js`)).status, 404);
  });

  it('goes on sending pages, as last read, while the containers are being replaced', async () => {
    await new Promise<void>((resolve) => files.server.close(() => resolve()));
    files.server.closeAllConnections();
    const during = await page('/LP-ED-GAD');
    assert.equal(during.status, 200);
    assert.match(during.html, /<h1>Edit your book, version 2<\/h1>/);
    // A page never read before is sent unpainted: the browser renders it once the remote is back.
    const unseen = await page('/about-us');
    assert.equal(unseen.status, 200);
    assert.match(unseen.html, /<div id="root"><\/div>/);
  });
});

describe("the Node bundles a node runs from other containers: only those pinned at deploy", () => {
  let build: ReturnType<typeof fakeBuild>;
  let files: Awaited<ReturnType<typeof fileContainer>>;
  let running: RunningServer;
  let pins: string;
  const bundleFile = () => path.join(build.shellDir, 'server', 'render.js');
  const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
  const blogs = async () => (await (await fetch(`${running.url}/blogs`)).text());

  before(async () => {
    build = fakeBuild({ renderBundle: true });
    files = await fileContainer(build.root);
    pins = path.join(build.root, 'render-bundles.pins');
    // What deploy/pin-bundles.sh writes from the built images: "<container> <sha256>" a line.
    writeFileSync(pins, `shell ${sha256(FAKE_RENDER_BUNDLE)}\n`);
    running = await startServer({ SHELL_DIR: `${files.url}/shell/`, REMOTES_DIR: `${files.url}/remotes/{name}/`, CONSOLE_DIR: `${files.url}/console/`, RENDER_BUNDLE_PINS: pins });
  });
  after(async () => {
    await running.stop();
    files.server.close();
    removeDir(running.dataDir);
    removeDir(build.root);
  });

  it('renders with a bundle whose SHA-256 is pinned', async () => {
    assert.match(await blogs(), /Render \d+ of \/blogs/);
  });

  it('refuses a bundle the container changed: the page goes out unpainted, and the refusal is logged', async () => {
    const tampered = `${FAKE_RENDER_BUNDLE}\n/* served by a container someone else controls */`;
    writeFileSync(bundleFile(), tampered);
    await waitFor(async () => (/<div id="root"><\/div>/.test(await blogs()) ? true : undefined), 'the blog list sent unpainted');
    assert.ok(running.logged().some((line) => line.includes('The shell Node bundle was refused') && line.includes(sha256(tampered))), 'the refusal names the bundle');

    // A redeploy pins the new bundle (deploy/redeploy.sh runs pin-bundles.sh): it renders again, with no restart.
    writeFileSync(pins, `shell ${sha256(FAKE_RENDER_BUNDLE)}\nshell ${sha256(tampered)}\n`);
    await waitFor(async () => (/Render \d+ of \/blogs/.test(await blogs()) ? true : undefined), 'the newly pinned bundle rendering');
  });

  it('runs no bundle read over HTTP without a pins file', async () => {
    const unpinned = await startServer({ SHELL_DIR: `${files.url}/shell/`, REMOTES_DIR: `${files.url}/remotes/{name}/`, CONSOLE_DIR: `${files.url}/console/` });
    try {
      const html = await (await fetch(`${unpinned.url}/blogs`)).text();
      assert.match(html, /<div id="root"><\/div>/);
      assert.ok(unpinned.logged().some((line) => line.includes('no RENDER_BUNDLE_PINS file is configured')));
    } finally {
      await unpinned.stop();
      removeDir(unpinned.dataDir);
    }
  });
});
