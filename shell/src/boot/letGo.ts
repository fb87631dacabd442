import { CONFIG_ELEMENT_ID, CONTACT_WORDING, DEFAULT_SITE_EMAIL, DEFAULT_SITE_PHONE, LIVE_ATTRIBUTE, SHELL_FAILED_EVENT, telHref, unbreakablePhone, type RuntimeConfig } from '@bookcraft/shared/core';
import type { Holding } from './hold';

/**
 * If the shell never goes live (one of its scripts did not load, or its start-up failed and said so with
 * SHELL_FAILED_EVENT), nothing would ever replay what was held: every tap would be swallowed. So the page is let go:
 * taps are no longer held, what was held is done as the browser does it without scripts (a submit button sends its
 * form natively, to the server's lead intake), and a notice tells the visitor how to reach sales instead.
 */

function link(href: string, text: string): HTMLAnchorElement {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.textContent = text;
  return anchor;
}

/**
 * This site's phone and e-mail, from the runtime configuration the server writes into every page (runtimeConfig.ts),
 * so that the script is the same for every site and its hash is known at build. Read here rather than with shared's
 * getRuntimeConfig, which builds the whole configuration with its defaults: a kilobyte more in every page for two
 * fields.
 */
function siteContact(): Pick<RuntimeConfig, 'phone' | 'email'> {
  try {
    return JSON.parse(document.getElementById(CONFIG_ELEMENT_ID)!.textContent!) as RuntimeConfig;
  } catch {
    // Every page the server sends has it; one that did not would still say how to reach sales.
    return { phone: DEFAULT_SITE_PHONE, email: DEFAULT_SITE_EMAIL };
  }
}

/** The notice a page shows when it is let go: the wording of the forms' own fallback, with this site's phone and e-mail. */
function showNotice(): void {
  const { phone, email } = siteContact();
  const notice = document.createElement('p');
  notice.setAttribute('role', 'alert');
  notice.style.cssText = 'position:fixed;left:0;right:0;bottom:0;z-index:100;margin:0;padding:1rem 1.25rem;background:#fff;color:#111;border-top:2px solid #111;text-align:center';
  notice.append(`${CONTACT_WORDING.unavailable} ${CONTACT_WORDING.call} `, link(telHref(phone), unbreakablePhone(phone)), ` ${CONTACT_WORDING.write} `, link(`mailto:${email}`, email), '.');
  document.body.appendChild(notice);
}

/**
 * Lets the page go when the shell says its start-up failed; returns what lets it go for another reason (one of the
 * shell's scripts did not load). Never once #root is live: the shell runs, and a part that failed shows its own
 * fallback.
 */
export function letGoIfTheShellFails(root: HTMLElement, holding: Holding): (reason: string) => void {
  let released = false;
  const release = (reason: string): void => {
    if (released || root.hasAttribute(LIVE_ATTRIBUTE)) return;
    released = true;
    console.error(`Book Craft: the page could not start (${reason}); taps and forms are left to the browser`);
    showNotice();
    holding.letGo();
  };
  window.addEventListener(SHELL_FAILED_EVENT, () => release('its start-up failed'));
  return release;
}
