// Builds the shell, every remote and the staff console in one webpack run (one process, shared caches).
// `--if-needed` skips the run when every package's dist is newer than its sources.
import { spawnSync } from 'node:child_process';
import { statSync, readdirSync, existsSync, utimesSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { writeBundleContents } from './bundleContents.mjs';
import { buildImages, imagesBuilt } from './images/variants.mjs';
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

export function isBuilt(pkg) {
  const entry = entryFile(pkg);
  if (!existsSync(entry)) return false;
  // A container built before it had a Node bundle (dist/server/render.js) cannot be prerendered or rendered by the server.
  if (pkg !== 'console' && !existsSync(path.join(root, pkg, 'dist', 'server', 'render.js'))) return false;
  const inputs = buildInputs(pkg).map((file) => statSync(path.join(root, file)).mtimeMs);
  const sources = Math.max(newestMtime(path.join(root, pkg, 'src')), newestMtime(path.join(root, 'shared', 'src')), ...inputs);
  return statSync(entry).mtimeMs >= sources;
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
  for (const pkg of packages) {
    precompress(path.join(root, pkg, 'dist'));
    // webpack leaves a file whose content did not change untouched: the entry's time must say "built now" for isBuilt.
    const now = new Date();
    utimesSync(entryFile(pkg), now, now);
  }
  console.log(`Built ${packages.join(', ')} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
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
  if (!ifNeeded) await buildImages();
  else await buildImagesIfNeeded();
  const packages = ifNeeded ? FRONTEND_PACKAGES.filter((pkg) => !isBuilt(pkg)) : FRONTEND_PACKAGES;
  if (packages.length === 0) console.log('Everything is built.');
  else await build(packages).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
