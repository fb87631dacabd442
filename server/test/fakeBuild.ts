import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';

/**
 * The shell's Node bundle in miniature: each render is numbered, and the page it paints says its number,
 * its address and the hero copy it was answered, so a test can tell a page rendered now from one kept.
 */
export const FAKE_RENDER_BUNDLE = `let renders = 0;
module.exports.renderPage = async (url, { answer }) => {
  renders += 1;
  const pathname = url.split('?')[0];
  const term = new URLSearchParams(url.split('?')[1] || '').get('utm_term');
  const copy = await answer('/landing-copy?path=' + encodeURIComponent(pathname) + (term ? '&utm_term=' + encodeURIComponent(term) : ''));
  const headline = (copy.body && copy.body.copy && copy.body.copy.headline) || 'Its own headline';
  return { root: '<main><h1 id="landing-title">' + headline + '</h1><p>Render ' + renders + ' of ' + url + '</p></main>', css: '', answers: {} };
};`;

/** The shell's boot script in miniature, minified as the build writes it (shell/src/boot/, built by tooling/build.mjs). */
export const FAKE_BOOT_SCRIPT = '(()=>{document.documentElement.dataset.booted="1"})();';

/** The CSP source that lets a script run inline, as the build writes it into the shell's boot.json. */
export const cspSourceOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/** Writes a boot script into a shell's built files, as a (re)build of the shell does: the script, then its CSP source. */
export function writeBootScript(shellDir: string, script: string): void {
  writeFileSync(path.join(shellDir, 'boot.js'), script);
  writeFileSync(path.join(shellDir, 'boot.json'), JSON.stringify({ cspSource: cspSourceOf(script) }));
}

/**
 * A built site in miniature: what webpack writes, with the same names and placeholders, and the shell's boot script
 * unless `bootScript` is false (a shell built before it had one); with `renderBundle`, the shell's Node bundle too.
 */
export function fakeBuild({ renderBundle = false, bootScript = true } = {}): { shellDir: string; remotesDir: string; consoleDir: string; root: string } {
  const root = mkdtempSync(path.join(tmpdir(), 'bookcraft-site-'));
  const shellDir = path.join(root, 'shell');
  const remotesDir = path.join(root, 'remotes');
  const consoleDir = path.join(root, 'console');
  const page = '<!doctype html><html><head><title>Book Craft</title><!--bookcraft-head--><script defer="defer" src="/assets/main.0123abcd.js"></script></head><body><div id="root"></div><!--bookcraft-config--></body></html>';
  mkdirSync(path.join(shellDir, 'assets'), { recursive: true });
  writeFileSync(path.join(shellDir, 'index.html'), page);
  writeFileSync(path.join(shellDir, 'assets', 'main.0123abcd.js'), 'console.log("shell")');
  writeFileSync(path.join(shellDir, 'assets', 'leave.js'), 'console.log("short-visit beacon")');
  if (bootScript) writeBootScript(shellDir, FAKE_BOOT_SCRIPT);
  if (renderBundle) {
    mkdirSync(path.join(shellDir, 'server'));
    writeFileSync(path.join(shellDir, 'server', 'render.js'), FAKE_RENDER_BUNDLE);
  }
  for (const name of ['pages', 'landing', 'forms', 'chat']) {
    mkdirSync(path.join(remotesDir, name), { recursive: true });
    writeFileSync(path.join(remotesDir, name, 'mf-manifest.json'), JSON.stringify({ name }));
    writeFileSync(path.join(remotesDir, name, 'remoteEntry.js'), `/* ${name} v1 */`);
    writeFileSync(path.join(remotesDir, name, '463.0ed0c9ee.js'), `/* ${name} chunk */`);
    writeFileSync(path.join(remotesDir, name, '463.0ed0c9ee.js.br'), brotliCompressSync(`/* ${name} chunk */`));
  }
  // The staff console: its page (sent at /agent) names its scripts under /console/.
  mkdirSync(consoleDir);
  writeFileSync(path.join(consoleDir, 'index.html'), page.replace('Book Craft', 'Agent console').replace('/assets/main.0123abcd.js', '/console/main.01234567.js'));
  writeFileSync(path.join(consoleDir, 'main.01234567.js'), 'console.log("staff console")');
  return { shellDir, remotesDir, consoleDir, root };
}
