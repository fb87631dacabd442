import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { getRuntimeConfig, REMOTE_NAMES, type RemoteName, type RuntimeConfig } from '../../contract/config';

function remoteFor(name: RemoteName, config: RuntimeConfig) {
  return { name, entry: new URL(config.remotes[name], window.location.href).href };
}

/** Tells the federation runtime where each remote lives; nothing is fetched until a module is needed. */
export function registerAppRemotes(config: RuntimeConfig): void {
  registerRemotes(REMOTE_NAMES.map((name) => remoteFor(name, config)));
}

/**
 * Registers a remote afresh, which drops the runtime's cached entry (failed, or
 * loaded but broken) so the next load fetches the remote's manifest again: a
 * remote that comes back is picked up on the next navigation or retry.
 */
export function forgetRemote(remote: RemoteName): void {
  registerRemotes([remoteFor(remote, getRuntimeConfig())], { force: true });
}

/** Where a remote's exposed module comes from outside the browser (the server's renderer: its Node bundles). */
export type RemoteModuleLoader = (remote: RemoteName, module: string) => Promise<unknown>;

let injectedLoader: RemoteModuleLoader | undefined;

/** Replaces the federation runtime as the source of remote modules (in Node, where there is none); undefined restores it. Says whether it changed. */
export function setRemoteModuleLoader(loader: RemoteModuleLoader | undefined): boolean {
  if (loader === injectedLoader) return false;
  injectedLoader = loader;
  return true;
}

/** Loads one exposed module; whoever sees it fail calls `forgetRemote`. */
export async function loadRemoteModule<T>(remote: RemoteName, module: string): Promise<T> {
  if (injectedLoader) return (await injectedLoader(remote, module)) as T;
  const loaded = await loadRemote<T>(`${remote}/${module.replace(/^\.\//, '')}`);
  if (!loaded) throw new Error(`Remote module ${remote}/${module} is unavailable`);
  return loaded;
}
