// The build before a change, served beside the current one so the bench measures both in the same run:
// a git worktree of BENCH_BASELINE_REF in /tmp, built with its own tooling and started as `npm start` would.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { startSite, type Site } from '@bookcraft/testing/site';
import { ROOT } from './support';

/** The last commit before pages shipped almost no JavaScript at load. */
const DEFAULT_BASELINE_REF = '0d835ca';

const git = (args: string[], cwd = ROOT) => execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();

export interface BaselineSite extends Site {
  /** The baseline's commit, abbreviated. */
  sha: string;
  root: string;
}

/** The baseline's workspace packages by name, each with its folder in the worktree. */
function workspaces(root: string): Map<string, string> {
  const { workspaces: folders } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { workspaces: string[] };
  return new Map(folders.map((folder) => [(JSON.parse(readFileSync(path.join(root, folder, 'package.json'), 'utf8')) as { name: string }).name, folder]));
}

const linksToOwnFolders = (root: string) =>
  [...workspaces(root)].every(([name, folder]) => existsSync(path.join(root, 'node_modules', name)) && realpathSync(path.join(root, 'node_modules', name)) === realpathSync(path.join(root, folder)));

/**
 * A node_modules of symlinks: each third-party package is the main tree's (absolute link), each workspace package
 * the worktree's own folder (relative link, as npm makes it). A link to the main node_modules as a whole would not
 * do: its workspace links are relative, so they would lead back to the main tree's sources.
 */
function linkNodeModules(root: string): void {
  const modules = path.join(root, 'node_modules');
  rmSync(modules, { recursive: true, force: true });
  mkdirSync(modules);
  const own = workspaces(root);
  const ownScopes = new Set([...own.keys()].filter((name) => name.startsWith('@')).map((name) => name.split('/')[0]!));
  const mainModules = path.join(ROOT, 'node_modules');
  for (const entry of readdirSync(mainModules)) {
    // The tools' caches (type checking, linting) stay each tree's own.
    if (entry === '.cache') continue;
    if (!ownScopes.has(entry)) {
      symlinkSync(path.join(mainModules, entry), path.join(modules, entry));
      continue;
    }
    mkdirSync(path.join(modules, entry));
    for (const scoped of readdirSync(path.join(mainModules, entry))) {
      if (!own.has(`${entry}/${scoped}`) && !lstatSync(path.join(mainModules, entry, scoped)).isSymbolicLink()) symlinkSync(path.join(mainModules, entry, scoped), path.join(modules, entry, scoped));
    }
  }
  for (const [name, folder] of own) {
    const link = path.join(modules, name);
    mkdirSync(path.dirname(link), { recursive: true });
    symlinkSync(path.relative(path.dirname(link), path.join(root, folder)), link);
  }
  if (!linksToOwnFolders(root)) throw new Error(`${modules}: a workspace package does not resolve to the worktree's own folder`);
}

/** The worktree of the baseline ref, made, linked and built unless it already is; reused from run to run. */
export function prepareBaseline(ref = process.env.BENCH_BASELINE_REF ?? DEFAULT_BASELINE_REF): { sha: string; root: string } {
  const sha = git(['rev-parse', '--short', `${ref}^{commit}`]);
  const root = `/tmp/bookcraft-baseline-${sha}`;
  if (!existsSync(path.join(root, '.git'))) git(['worktree', 'add', '--detach', root, sha]);
  if (git(['rev-parse', '--short', 'HEAD'], root) !== sha) throw new Error(`${root} is not a checkout of ${sha}`);
  if (spawnSync('git', ['diff', '--quiet', sha, '--', 'package-lock.json'], { cwd: ROOT }).status !== 0) {
    console.warn(`The baseline ${sha} locks other dependencies than this tree; it is built with this tree's node_modules.`);
  }
  if (!existsSync(path.join(root, 'node_modules')) || !linksToOwnFolders(root)) linkNodeModules(root);
  console.log(`Baseline ${sha} (${ref}): building what is not built in ${root}`);
  const built = spawnSync(process.execPath, ['tooling/build.mjs', '--if-needed'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) throw new Error(`Building the baseline ${sha} failed`);
  return { sha, root };
}

/** The baseline site on its own port and data folder, started the way the current one is (testing/src/site.ts). */
export async function startBaselineSite(): Promise<BaselineSite> {
  const { sha, root } = prepareBaseline();
  const site = await startSite({}, { root });
  return { ...site, sha, root };
}
