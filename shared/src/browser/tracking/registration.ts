import { COMPANY_CODE } from '../../contract/constants';
import { cutTo } from '../../contract/schemas/text';
import type { RegistrationPayload } from '../../contract/schemas/visitors';
import type { TrackingParams } from '../../contract/types';
import { arrivalFields, readArrival } from '../../contract/tracking/arrival';
import { detectOs } from '../../contract/tracking/os';

export interface DeviceSignals {
  fingerprintId: string;
  canvasHash: string;
  audioHash: string;
}

/** No device signals: under Global Privacy Control, and on partners' pages. */
export const NO_DEVICE_SIGNALS: DeviceSignals = { fingerprintId: '', canvasHash: '', audioHash: '' };

/** This page load's arrival: its campaign, click ids and referring domain. */
export const currentArrival = () => readArrival(window.location.search, document.referrer, window.location.hostname);

/** The registration payload of requirements §3.2 for this browser, the page it landed on and its campaign. */
export function registrationPayload(params: TrackingParams, signals: DeviceSignals, page: { landingPage: string; link: string }): RegistrationPayload {
  return {
    screenResolution: `${window.screen.width}x${window.screen.height}`,
    timezone: Intl.DateTimeFormat().resolvedOptions().timeZone ?? '',
    ...signals,
    company: COMPANY_CODE as 'BCP',
    // A page address can be longer than the server keeps; the start of it is what tells where the visitor landed.
    landingPage: cutTo(2048)(page.landingPage),
    utm_campaign: params.utm_campaign,
    keyword: params.utm_term,
    link: cutTo(2048)(page.link),
    os: detectOs(navigator.userAgent, navigator.platform),
    gclid: params.gclid,
    // The whole first touch, click ids and referring domain included.
    ...arrivalFields(currentArrival()),
  };
}
