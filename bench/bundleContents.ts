import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './support';

/** Per built package, per script file: its modules' bytes by npm package (written by the build, tooling/bundleContents.mjs). */
type Contents = Record<string, Record<string, Record<string, number>>>;

const CONTENTS_FILE = path.join(ROOT, 'bench/bundle-contents.json');
let contents: Contents | undefined;

/**
 * A script's compressed size split among the npm packages (and the project's
 * own code) its modules come from, by their share of its uncompressed modules.
 * Empty when the build wrote no contents (built before the bench knew how).
 */
export function splitByPackage(file: string, compressedBytes: number): Record<string, number> {
  contents ??= existsSync(CONTENTS_FILE) ? (JSON.parse(readFileSync(CONTENTS_FILE, 'utf8')) as Contents) : {};
  const relative = path.relative(ROOT, file).split(path.sep);
  const shares = contents[relative[0]!]?.[relative.slice(2).join('/')];
  const total = shares ? Object.values(shares).reduce((sum, bytes) => sum + bytes, 0) : 0;
  if (!shares || total === 0) return {};
  return Object.fromEntries(Object.entries(shares).map(([owner, bytes]) => [owner, (compressedBytes * bytes) / total]));
}

/** Adds one split into a running total. */
export function addSplit(total: Record<string, number>, split: Record<string, number>): void {
  for (const [owner, bytes] of Object.entries(split)) total[owner] = (total[owner] ?? 0) + bytes;
}
