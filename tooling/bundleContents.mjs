// What each emitted script holds, by npm package (or the project's own code), from webpack's stats.
// The bench splits each script's compressed size by these shares: where every kilobyte goes.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const BUNDLE_CONTENTS_FILE = 'bench/bundle-contents.json';

/** The npm package a module comes from, the project's own package, or webpack's and federation's runtime. */
function packageOf(moduleName, ownPackage) {
  const packages = [...moduleName.matchAll(/node_modules\/((?:@[^/]+\/)?[^/]+)/g)];
  if (packages.length) return packages.at(-1)[1];
  if (/(^|\/)shared\/src\//.test(moduleName)) return '@bookcraft/shared';
  if (/^\.\/src\//.test(moduleName)) return ownPackage;
  return 'webpack and federation runtime';
}

function addModule(shares, module, ownPackage) {
  // A concatenated module lists what it holds; its own name would name only the first.
  if (module.modules?.length) for (const inner of module.modules) addModule(shares, inner, ownPackage);
  else {
    const owner = packageOf(module.name ?? module.identifier ?? '', ownPackage);
    shares[owner] = (shares[owner] ?? 0) + (module.size ?? 0);
  }
}

/** Writes, for every package built, each script file's module bytes per npm package (the others' are kept). */
export function writeBundleContents(multiStats, root) {
  const contentsFile = path.join(root, BUNDLE_CONTENTS_FILE);
  const contents = existsSync(contentsFile) ? JSON.parse(readFileSync(contentsFile, 'utf8')) : {};
  const built = new Set();
  for (const stats of multiStats.stats) {
    // A container's Node bundle (dist/server) never reaches a browser.
    if (stats.compilation.name?.endsWith('-server')) continue;
    const dist = stats.compilation.outputOptions.path;
    const ownPackage = path.basename(path.dirname(dist));
    // A package built again starts afresh (its plain config, built second, adds to what its first wrote).
    if (!built.has(ownPackage)) contents[ownPackage] = {};
    built.add(ownPackage);
    // Every module listed on its own: no grouping by path or type, no limit on how many.
    const json = stats.toJson({
      all: false, chunks: true, chunkModules: true, nestedModules: true, dependentModules: true, chunkModulesSpace: Infinity, nestedModulesSpace: Infinity,
      groupModulesByPath: false, groupModulesByExtension: false, groupModulesByType: false, groupModulesByAttributes: false, groupModulesByCacheStatus: false, groupModulesByLayer: false,
    });
    const files = (contents[ownPackage] ??= {});
    for (const chunk of json.chunks ?? []) {
      const shares = {};
      for (const module of chunk.modules ?? []) addModule(shares, module, ownPackage);
      for (const file of chunk.files ?? []) if (file.endsWith('.js')) files[file] = shares;
    }
  }
  mkdirSync(path.dirname(contentsFile), { recursive: true });
  writeFileSync(contentsFile, `${JSON.stringify(contents, null, 1)}\n`);
}
