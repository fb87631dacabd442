import { getVisitorSession, onVisitorConnectionState, setRuntimeConfig, STORAGE_KEYS, type VisitorConnectionState } from '@bookcraft/shared';
import { waitFor } from '@testing-library/dom';
import { startChatServer, type ChatServerStub } from '@bookcraft/testing/chatServerStub';
import { standInVisitorToken } from '@bookcraft/testing/stubApi';
import { NO_DEVICE_SIGNALS, registrationPayload } from '../tracking/registration';
import { readTrackingParams } from '../../contract/tracking/utm';
import { startVisitor } from './startVisitor';

// The visitor start-up of the site and the partner embed, against the chat stand-in that answers
// (and refuses) as the real server's contract says.

let server: ChatServerStub;
const KNOWN_ID = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';

beforeAll(async () => {
  server = await startChatServer();
  setRuntimeConfig({ apiBaseUrl: `${server.url}/api`, socketUrl: server.url });
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  localStorage.clear();
});
afterEach(() => {
  getVisitorSession()?.socket.disconnect();
  server.assertNoViolations();
});

/** Starts the visitor on /LP-GN-GAD with `search`; `published` resolves once this start has published its session. */
function start(search = '') {
  const before = getVisitorSession();
  published = () =>
    new Promise<void>((resolve) => {
      const check = setInterval(() => {
        const session = getVisitorSession();
        if (session !== before && session?.roomId) (clearInterval(check), resolve());
      }, 10);
    });
  window.history.replaceState(null, '', `/LP-GN-GAD${search}`);
  const params = readTrackingParams(search);
  return startVisitor({
    storageKeys: STORAGE_KEYS,
    params,
    registration: async () => registrationPayload(params, NO_DEVICE_SIGNALS, { landingPage: '/LP-GN-GAD', link: `http://localhost/LP-GN-GAD${search}` }),
    currentPage: () => '/LP-GN-GAD',
  });
}

let published: () => Promise<void>;

const registrations = () => server.requestsTo('POST', /^\/api\/customer$/);

/**
 * "Nothing more was sent": the visitor records one more page, a marker sent after everything before it on
 * the same socket, and once the server has the marker it has everything the visitor sent before it.
 */
async function afterMarker(visitor: ReturnType<typeof startVisitor>) {
  const { customerId } = getVisitorSession()!;
  visitor.visited('/marker');
  await waitFor(() => expect(server.payloadsOf('pageVisited')).toContainEqual({ customerId, path: '/marker' }));
}

it('registers a new visitor once, connects with the token, gets a room and records the page', async () => {
  const visitor = start();
  visitor.visited('/LP-GN-GAD');
  await published();
  const session = getVisitorSession()!;
  expect(registrations()).toHaveLength(1);
  expect(localStorage.getItem('CustomerId')).toBe(session.customerId);
  expect(localStorage.getItem('roomId')).toBe(session.roomId);
  expect(server.handshakes.at(-1)).toEqual({ token: session.token });
  expect(server.payloadsOf('createRoom')).toEqual([{ customerId: session.customerId, current_page: '/LP-GN-GAD' }]);
  await afterMarker(visitor);
  expect(server.payloadsOf('pageVisited')).toEqual([{ customerId: session.customerId, path: '/LP-GN-GAD' }, { customerId: session.customerId, path: '/marker' }]);
});

it('keeps trying to register while the API fails, honouring Retry-After, saying so, and gets there without a reload', async () => {
  const answers = [{ status: 503, body: { error: 'Unavailable' } }, { status: 429, body: { error: 'Too many' }, headers: { 'retry-after': '1' } }];
  server.answer('POST', /^\/api\/customer$/, () => answers.shift() ?? { status: 201, body: { id: KNOWN_ID, token: standInVisitorToken(KNOWN_ID) } });
  const states: VisitorConnectionState[] = [];
  const stop = onVisitorConnectionState((state) => states.push(state));
  start();
  await published();
  stop();
  expect(states).toEqual(['connecting', 'retrying', 'connected']);
  const keys = registrations().map((request) => (request.body as { registrationKey: string }).registrationKey);
  expect(keys).toHaveLength(3);
  expect(new Set(keys).size).toBe(1);
  expect(getVisitorSession()!.customerId).toBe(KNOWN_ID);
  expect(localStorage.getItem('bookcraft:registration-key')).toBeNull();
});

/** A visitor this browser already registered, with their room. */
function knownVisitor() {
  localStorage.setItem('CustomerId', KNOWN_ID);
  localStorage.setItem('bookcraft:visitor-token', standInVisitorToken(KNOWN_ID));
  localStorage.setItem('roomId', server.openRoom(KNOWN_ID).id);
}
const campaignPosts = () => server.requestsTo('POST', /^\/api\/customer\/utm$/).map((request) => request.body);
const NO_ARRIVAL = { utm_source: '', utm_medium: '', utm_content: '', gbraid: '', wbraid: '', fbclid: '', msclkid: '', li_fat_id: '', ttclid: '', referrer: '' };

function cameFrom(referrer: string) {
  Object.defineProperty(document, 'referrer', { value: referrer, configurable: true });
}
afterEach(() => cameFrom(''));

it('rejoins a known visitor, and posts the campaign and click id they come back through (their last touch)', async () => {
  knownVisitor();
  const visitor = start('?utm_source=facebook&utm_campaign=autumn&utm_term=ghostwriter&fbclid=IwAR0');
  await published();
  await waitFor(() => expect(campaignPosts()).not.toHaveLength(0));
  await afterMarker(visitor);
  expect(registrations()).toHaveLength(0);
  expect(server.payloadsOf('customerRejoin')).toEqual([{ customerId: KNOWN_ID }]);
  expect(campaignPosts()).toEqual([
    { customerId: KNOWN_ID, utm_campaign: 'autumn', keyword: 'ghostwriter', gclid: '', link: 'http://localhost/LP-GN-GAD?utm_source=facebook&utm_campaign=autumn&utm_term=ghostwriter&fbclid=IwAR0', ...NO_ARRIVAL, utm_source: 'facebook', fbclid: 'IwAR0' },
  ]);
  expect(server.payloadsOf('utm-params')).toEqual([]);
});

it('posts a return from another site without a campaign, with its referring domain', async () => {
  knownVisitor();
  cameFrom('https://www.bing.com/');
  const visitor = start();
  await published();
  await waitFor(() => expect(campaignPosts()).not.toHaveLength(0));
  await afterMarker(visitor);
  expect(campaignPosts()).toEqual([{ customerId: KNOWN_ID, utm_campaign: '', keyword: '', gclid: '', link: 'http://localhost/LP-GN-GAD', ...NO_ARRIVAL, referrer: 'www.bing.com' }]);
});

it('posts nothing for a direct return: no campaign, no click id, and no other site sent them', async () => {
  knownVisitor();
  cameFrom('http://localhost/pricing');
  const visitor = start();
  await published();
  await afterMarker(visitor);
  expect(campaignPosts()).toEqual([]);
  expect(server.payloadsOf('utm-params')).toEqual([]);
});
