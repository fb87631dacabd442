import { io as connect, type Socket } from 'socket.io-client';
import { cookieFrom, signIn } from './helpers';

export const registration = (overrides: Record<string, unknown> = {}) => ({
  screenResolution: '1280x800',
  timezone: 'America/New_York',
  canvasHash: 'c1',
  audioHash: 'a1',
  fingerprintId: 'f1',
  company: 'BCP',
  landingPage: '/LP-GN-MET',
  utm_campaign: 'spring',
  keyword: 'publish my book',
  link: 'http://site.test/LP-GN-MET?utm_campaign=spring&utm_term=publish+my+book',
  os: 'Linux',
  ...overrides,
});

export async function register(url: string, overrides: Record<string, unknown> = {}): Promise<{ id: string; token: string }> {
  const response = await fetch(`${url}/api/customer`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(registration(overrides)) });
  if (response.status !== 201) throw new Error(`registration answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as { id: string; token: string };
}

export const asVisitor = (token: string) => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' });

export function openSocket(url: string, options: { token?: string; cookie?: string; origin?: string; headers?: Record<string, string> } = {}): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(url, {
      transports: ['websocket'],
      reconnection: false,
      auth: options.token ? { token: options.token } : {},
      extraHeaders: { ...(options.cookie ? { cookie: options.cookie } : {}), ...(options.origin ? { origin: options.origin } : {}), ...options.headers },
    });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

export async function staffSocket(url: string): Promise<Socket> {
  const cookie = cookieFrom(await signIn(url), 'bc_staff')!.split(';')[0]!;
  return openSocket(url, { cookie });
}

export const emitWithAck = (socket: Socket, event: string, payload: unknown) => socket.timeout(5_000).emitWithAck(event, payload) as Promise<Record<string, unknown>>;

/** Resolves with the first staff `visitor` event that matches. */
export function nextVisitorEvent(socket: Socket, match: (event: Record<string, unknown>) => boolean): Promise<Record<string, unknown>> {
  return new Promise((resolve) => {
    const listener = (event: Record<string, unknown>) => {
      if (!match(event)) return;
      socket.off('visitor', listener);
      resolve(event);
    };
    socket.on('visitor', listener);
  });
}
