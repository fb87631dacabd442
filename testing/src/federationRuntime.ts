// Stands in for @module-federation/enhanced/runtime under jest (jsdom cannot load
// another build's code); a test says which module each remote id resolves to.
type ModuleLoader = (id: string) => Promise<unknown>;

let loader: ModuleLoader = async (id) => {
  throw new Error(`No remote module stands in for ${id}`);
};

export const registeredRemotes: { remotes: unknown[]; options?: { force?: boolean } }[] = [];

/** Every module id the page asked the runtime for ('chat/ChatWidget'), in order, whether it loaded or not. */
export const requestedModules: string[] = [];

export function standInRemoteModules(next: ModuleLoader): void {
  loader = next;
}

export async function loadRemote<T>(id: string): Promise<T | null> {
  requestedModules.push(id);
  return (await loader(id)) as T;
}

export function registerRemotes(remotes: unknown[], options?: { force?: boolean }): void {
  registeredRemotes.push({ remotes, options });
}
