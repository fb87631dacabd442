import { createRequire } from 'node:module';
import { REMOTE_NAMES, type PageHead, type PreloadedAnswer, type PreloadedAnswers, type RemoteName, type RuntimeConfig } from '@bookcraft/shared/core';
import type { BuiltFiles } from '../builtFiles';
import { nodeBundle, type BundleTrust, type NodeBundle } from './nodeBundles';

const require = createRequire(import.meta.url);

/** A page as the shell's Node bundle renders it (shell/src/prerender/renderPage.tsx). */
export interface RenderedPage {
  root: string;
  css: string;
  head?: PageHead;
  answers: PreloadedAnswers;
}

interface RenderOptions {
  loadModule(remote: RemoteName, module: string): Promise<unknown>;
  answer?: (path: string) => Promise<PreloadedAnswer>;
  config: Partial<RuntimeConfig>;
}

interface ShellBundle {
  renderPage(url: string, options: RenderOptions): Promise<RenderedPage>;
}

interface RemoteBundle {
  modules: Record<string, unknown>;
}

export interface PageRenderer {
  /**
   * The page at `url` (a path and the query it reads) rendered in Node by the shell's and remotes' bundles, or
   * null when the shell has no Node bundle. Rejects when the page cannot be rendered.
   */
  render(url: string, options: { config: Partial<RuntimeConfig>; answer?: (path: string) => Promise<PreloadedAnswer> }): Promise<RenderedPage | null>;
  /** Names the bundles a render uses now: a page rendered before a redeploy is not the page after it. */
  identity(): Promise<string>;
}

/**
 * Renders pages in this process with the built containers' Node bundles: the shell's routes and layout, each
 * remote's modules. Bundles are read from wherever the built files are (a folder, or each container over HTTP),
 * so a remote redeployed with a new bundle renders its new code on the next render, with no restart.
 */
export function pageRenderer(shell: BuiltFiles, remotes: Record<RemoteName, BuiltFiles>, trust: BundleTrust): PageRenderer {
  const shellBundle = nodeBundle<ShellBundle>(shell, 'shell', trust);
  const remoteBundles = Object.fromEntries(REMOTE_NAMES.map((name) => [name, nodeBundle<RemoteBundle>(remotes[name], name, trust)])) as Record<RemoteName, () => Promise<NodeBundle<RemoteBundle> | null>>;
  const seen = new Map<RemoteName, string>();

  async function loadModule(remote: RemoteName, module: string): Promise<unknown> {
    const bundle = await remoteBundles[remote]();
    if (!bundle) throw new Error(`The ${remote} remote has no Node bundle (${module})`);
    const exposed = bundle.exports().modules[module];
    if (!exposed) throw new Error(`The ${remote} remote's Node bundle does not expose ${module}`);
    return exposed;
  }

  /** A remote redeployed since the last render: the components loaded from its previous bundle are forgotten. */
  async function forgetRedeployed(): Promise<void> {
    let changed = false;
    for (const name of REMOTE_NAMES) {
      const identity = (await remoteBundles[name]().catch(() => null))?.identity ?? '';
      if (seen.has(name) && seen.get(name) !== identity) changed = true;
      seen.set(name, identity);
    }
    // The same module instance the bundles require (nodeBundles.ts), not this module's own import of it.
    if (changed) (require('@bookcraft/shared/federation') as { forgetRemoteComponents(): void }).forgetRemoteComponents();
  }

  return {
    async render(url, { config, answer }) {
      const bundle = await shellBundle();
      if (!bundle) return null;
      await forgetRedeployed();
      return bundle.exports().renderPage(url, { loadModule, config, ...(answer ? { answer } : {}) });
    },
    async identity() {
      const bundles = await Promise.all([shellBundle(), ...REMOTE_NAMES.map((name) => remoteBundles[name]())]);
      return bundles.map((bundle) => bundle?.identity ?? '-').join('.');
    },
  };
}
