import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { getRuntimeConfig, REMOTE_NAMES, type RemoteName, type RuntimeConfig } from '../config';

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

/** Loads one exposed module; whoever sees it fail calls `forgetRemote`. */
export async function loadRemoteModule<T>(remote: RemoteName, module: string): Promise<T> {
  const loaded = await loadRemote<T>(`${remote}/${module.replace(/^\.\//, '')}`);
  if (!loaded) throw new Error(`Remote module ${remote}/${module} is unavailable`);
  return loaded;
}
