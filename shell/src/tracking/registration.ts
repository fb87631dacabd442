import { COMPANY_CODE, detectOs, type RegistrationPayload, type TrackingParams } from '@bookcraft/shared';

/** Global Privacy Control: the visitor asked not to be tracked across sites, so no device signals are taken. */
export const prefersPrivacy = () => (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;

/** The registration payload of SPEC §3.2, for the page the visitor landed on. */
export async function registrationPayload(params: TrackingParams): Promise<RegistrationPayload> {
  const signals = prefersPrivacy() ? { fingerprintId: '', canvasHash: '', audioHash: '' } : await (await import('./deviceSignals')).deviceSignals();
  return {
    screenResolution: `${window.screen.width}x${window.screen.height}`,
    timezone: Intl.DateTimeFormat().resolvedOptions().timeZone ?? '',
    ...signals,
    company: COMPANY_CODE as 'BCP',
    landingPage: window.location.pathname,
    utm_campaign: params.utm_campaign,
    keyword: params.utm_term,
    link: window.location.href,
    os: detectOs(navigator.userAgent, navigator.platform),
    utm_source: params.utm_source,
    utm_medium: params.utm_medium,
    gclid: params.gclid,
  };
}
