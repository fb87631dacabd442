import { TRACKING_PARAMS } from '../constants';
import { cutTo, toSingleLine } from '../schemas/text';
import type { TrackingParams } from '../types';

/** Requirements §3.2, §4: the tracking parameters of a URL's query, each an empty string when absent. */
export function readTrackingParams(search: string): TrackingParams {
  const params = new URLSearchParams(search);
  const result = {} as TrackingParams;
  // As much as the server takes: 200 characters, whole characters only, no NUL (a %00 in a shared link),
  // and one line: a %0A or a %09 becomes a space.
  for (const name of TRACKING_PARAMS) result[name] = cutTo(200)(toSingleLine((params.get(name) ?? '').replace(/\0/g, '')));
  return result;
}

/** GAD, MET or LNK from an ad landing path (/LP-GN-MET), otherwise organic. */
export function trafficSourceOf(path: string): 'GAD' | 'MET' | 'LNK' | 'organic' {
  const variant = /\/LP-[A-Z]+-(GAD|MET|LNK)\b/.exec(path)?.[1];
  return (variant as 'GAD' | 'MET' | 'LNK' | undefined) ?? 'organic';
}

/** Each traffic source as staff read it: the ad landing pages' variants by their suffix, and the rest. */
export const TRAFFIC_SOURCE_NAMES: Record<ReturnType<typeof trafficSourceOf>, string> = {
  GAD: 'Ad pages (GAD)',
  MET: 'Social pages (MET)',
  LNK: 'Link pages (LNK)',
  organic: 'Organic',
};
