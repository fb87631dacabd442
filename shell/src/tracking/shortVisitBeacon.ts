import { getRuntimeConfig, NO_DEVICE_SIGNALS, readTrackingParams, registrationKey, registrationPayload, storedVisitor } from '@bookcraft/shared';

/**
 * A visitor who leaves before the tracking has registered them (an ad click
 * that bounces in two seconds) is registered by a beacon as the page hides:
 * the landing page and campaign, no device signals, and the same
 * registration key the full registration will use, so it is one visitor.
 */
export function registerShortVisitsOnLeave(): void {
  const leave = () => {
    if (storedVisitor()) return;
    const page = { landingPage: window.location.pathname, link: window.location.href };
    const payload = { ...registrationPayload(readTrackingParams(window.location.search), NO_DEVICE_SIGNALS, page), registrationKey: registrationKey(), presence: 'offline' };
    navigator.sendBeacon(`${getRuntimeConfig().apiBaseUrl}/customer`, new Blob([JSON.stringify(payload)], { type: 'text/plain' }));
  };
  window.addEventListener('pagehide', leave);
}
