import { api, emit, getRuntimeConfig, PresenceMachine, bindPresence, readTrackingParams, setVisitorSession, STORAGE_KEYS, type PresenceStatus } from '@bookcraft/shared';
import { createSocket } from '@bookcraft/shared/socket';
import { siteRegistration } from './registration';

const store = {
  get: (key: string) => localStorage.getItem(key) ?? undefined,
  set: (key: string, value: string) => localStorage.setItem(key, value),
  forget: () => Object.values(STORAGE_KEYS).forEach((key) => localStorage.removeItem(key)),
};

const report = (error: unknown) => console.error('Tracking error', error);

export interface Tracking {
  /** Records a page visit and the visitor's current page (SPEC §4.2). */
  visited(path: string): void;
}

/**
 * SPEC §4.1 and §4.2: register a new visitor once (or rejoin a known one),
 * open the chat socket, get a chat room, record visits and report presence.
 * Failures are logged as "Tracking error" and never shown (SPEC §8).
 */
export async function startTracking(): Promise<Tracking> {
  const params = readTrackingParams(window.location.search);
  let customerId = store.get(STORAGE_KEYS.customerId);
  let token = store.get(STORAGE_KEYS.visitorToken);
  const isNew = !customerId || !token;
  if (isNew) {
    const { data } = await api().post<{ id: string; token: string }>('/customer', await siteRegistration(params));
    customerId = data.id;
    token = data.token;
    store.set(STORAGE_KEYS.customerId, customerId);
    store.set(STORAGE_KEYS.visitorToken, token);
    if (params.utm_term) {
      const utm = { customerId, utm_campaign: params.utm_campaign, keyword: params.utm_term, gclid: params.gclid, link: window.location.href };
      await api().post('/customer/utm', utm, { headers: { Authorization: `Bearer ${token}` } }).catch(report);
    }
  }
  const visitor = { customerId: customerId!, token: token! };
  const auth = { headers: { Authorization: `Bearer ${visitor.token}` } };

  const socket = createSocket({ auth: { token: visitor.token } });
  let roomId = store.get(STORAGE_KEYS.roomId) ?? '';
  socket.on('connect_error', (error) => {
    console.error('Socket connection error', error.message);
    // A visitor the server no longer knows (its data was reset) starts afresh on the next load.
    if (error.message === 'unauthorized' && !isNew) store.forget();
  });
  socket.on('connect', async () => {
    if (!isNew) socket.emit('customerRejoin', { customerId: visitor.customerId });
    if (!roomId) {
      const answer = (await socket.timeout(10_000).emitWithAck('createRoom', { customerId: visitor.customerId, current_page: window.location.pathname })) as { roomId?: string };
      if (answer.roomId) {
        roomId = String(answer.roomId);
        store.set(STORAGE_KEYS.roomId, roomId);
      }
    }
    setVisitorSession({ ...visitor, roomId, socket });
  });
  socket.connect();

  const presence = new PresenceMachine(
    (status: PresenceStatus) => {
      socket.emit('visitor-status', { status });
      if (roomId) socket.emit('book-craft-message', { content: `Visitor is ${status}`, senderRole: 'system', roomId, createdAt: new Date().toISOString() });
      emit('presenceChanged', { status });
    },
    () => document.visibilityState === 'visible',
  );
  bindPresence(presence, () => {
    // The page is closing: a beacon survives it where a socket message may not.
    const beacon = JSON.stringify({ token: visitor.token, event: 'offline', path: window.location.pathname });
    navigator.sendBeacon(`${getRuntimeConfig().apiBaseUrl}/customer/track`, new Blob([beacon], { type: 'text/plain' }));
    if (roomId) socket.emit('typing', { roomId, senderRole: 'visitor', typing: false });
  });

  return {
    visited(path) {
      socket.emit('pageVisited', { customerId: visitor.customerId, path });
      api().post(`/customer/update/${visitor.customerId}`, { currentPage: path }, auth).catch(() => null);
    },
  };
}

export { report as reportTrackingError };
