// Builds the shell, every remote and the staff console in one webpack run (one process, shared caches), and the
// shell's boot script with esbuild. `--if-needed` skips the run when every package's dist is newer than its sources.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { statSync, readdirSync, existsSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build as esbuild } from 'esbuild';
import webpack from 'webpack';
import { writeBundleContents } from './bundleContents.mjs';
import { buildImages, imagesBuilt } from './images/variants.mjs';
import { withBuildLock } from './buildLock.mjs';
import { precompress } from './precompress.mjs';

export const FRONTEND_PACKAGES = ['shell', 'remote-pages', 'remote-landing', 'remote-forms', 'remote-chat', 'console'];
const root = path.resolve(import.meta.dirname, '..');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full));
    // Tests beside the sources are not part of the bundle.
    else if (!/\.test\.tsx?$/.test(entry.name)) newest = Math.max(newest, statSync(full).mtimeMs);
  }
  return newest;
}

/** The file a package's build writes last-changed: a page (the shell's, the console's) or a remote's manifest. */
const entryFile = (pkg) => path.join(root, pkg, 'dist', pkg === 'shell' || pkg === 'console' ? 'index.html' : 'mf-manifest.json');

/** Files besides the sources that change what a build writes: a bundle built before one of them changed is stale. */
const buildInputs = (pkg) => [
  path.join(pkg, 'webpack.config.mjs'),
  'tooling/webpack.mjs',
  // The shell's page template, and the snapshots written into every package's dist after the bundle.
  'tooling/index.html',
  'tooling/prerender.ts',
  // What the dependencies are: an upgrade of React or of the federation runtime changes the bundles.
  'package-lock.json',
];

/** The shell's boot script (shell/src/boot/boot.ts), built into its dist beside the CSP source that lets it run inline. */
const BOOT_SCRIPT = { entry: 'shell/src/boot/boot.ts', script: 'shell/dist/boot.js', cspSource: 'shell/dist/boot.json' };

/**
 * The files a package's build writes, each of which must be newer than its sources: the entry file, and the shell's
 * boot script and its CSP source (part of the shell's build: a shell built without them, or before its boot script
 * changed, is rebuilt).
 */
const writtenFiles = (pkg) => [entryFile(pkg), ...(pkg === 'shell' ? [BOOT_SCRIPT.script, BOOT_SCRIPT.cspSource].map((file) => path.join(root, file)) : [])];

export function isBuilt(pkg) {
  const built = writtenFiles(pkg);
  if (!built.every((file) => existsSync(file))) return false;
  // A container built before it had a Node bundle (dist/server/render.js) cannot be prerendered or rendered by the server.
  if (pkg !== 'console' && !existsSync(path.join(root, pkg, 'dist', 'server', 'render.js'))) return false;
  const inputs = buildInputs(pkg).map((file) => statSync(path.join(root, file)).mtimeMs);
  const sources = Math.max(newestMtime(path.join(root, pkg, 'src')), newestMtime(path.join(root, 'shared', 'src')), ...inputs);
  return built.every((file) => statSync(file).mtimeMs >= sources);
}

/**
 * The boot script every painted page carries inline (shell/src/boot/boot.ts says what it does): one self-contained,
 * minified classic script (an IIFE: no imports, no webpack or federation runtime), for the browsers the shell's own
 * scripts are built for (ES2022, tsconfig.base.json), as it is what starts them: a browser too old for them does not
 * run it either, and gets the page as painted, its links and forms working without scripts, rather than taps held
 * for a shell that cannot run. The Content-Security-Policy lets it run by its SHA-256, computed here from the exact
 * text the server inlines and written beside it: the script depends on nothing a site configures, so the hash is the
 * same for every deployment of this build.
 */
async function buildBootScript() {
  const { outputFiles } = await esbuild({
    entryPoints: [path.join(root, BOOT_SCRIPT.entry)],
    tsconfig: path.join(root, 'shell', 'tsconfig.json'),
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    write: false,
  });
  // The text between <script> and </script>, to the byte: without the output's final newline.
  const script = outputFiles[0].text.replace(/\n$/, '');
  writeFileSync(path.join(root, BOOT_SCRIPT.script), script);
  const cspSource = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
  // Written last: the server takes the script once its CSP source matches it.
  writeFileSync(path.join(root, BOOT_SCRIPT.cspSource), `${JSON.stringify({ cspSource }, null, 2)}\n`);
  return Buffer.byteLength(script);
}

export async function build(packages = FRONTEND_PACKAGES) {
  const configs = await Promise.all(
    packages.map(async (pkg) => {
      const factory = (await import(path.join(root, pkg, 'webpack.config.mjs'))).default;
      return factory({}, { mode: 'production' });
    }),
  );
  const started = Date.now();
  await new Promise((resolve, reject) => {
    webpack(configs.flat(), (error, stats) => {
      if (error) return reject(error);
      const output = stats.toString({ preset: 'errors-warnings', colors: false });
      if (output.trim()) console.log(output);
      if (stats.hasErrors()) return reject(new Error('The build failed'));
      writeBundleContents(stats, root);
      resolve();
    });
  });
  for (const pkg of packages) precompress(path.join(root, pkg, 'dist'));
  // After webpack, which cleans out of the shell's dist what it did not write.
  const bootBytes = packages.includes('shell') ? await buildBootScript() : undefined;
  for (const pkg of packages) {
    // webpack leaves a file whose content did not change untouched: the entry's time must say "built now" for isBuilt.
    const now = new Date();
    utimesSync(entryFile(pkg), now, now);
  }
  console.log(`Built ${packages.join(', ')}${bootBytes === undefined ? '' : ` (the boot script: ${bootBytes} bytes)`} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  // Every static page's first paint, rendered once in Node with the Node bundles just built (tooling/prerender.ts,
  // which says how long it took).
  const prerendered = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'tooling/prerender.ts')], { cwd: root, stdio: 'inherit' });
  if (prerendered.status !== 0) throw new Error('Prerendering failed');
}

/** Builds the illustrations' image variants unless they are up to date. */
export async function buildImagesIfNeeded() {
  if (!imagesBuilt()) await buildImages();
}

if (process.argv[1] === import.meta.filename) {
  const ifNeeded = process.argv.includes('--if-needed');
  // What is built is decided under the lock: a build that waited finds the other's work done.
  await withBuildLock(root, async () => {
    if (!ifNeeded) await buildImages();
    else await buildImagesIfNeeded();
    const packages = ifNeeded ? FRONTEND_PACKAGES.filter((pkg) => !isBuilt(pkg)) : FRONTEND_PACKAGES;
    if (packages.length === 0) console.log('Everything is built.');
    else await build(packages);
  }).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
