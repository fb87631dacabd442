import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { runInThisContext } from 'node:vm';
import type { BuiltFiles } from '../builtFiles';
import type { BundlePins } from './bundlePins';

const require = createRequire(import.meta.url);

/**
 * What a container's Node bundle may require (tooling/webpack.mjs leaves these out of it): the shared singletons,
 * from the server's own node_modules, so every bundle gets the one instance in the process, one React and one
 * @bookcraft/shared (its router, its remote loader, its contexts). Listed by name, so the image's module pruning
 * (deploy/server-modules.mjs) keeps them. @bookcraft/shared is TypeScript, compiled here by tsx without the
 * packages' tsconfig (which tsx does not apply to it): its .tsx files name their JSX runtime in a pragma.
 */
const PROVIDED: Record<string, () => unknown> = {
  react: () => require('react'),
  'react/jsx-runtime': () => require('react/jsx-runtime'),
  'react-dom': () => require('react-dom'),
  'react-dom/static': () => require('react-dom/static'),
  '@emotion/react': () => require('@emotion/react'),
  '@emotion/react/jsx-runtime': () => require('@emotion/react/jsx-runtime'),
  '@emotion/cache': () => require('@emotion/cache'),
  '@emotion/server/create-instance': () => require('@emotion/server/create-instance'),
  '@bookcraft/shared': () => require('@bookcraft/shared'),
  '@bookcraft/shared/contracts': () => require('@bookcraft/shared/contracts'),
  '@bookcraft/shared/core': () => require('@bookcraft/shared/core'),
  '@bookcraft/shared/federation': () => require('@bookcraft/shared/federation'),
  '@bookcraft/shared/router': () => require('@bookcraft/shared/router'),
  '@bookcraft/shared/theme': () => require('@bookcraft/shared/theme'),
  '@bookcraft/shared/ui': () => require('@bookcraft/shared/ui'),
  '@bookcraft/shared/toasts': () => require('@bookcraft/shared/toasts'),
  '@bookcraft/shared/messaging': () => require('@bookcraft/shared/messaging'),
  '@bookcraft/shared/socket': () => require('@bookcraft/shared/socket'),
};

function requireForBundle(id: string): unknown {
  const provide = PROVIDED[id];
  if (provide) return provide();
  throw new Error(`A Node bundle asked for ${id}, which the server does not provide (tooling/webpack.mjs SERVER_EXTERNAL)`);
}

/** Where a container's Node bundle is, in its built files. */
export const NODE_BUNDLE_FILE = 'server/render.js';

export interface NodeBundle<T> {
  /** Changes whenever the bundle's text does: a redeploy. */
  identity: string;
  /** What the bundle exports, evaluated the first time it is asked for. */
  exports(): T;
}

/**
 * Evaluates a bundle as CommonJS in this process, with `require` answering only the shared packages above.
 * That keeps a bundle to the modules it was built against; it is not a sandbox (the code runs with the
 * server's globals), so the shell's and remotes' built files are trusted as the server's own code is.
 */
function evaluate<T>(text: string, filename: string): T {
  const module = { exports: {} as T };
  const run = runInThisContext(`(function (module, exports, require) {${text}\n})`, { filename }) as (module: unknown, exports: unknown, require: (id: string) => unknown) => void;
  run(module, module.exports, requireForBundle);
  return module.exports;
}

/** How long a bundle read last is trusted before its stamp is asked again (a redeploy shows within this). */
const RECHECK_MS = 1_000;

export interface BundleTrust {
  /** Checks a bundle read over HTTP (from a folder, it is the server's own build) against the pins recorded at deploy. */
  pins: BundlePins;
  /** Told once per bundle text that is refused. */
  onRefused(name: string, why: string): void;
}

/**
 * One container's Node bundle, read through its built files (a folder, or its container over HTTP) and evaluated
 * once per text: a redeployed container is picked up on the next render after it, with no restart.
 * Resolves to null while the container has no bundle (not built with one), or while the one it serves is
 * not pinned: a bundle read over HTTP whose SHA-256 the pins do not list is never evaluated, and the pages
 * it would render go out unpainted.
 */
export function nodeBundle<T>(files: BuiltFiles, name: string, trust: BundleTrust, now: () => number = Date.now): () => Promise<NodeBundle<T> | null> {
  let loaded: (NodeBundle<T> & { text: string; stamp?: string }) | null = null;
  let evaluated: { text: string; exports: T } | undefined;
  let checked: { at: number; pending: Promise<NodeBundle<T> | null> } | undefined;
  let refusedText: string | undefined;

  async function read(): Promise<NodeBundle<T> | null> {
    // Unchanged files are not read again: a render costs a stat (or a HEAD) a second, not the bundle's text.
    const stamp = (await files.stamp?.(NODE_BUNDLE_FILE)) ?? undefined;
    if (stamp !== undefined && loaded?.stamp === stamp) return loaded;
    const text = await files.read(NODE_BUNDLE_FILE);
    if (text === null) return (loaded = null);
    if (files.folder === undefined) {
      const verdict = await trust.pins.check(name, createHash('sha256').update(text).digest('hex'));
      if (!verdict.pinned) {
        if (refusedText !== text) trust.onRefused(name, verdict.why);
        refusedText = text;
        return (loaded = null);
      }
    }
    if (loaded?.text !== text) {
      const identity = createHash('sha256').update(text).digest('base64url').slice(0, 16);
      const exports = () => {
        if (evaluated?.text !== text) evaluated = { text, exports: evaluate<T>(text, `${name}/${NODE_BUNDLE_FILE}`) };
        return evaluated.exports;
      };
      loaded = { text, identity, exports };
    }
    loaded.stamp = stamp;
    return loaded;
  }

  return () => {
    if (!checked || now() - checked.at >= RECHECK_MS) {
      const pending = read();
      checked = { at: now(), pending };
      // A failed read is tried again next time, not kept.
      pending.catch(() => (checked = undefined));
    }
    return checked.pending;
  };
}
