import { PARTNER_STORAGE_KEYS, readTrackingParams, retryWithBackoff, setVisitorConnectionState } from '@bookcraft/shared';
import { startVisitor, type Visitor } from '@bookcraft/shared/socket';
import { partnerRegistration } from './partnerRegistration';

/** The partner page as staff see it: its whole address, since its path alone would read as one of the site's pages. */
const partnerPage = () => window.location.href.slice(0, 2048);

/** Whether the site lets this page embed its chat; asked again (with back-off) while the site cannot be reached. */
async function embeddingAllowed(siteOrigin: string): Promise<boolean> {
  const ask = async () => {
    const response = await fetch(`${siteOrigin}/api/chat/partner-access`);
    if (!response.ok) throw new Error(`partner-access answered ${response.status}`);
    return ((await response.json()) as { allowed: boolean }).allowed;
  };
  return retryWithBackoff(ask, { onFailure: () => setVisitorConnectionState('retrying') });
}

/**
 * What the shell's tracking does on the site, done for a partner page: the
 * same visitor start-up (registration, socket, room, presence, the offline
 * beacon, page visits), with storage keys of our own in the partner's
 * storage and no device fingerprint on someone else's site. On a page the
 * site does not allow, the widget says the chat is not available there.
 */
export async function connectPartnerVisitor(siteOrigin: string): Promise<Visitor | null> {
  if (!(await embeddingAllowed(siteOrigin))) {
    setVisitorConnectionState('unavailable');
    return null;
  }
  const visitor = startVisitor({
    storageKeys: PARTNER_STORAGE_KEYS,
    params: readTrackingParams(window.location.search),
    registration: async () => partnerRegistration(),
    currentPage: partnerPage,
    socketUrl: siteOrigin,
  });
  visitor.visited(partnerPage());
  return visitor;
}
