import { readTrackingParams, STORAGE_KEYS } from '@bookcraft/shared';
import { startVisitor, type Visitor } from '@bookcraft/shared/socket';
import { siteRegistration } from './registration';

/** The site's visitor: requirements §4.2 with the requirements' storage keys and this browser's device signals. */
export function startTracking(): Visitor {
  const params = readTrackingParams(window.location.search);
  return startVisitor({
    storageKeys: STORAGE_KEYS,
    params,
    registration: () => siteRegistration(params),
    currentPage: () => window.location.pathname,
  });
}
