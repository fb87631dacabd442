import { CONFIG_ELEMENT_ID, getRuntimeConfig, setRuntimeConfig, type RuntimeConfig } from '@bookcraft/shared';

/**
 * The server writes the runtime configuration into the page; a shell served
 * as plain static files (its own dev server, an nginx container) fetches
 * `/remotes.json` instead.
 */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  if (document.getElementById(CONFIG_ELEMENT_ID)) return getRuntimeConfig();
  // Without it the page falls back to the defaults (the remotes this origin serves itself), and says so.
  try {
    const response = await fetch('/remotes.json', { cache: 'no-cache' });
    if (response.ok) return setRuntimeConfig((await response.json()) as Partial<RuntimeConfig>);
    console.error(`Runtime configuration: /remotes.json answered ${response.status}; using the defaults`);
  } catch (error) {
    console.error('Runtime configuration: /remotes.json could not be read or is not valid JSON; using the defaults', error);
  }
  return getRuntimeConfig();
}
