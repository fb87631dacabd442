// Leaves in node_modules only what the server runs with. npm installs every workspace's packages
// (the front end's too); this keeps the packages the server's code imports, found by following its
// imports from server/src/main.ts (through @bookcraft/shared) with esbuild, and everything those
// depend on according to package-lock.json, plus tsx, which runs it. Run in the image build.
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { build } from 'esbuild';

const RENDERER_PROVIDES = 'server/src/web/render/nodeBundles.ts';

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')).packages;
const packageOf = (specifier) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');
const builtin = (specifier) => specifier.startsWith('node:') || builtinModules.includes(packageOf(specifier));

/** The packages the server's own code (and the shared package's) imports. */
async function importedPackages() {
  const imported = new Set(['tsx']);
  const outsideWorkspaces = {
    name: 'outside-workspaces',
    setup(bundle) {
      bundle.onResolve({ filter: /^[^./]/ }, ({ path }) => {
        if (path.startsWith('@bookcraft/')) return undefined;
        if (!builtin(path)) imported.add(packageOf(path));
        return { path, external: true };
      });
    },
  };
  await build({ entryPoints: ['server/src/main.ts'], bundle: true, write: false, platform: 'node', format: 'esm', logLevel: 'error', plugins: [outsideWorkspaces] });
  // The server's page renderer requires, by name, what it provides to the containers' Node bundles (React,
  // emotion, the whole of @bookcraft/shared): those and what they import stay too.
  const provided = [...readFileSync(RENDERER_PROVIDES, 'utf8').matchAll(/require\('([^']+)'\)/g)].map(([, specifier]) => specifier);
  const contents = provided.map((specifier) => `import ${JSON.stringify(specifier)};`).join('\n');
  await build({ stdin: { contents, resolveDir: path.dirname(RENDERER_PROVIDES), sourcefile: 'provided.ts' }, bundle: true, write: false, platform: 'node', format: 'esm', logLevel: 'error', plugins: [outsideWorkspaces] });
  return imported;
}

/** Where Node finds `name` from the package at `from` (a package-lock key), as a lock key. */
function resolve(from, name) {
  for (let base = from; ; base = base.slice(0, Math.max(0, base.lastIndexOf('/node_modules/')))) {
    const key = base ? `${base}/node_modules/${name}` : `node_modules/${name}`;
    if (lock[key]) return lock[key].link ? lock[key].resolved : key;
    if (!base) return undefined;
  }
}

const kept = new Set();
const queue = [...(await importedPackages())].map((name) => resolve('', name)).filter(Boolean);
while (queue.length) {
  const key = queue.pop();
  if (kept.has(key)) continue;
  kept.add(key);
  const { dependencies = {}, optionalDependencies = {}, peerDependencies = {} } = lock[key];
  // A workspace's peers are what the front end brings (React, the federation runtime): the server has
  // what it imports of them already. A package's own peers it may load, so they stay.
  const peers = key.startsWith('node_modules/') ? peerDependencies : {};
  for (const name of Object.keys({ ...dependencies, ...optionalDependencies, ...peers })) {
    const found = resolve(key, name);
    if (found) queue.push(found);
  }
}

// Packages nested in a kept one come with it; of the top-level ones, those nothing needs go.
const keptTopLevel = new Set([...kept].filter((key) => /^node_modules\/(@[^/]+\/)?[^/]+$/.test(key)).map((key) => key.slice('node_modules/'.length)));
let removed = 0;
for (const entry of readdirSync('node_modules')) {
  const names = entry.startsWith('@') ? readdirSync(`node_modules/${entry}`).map((name) => `${entry}/${name}`) : [entry];
  for (const name of names) {
    if (name.startsWith('.') || name.startsWith('@bookcraft/') || keptTopLevel.has(name)) continue;
    rmSync(`node_modules/${name}`, { recursive: true, force: true });
    removed += 1;
  }
  if (entry.startsWith('@') && readdirSync(`node_modules/${entry}`).length === 0) rmSync(`node_modules/${entry}`, { recursive: true });
}
console.log(`Server modules: kept ${keptTopLevel.size} packages, removed ${removed}`);
