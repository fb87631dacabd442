import { COMPANY_CODE, detectOs, readTrackingParams, type RegistrationPayload } from '@bookcraft/shared';

const URL_LIMIT = 2048;

/**
 * The registration of SPEC §3.2 for a visitor met on a partner's page: no
 * device fingerprint on someone else's site, and the partner page as the
 * landing page, so staff see where the conversation started.
 */
export function partnerRegistration(): RegistrationPayload {
  const params = readTrackingParams(window.location.search);
  const page = window.location.href.slice(0, URL_LIMIT);
  return {
    screenResolution: `${window.screen.width}x${window.screen.height}`,
    timezone: Intl.DateTimeFormat().resolvedOptions().timeZone ?? '',
    fingerprintId: '',
    canvasHash: '',
    audioHash: '',
    company: COMPANY_CODE as 'BCP',
    landingPage: page,
    utm_campaign: params.utm_campaign,
    keyword: params.utm_term,
    link: page,
    os: detectOs(navigator.userAgent, navigator.platform),
    utm_source: params.utm_source,
    utm_medium: params.utm_medium,
    gclid: params.gclid,
  };
}
