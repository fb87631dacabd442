import { readFile, stat } from 'node:fs/promises';

// The Node bundles a node runs are code: one read over HTTP from another container (docker-compose) runs
// only if its SHA-256 is among those recorded at deploy (deploy/pin-bundles.sh writes them, from the built
// images, into a file only the deployer writes and the nodes read: RENDER_BUNDLE_PINS). A compromised
// static container can change what it serves, not what a node trusts.

/** A line of the pins file: a container's name (`shell`, `pages`, ...) and the hex SHA-256 of a bundle it may serve (two lines while a redeploy runs). */
const PIN_LINE = /^([a-z]+) ([0-9a-f]{64})$/;

/** The pins by container; a line that is not a pin stops the reading (a file half-written by hand is no manifest). */
function parsePins(text: string): Record<string, string[]> {
  const pins: Record<string, string[]> = {};
  for (const [index, line] of text.split('\n').entries()) {
    if (!line.trim()) continue;
    const match = PIN_LINE.exec(line.trim());
    if (!match) throw new Error(`line ${index + 1} is not "<name> <sha256>"`);
    (pins[match[1]!] ??= []).push(match[2]!);
  }
  return pins;
}

export interface BundlePins {
  /** Whether the bundle with this SHA-256 (hex) is pinned for the container; why not, when it is not. */
  check(name: string, sha256: string): Promise<{ pinned: true } | { pinned: false; why: string }>;
}

/** How long the pins file is trusted before its stamp is asked again (a redeploy's new pin shows within this). */
const RECHECK_MS = 1_000;

/** The pins in `file`, read again whenever it changes; without a file, nothing read over HTTP is pinned. */
export function bundlePins(file: string | undefined, now: () => number = Date.now): BundlePins {
  let cached: { stamp: string; pins: Record<string, string[]> } | undefined;
  let checkedAt = -Infinity;

  async function pins(): Promise<Record<string, string[]>> {
    if (!file) throw new Error('no RENDER_BUNDLE_PINS file is configured');
    if (cached && now() - checkedAt < RECHECK_MS) return cached.pins;
    const { size, mtimeMs } = await stat(file);
    const stamp = `${size}:${mtimeMs}`;
    if (cached?.stamp !== stamp) cached = { stamp, pins: parsePins(await readFile(file, 'utf8')) };
    checkedAt = now();
    return cached.pins;
  }

  return {
    async check(name, sha256) {
      try {
        return (await pins())[name]?.includes(sha256) ? { pinned: true } : { pinned: false, why: `its SHA-256 ${sha256} is not pinned for ${name} in ${file}` };
      } catch (error) {
        return { pinned: false, why: `the pins could not be read: ${(error as Error).message}` };
      }
    },
  };
}
