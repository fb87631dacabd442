import { getRuntimeConfig } from '@bookcraft/shared';

/** The site's origin: this page's on the site, the API's host from a partner's page that embeds the chat. */
const siteOrigin = () => new URL(getRuntimeConfig().apiBaseUrl, window.location.href).origin;

/** A path of the site as a whole address, wherever the chat is embedded. */
export const siteAddress = (path: string) => new URL(path, siteOrigin()).href;

/** Text, or a link: `away` when the chat is on a partner's page, so the site opens beside it. */
export type TextPart = string | { href: string; text: string; away: boolean };

// A word that starts with `/` (a path of the site, "/contact#pick-a-time"), or a whole address, after a
// space or at the start (group 1). Punctuation that ends a sentence is not part of it.
const LINK = /(^|\s)((?:\/|https?:\/\/)\S*[^\s.,;:!?)'"])/g;

/**
 * A member's message, cut into text and the site's own links: its paths, and whole addresses on the site.
 * An address elsewhere stays text, so a chat sends the visitor only to the company's pages.
 */
export function withSiteLinks(content: string): TextPart[] {
  const parts: TextPart[] = [];
  let from = 0;
  const away = window.location.origin !== siteOrigin();
  for (const match of content.matchAll(LINK)) {
    const [, space, text] = match as unknown as [string, string, string];
    const href = siteAddress(text);
    if (new URL(href).origin !== siteOrigin()) continue;
    const start = match.index + space.length;
    parts.push(content.slice(from, start), { href, text, away });
    from = start + text.length;
  }
  parts.push(content.slice(from));
  return parts.filter((part) => part !== '');
}
