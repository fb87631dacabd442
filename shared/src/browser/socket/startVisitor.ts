import { api, httpStatusOf, isApiError, isRefusal } from '../api';
import { getRuntimeConfig } from '../../contract/config';
import { toSingleLine } from '../../contract/schemas/text';
import type { RegistrationPayload } from '../../contract/schemas/visitors';
import type { ApiAnswer } from '../../contract/api/apiRoutes';
import { arrivalFields, isDirect } from '../../contract/tracking/arrival';
import { currentArrival } from '../tracking/registration';
import { backoffDelayMs, retryWithBackoff, type RetryAfter } from '../../contract/tracking/backoff';
import { bindPresence, PresenceMachine } from '../tracking/presence';
import { forgetRegistrationKey, registrationKey } from '../tracking/registrationKey';
import { searchKeywordOf } from '../../contract/tracking/searchKeyword';
import { setVisitorConnectionState, setVisitorSession, type VisitorStorageKeys } from '../tracking/session';
import { registrationUnderWay, storedVisitor, visitorAuth, type StoredVisitor } from '../tracking/visitorAuth';
import type { TrackingParams } from '../../contract/types';
import { createSocket, type TypedSocket } from './createSocket';
import { requestRoom } from './requestRoom';

export interface VisitorOptions {
  storageKeys: VisitorStorageKeys;
  params: TrackingParams;
  /** The registration of requirements §3.2 for this page (with device signals on the site, without on partners' pages). */
  registration: () => Promise<RegistrationPayload>;
  /** The page as staff should see it: a path on the site, the whole address on a partner's page. */
  currentPage: () => string;
  /** The chat socket's host; the runtime configuration's otherwise. */
  socketUrl?: string;
}

export interface Visitor {
  /** Records a page visit and the visitor's current page (requirements §4.2). */
  visited(page: string): void;
}

const report = (error: unknown) => console.error('Tracking error', error);

/** A 429's Retry-After, so the retry waits as long as the server asked. */
function withRetryAfter(error: unknown): unknown {
  if (isApiError(error) && httpStatusOf(error) === 429) {
    const seconds = Number(error.response!.headers['retry-after']);
    if (seconds > 0) (error as RetryAfter).retryAfterMs = seconds * 1_000;
  }
  return error;
}

function remember(keys: VisitorStorageKeys, visitor: StoredVisitor): void {
  localStorage.setItem(keys.customerId, visitor.customerId);
  localStorage.setItem(keys.visitorToken, visitor.token);
}

const forget = (keys: VisitorStorageKeys) => Object.values(keys).forEach((key) => localStorage.removeItem(key));

/** Registers a new visitor, trying again (with back-off) until the API answers; the key makes every try one visitor. */
async function register(options: VisitorOptions): Promise<StoredVisitor> {
  const payload = { ...(await options.registration()), registrationKey: registrationKey() };
  const { data } = await retryWithBackoff(() => api().post<ApiAnswer<'POST /api/customer'>>('/customer', payload).catch((error: unknown) => Promise.reject(withRetryAfter(error))), {
    isFinal: isRefusal,
    onFailure: (error) => {
      report(error);
      setVisitorConnectionState('retrying');
    },
  });
  const visitor = { customerId: data.id, token: data.token };
  remember(options.storageKeys, visitor);
  forgetRegistrationKey();
  return visitor;
}

/** Registers a new visitor, letting the calls that link to the visitor wait for it meanwhile. */
function registered(options: VisitorOptions): Promise<StoredVisitor> {
  const registration = register(options);
  registrationUnderWay(registration);
  return registration;
}

/**
 * The campaign this page was reached through: posted for a new visitor with a keyword (requirements §4.2), and for a
 * returning one on every arrival that is not direct (the last touch before a lead is the latest of these).
 */
async function recordCampaign(visitor: StoredVisitor, params: TrackingParams, isNew: boolean): Promise<void> {
  const arrival = currentArrival();
  if (isNew ? !params.utm_term : isDirect(arrival)) return;
  const utm = { customerId: visitor.customerId, utm_campaign: params.utm_campaign, keyword: params.utm_term, gclid: params.gclid, link: window.location.href.slice(0, 2048), ...arrivalFields(arrival) };
  await api().post('/customer/utm', utm, visitorAuth(visitor.token));
}

/**
 * Requirements §4.1 and §4.2 for one page, on the site and on partners' pages:
 * register a new visitor once (or rejoin a known one), open the chat socket,
 * get a chat room, record visits and report presence. Registration and the
 * socket try again with capped, jittered back-off until they get through,
 * without a reload; the connection state tells the widget how it stands.
 * Failures are logged to the console, never shown (requirements §8): "Tracking error" with
 * the error, and "Socket connection error" for each refused or failed socket connection.
 */
export function startVisitor(options: VisitorOptions): Visitor {
  const { storageKeys: keys } = options;
  let visitor: StoredVisitor | undefined;
  let socket: TypedSocket | undefined;
  let roomId = '';
  let reregistered = false;
  const visitsBeforeStart: string[] = [];

  const recordVisit = (page: string) => {
    socket!.emit('pageVisited', { customerId: visitor!.customerId, path: page });
    api().post(`/customer/update/${visitor!.customerId}`, { currentPage: page }, visitorAuth(visitor!.token)).catch(report);
  };

  async function start(): Promise<void> {
    const known = storedVisitor(keys);
    visitor = known ?? (await registered(options));
    const { customerId, token } = visitor;
    roomId = localStorage.getItem(keys.roomId) ?? '';
    const own = createSocket({ auth: { token }, reconnectionDelay: 1_000, reconnectionDelayMax: 30_000, randomizationFactor: 0.5 }, options.socketUrl);
    socket = own;
    let attempts = 0;
    let campaignRecorded = false;

    own.on('connect_error', (error) => {
      console.error('Socket connection error', error.message);
      setVisitorConnectionState('retrying');
      // A refusal by the server's handshake is not retried by socket.io itself; an unreachable server is.
      if (own.active) return;
      if (error.message === 'unauthorized' && known && !reregistered) {
        // The site no longer knows this visitor (its data was reset): register afresh, once, without a reload.
        reregistered = true;
        forget(keys);
        own.removeAllListeners();
        start().catch(report);
        return;
      }
      setTimeout(() => own.connect(), backoffDelayMs(attempts++));
    });
    own.on('connect', async () => {
      attempts = 0;
      setVisitorConnectionState('connected');
      if (known) own.emit('customerRejoin', { customerId });
      if (!campaignRecorded) {
        campaignRecorded = true;
        recordCampaign(visitor!, options.params, !known).catch(report);
        // One line, as the server takes a keyword: a search can hold a line break.
        const keyword = toSingleLine(searchKeywordOf(document.referrer)).trim();
        if (keyword) api().post('/track/keyword', { keyword, link: window.location.href.slice(0, 2048) }, visitorAuth(token)).catch(report);
      }
      if (!roomId) roomId = await requestRoom(own, customerId, keys.roomId, options.currentPage()).catch((error: unknown) => (report(error), ''));
      setVisitorSession({ customerId, token, roomId, socket: own, storageKeys: keys, currentPage: options.currentPage });
    });
    own.on('disconnect', () => setVisitorConnectionState('retrying'));
    own.connect();
    visitsBeforeStart.splice(0).forEach(recordVisit);
  }

  const presence = new PresenceMachine(
    (status) => {
      socket?.emit('visitor-status', { status });
      // Nothing waits on the answer: a presence line that is lost is replaced by the next one.
      if (roomId) socket?.emit('book-craft-message', { content: `Visitor is ${status}`, senderRole: 'system', roomId, createdAt: new Date().toISOString() }, () => undefined);
    },
    () => document.visibilityState === 'visible',
  );
  bindPresence(presence, () => {
    if (!visitor) return;
    // The page is closing: a beacon survives it where a socket message may not.
    const beacon = JSON.stringify({ token: visitor.token, event: 'offline', path: options.currentPage() });
    navigator.sendBeacon(`${getRuntimeConfig().apiBaseUrl}/customer/track`, new Blob([beacon], { type: 'text/plain' }));
    if (roomId) socket?.emit('typing', { roomId, senderRole: 'visitor', typing: false });
  });

  setVisitorConnectionState('connecting');
  start().catch(report);

  return {
    visited(page) {
      if (socket && visitor) recordVisit(page);
      else visitsBeforeStart.push(page);
    },
  };
}
