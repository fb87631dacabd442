import { NO_DEVICE_SIGNALS, registrationPayload, type TrackingParams } from '@bookcraft/shared';
import type { RegistrationPayload } from '@bookcraft/shared/contracts';

/** Global Privacy Control: the visitor asked not to be tracked across sites, so no device signals are taken. */
export const prefersPrivacy = () => (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;

/** The registration of the visitor on the page they landed on, with device signals unless they opted out. */
export async function siteRegistration(params: TrackingParams): Promise<RegistrationPayload> {
  const signals = prefersPrivacy() ? NO_DEVICE_SIGNALS : await (await import('./deviceSignals')).deviceSignals();
  return registrationPayload(params, signals, { landingPage: window.location.pathname, link: window.location.href });
}
