import { api, getVisitorSession, setVisitorSession, STORAGE_KEYS } from '@bookcraft/shared';
import { createSocket } from '@bookcraft/shared/socket';
import { requestRoom } from '../widget/connection/requestRoom';
import { partnerRegistration } from './partnerRegistration';

const stored = (key: string) => localStorage.getItem(key) ?? '';
const forget = () => Object.values(STORAGE_KEYS).forEach((key) => localStorage.removeItem(key));

/**
 * What the shell's tracking does on the site, done for a partner page:
 * register the visitor once (id and token kept in this origin's storage),
 * connect one socket to the site, get a room and publish the session, so
 * the widget works as it does on the site.
 */
export async function connectPartnerVisitor(siteOrigin: string): Promise<void> {
  let customerId = stored(STORAGE_KEYS.customerId);
  let token = stored(STORAGE_KEYS.visitorToken);
  const known = Boolean(customerId && token);
  if (!known) {
    const { data } = await api().post<{ id: string; token: string }>('/customer', partnerRegistration());
    customerId = data.id;
    token = data.token;
    localStorage.setItem(STORAGE_KEYS.customerId, customerId);
    localStorage.setItem(STORAGE_KEYS.visitorToken, token);
  }

  const socket = createSocket({ auth: { token } }, siteOrigin);
  socket.on('connect_error', (error) => {
    console.error('Socket connection error', error.message);
    // A visitor the site no longer knows starts afresh on the next page load.
    if (error.message === 'unauthorized' && known) forget();
  });
  socket.on('connect', async () => {
    if (known) socket.emit('customerRejoin', { customerId });
    // Published once; the widget itself catches up after later reconnects.
    if (getVisitorSession()?.socket === socket) return;
    const roomId = stored(STORAGE_KEYS.roomId) || (await requestRoom(socket, customerId).catch(() => ''));
    setVisitorSession({ customerId, token, roomId, socket });
  });
  socket.connect();
}
