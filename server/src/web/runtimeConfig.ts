import type { RuntimeConfig } from '@bookcraft/shared/core';
import type { ServerConfig } from '../core/config';

/** The browser's runtime configuration, built from the environment when the server starts. */
export function runtimeConfigFor(config: ServerConfig): RuntimeConfig {
  return {
    remotes: config.remoteUrls,
    apiBaseUrl: config.apiBaseUrl,
    socketUrl: config.socketUrl,
    phone: config.sitePhone,
    email: config.siteEmail,
    imageBaseUrl: config.imageBaseUrl,
    offers: config.offers,
  };
}

/** Writes the configuration into an HTML page as inert JSON (no inline script runs, so a strict CSP holds). */
export function injectRuntimeConfig(html: string, config: RuntimeConfig): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return html.replace('<!--bookcraft-config-->', `<script id="bookcraft-config" type="application/json">${json}</script>`);
}
