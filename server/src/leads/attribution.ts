import { readTrackingParams, trafficSourceOf } from '@bookcraft/shared/core';

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
  let url: URL | undefined;
  try {
    url = link ? new URL(link, 'http://site.invalid') : undefined;
  } catch {
    url = undefined;
  }
  return { ...readTrackingParams(url?.search ?? ''), traffic_source: trafficSourceOf(url?.pathname ?? '') };
}
