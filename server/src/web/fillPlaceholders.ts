import { PRERENDER_PLACEHOLDERS, telHref, unbreakablePhone, type RuntimeConfig } from '@bookcraft/shared/core';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** This site's settings where a prerendered snapshot holds placeholders, escaped for HTML unless told otherwise. */
export function fillPlaceholders(html: string, config: RuntimeConfig, escape = escapeHtml): string {
  const values: [string, string][] = [
    // The tel: link first: it is made from the phone placeholder's digits.
    [telHref(PRERENDER_PLACEHOLDERS.phone), telHref(config.phone)],
    [unbreakablePhone(PRERENDER_PLACEHOLDERS.phone), unbreakablePhone(config.phone)],
    [PRERENDER_PLACEHOLDERS.phone, config.phone],
    [PRERENDER_PLACEHOLDERS.email, config.email],
    [PRERENDER_PLACEHOLDERS.imageBaseUrl, config.imageBaseUrl],
    [PRERENDER_PLACEHOLDERS.firstProjectDiscount, config.offers.firstProjectDiscount],
    [PRERENDER_PLACEHOLDERS.discount, config.offers.discount],
    [PRERENDER_PLACEHOLDERS.year, config.offers.year],
  ];
  return values.reduce((text, [placeholder, value]) => text.split(placeholder).join(escape(value)), html);
}
