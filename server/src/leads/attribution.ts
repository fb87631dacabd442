import { isDirect, readTrackingParams, trafficSourceOf } from '@bookcraft/shared/core';
import { CLICK_IDS, UTM_PARAMS, type Touch } from '@bookcraft/shared/contracts';

export interface Attribution {
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
  utm_term: string;
  gclid: string;
  /** GAD, MET or LNK from an ad landing path (/LP-GN-GAD), else organic. */
  traffic_source: string;
}

/** Reads the campaign a lead came from out of the page URL it was sent from. */
export function attributionFrom(link: string | undefined): Attribution {
  const url = parsed(link);
  return { ...readTrackingParams(url?.search ?? ''), traffic_source: trafficSourceOf(url?.pathname ?? '') };
}

/** What a registration or a utm call says about an arrival: utm_term travels as `keyword`, the rest by name; absent is ''. */
type ArrivalFields = Partial<Record<Exclude<(typeof UTM_PARAMS)[number], 'utm_term'> | (typeof CLICK_IDS)[number] | 'referrer', string>> & { keyword: string; link: string };

/** The touch of one arrival: its parameters, the page it landed on (path and query) and its referring domain. */
export function touchOf(fields: ArrivalFields, at: Date): Touch {
  return {
    utm_source: fields.utm_source ?? '',
    utm_medium: fields.utm_medium ?? '',
    utm_campaign: fields.utm_campaign ?? '',
    utm_term: fields.keyword,
    utm_content: fields.utm_content ?? '',
    gclid: fields.gclid ?? '',
    gbraid: fields.gbraid ?? '',
    wbraid: fields.wbraid ?? '',
    fbclid: fields.fbclid ?? '',
    msclkid: fields.msclkid ?? '',
    li_fat_id: fields.li_fat_id ?? '',
    ttclid: fields.ttclid ?? '',
    landingPage: landingPageOf(fields.link),
    referrer: fields.referrer ?? '',
    at: at.toISOString(),
  };
}

/** A later arrival's touch, or null when it was direct (no campaign parameter, click id or referring domain). */
export function arrivalTouch(fields: ArrivalFields, at: Date): Touch | null {
  const touch = touchOf(fields, at);
  return isDirect(touch) ? null : touch;
}

/** The touch of a lead's own page address: for a lead linked to no visitor. */
export function touchOfLink(link: string | undefined, at: Date): Touch {
  const params = new URLSearchParams(parsed(link)?.search ?? '');
  const value = (name: string) => asTouchText(params.get(name) ?? '');
  const fields = Object.fromEntries([...UTM_PARAMS, ...CLICK_IDS].map((name) => [name, value(name)]));
  return touchOf({ ...fields, keyword: value('utm_term'), link: link ?? '' }, at);
}

/**
 * A parameter as the browser's tracking keeps it (shared/src/contract/tracking/utm.ts): no NUL (a %00 in a shared
 * link, which no database text holds), one line, at most 200 whole characters.
 */
function asTouchText(value: string): string {
  return Array.from(value.replace(/\0/g, '').replace(/[\p{Cc}\u2028\u2029]+/gu, ' '))
    .slice(0, 200)
    .join('');
}

/** Path and query of a page address (a partner page's too); '' when it is none. */
function landingPageOf(link: string): string {
  const url = parsed(link);
  return url ? `${url.pathname}${url.search}`.slice(0, 2048) : '';
}

function parsed(link: string | undefined): URL | undefined {
  try {
    return link ? new URL(link, 'http://site.invalid') : undefined;
  } catch {
    return undefined;
  }
}
