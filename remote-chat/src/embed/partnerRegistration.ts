import { NO_DEVICE_SIGNALS, readTrackingParams, registrationPayload } from '@bookcraft/shared';
import type { RegistrationPayload } from '@bookcraft/shared/contracts';

const URL_LIMIT = 2048;

/**
 * The registration of requirements §3.2 for a visitor met on a partner's page: no
 * device fingerprint on someone else's site, and the partner page as the
 * landing page, so staff see where the conversation started.
 */
export function partnerRegistration(): RegistrationPayload {
  const page = window.location.href.slice(0, URL_LIMIT);
  return registrationPayload(readTrackingParams(window.location.search), NO_DEVICE_SIGNALS, { landingPage: page, link: page });
}
