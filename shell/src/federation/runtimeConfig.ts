import { CONFIG_ELEMENT_ID, getRuntimeConfig, setRuntimeConfig, type RuntimeConfig } from '@bookcraft/shared';

/**
 * The server writes the runtime configuration into the page; a shell served
 * as plain static files (its own dev server, an nginx container) fetches
 * `/remotes.json` instead.
 */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  if (document.getElementById(CONFIG_ELEMENT_ID)) return getRuntimeConfig();
  try {
    const response = await fetch('/remotes.json', { cache: 'no-cache' });
    if (response.ok) return setRuntimeConfig((await response.json()) as Partial<RuntimeConfig>);
  } catch {
    // Fall through to the defaults: the remotes this origin serves itself.
  }
  return getRuntimeConfig();
}
