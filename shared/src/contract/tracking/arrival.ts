import { CLICK_IDS, UTM_PARAMS } from '../schemas/attribution';
import { cutTo, toSingleLine } from '../schemas/text';

/** What a page load tells about where the visitor came from: the campaign, the ad's click id and the referring domain. */
export type Arrival = Record<(typeof UTM_PARAMS)[number] | (typeof CLICK_IDS)[number], string> & { referrer: string };

/** The campaign parameters and click ids of a query (each '' when absent) and the referring domain ('' for this site or none). */
export function readArrival(search: string, referrer: string, ownHost: string): Arrival {
  const params = new URLSearchParams(search);
  const arrival = { referrer: referringDomain(referrer, ownHost) } as Arrival;
  // One line of at most 200 characters, as the server takes them.
  for (const name of [...UTM_PARAMS, ...CLICK_IDS]) arrival[name] = cutTo(200)(toSingleLine((params.get(name) ?? '').replace(/\0/g, '')));
  return arrival;
}

function referringDomain(referrer: string, ownHost: string): string {
  try {
    const host = referrer ? new URL(referrer).hostname : '';
    return host === ownHost ? '' : cutTo(253)(host);
  } catch {
    return '';
  }
}

/** Direct: no campaign parameter, no click id and no other site sent the visitor. */
export const isDirect = (arrival: Partial<Arrival>) => ![...UTM_PARAMS, ...CLICK_IDS, 'referrer' as const].some((name) => arrival[name]);

/** The arrival as the registration and the utm call carry it (utm_term travels as `keyword`, utm_campaign and gclid already do). */
export function arrivalFields(arrival: Arrival) {
  const { utm_source, utm_medium, utm_content, gbraid, wbraid, fbclid, msclkid, li_fat_id, ttclid, referrer } = arrival;
  return { utm_source, utm_medium, utm_content, gbraid, wbraid, fbclid, msclkid, li_fat_id, ttclid, referrer };
}
