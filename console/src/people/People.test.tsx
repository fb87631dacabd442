import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useConsoleServers } from '../testing/consoleServers';
import { inboxRoom, visitor } from '../testing/fixtures';
import { AgentConsole } from '../AgentConsole';
import type { Person } from './peopleApi';

const harness = useConsoleServers();

const DESKTOP = '7d9f3a52-1b2c-4d3e-8f4a-5b6c7d8e9f01';
const PHONE = '2a4b6c8d-0e1f-4a2b-9c3d-4e5f6a7b8c9d';
const OTHER = '9e8d7c6b-5a49-4382-b716-a5b4c3d2e1f0';
const LEAD_ID = '51f6c0de-0000-4000-8000-000000000001';

const desktopDevice = { id: DESKTOP, os: 'Windows', screen: '1920x1080', firstSeen: '2025-05-01T09:00:00.000Z', lastSeen: '2025-05-01T09:30:00.000Z', joined: { reason: 'proven email' as const, by: null, at: '2025-05-01T11:00:00.000Z' } };
const phoneDevice = { id: PHONE, os: 'iOS', screen: '390x844', firstSeen: '2025-05-01T10:50:00.000Z', lastSeen: '2025-05-01T11:00:00.000Z', joined: { reason: 'proven email' as const, by: null, at: '2025-05-01T11:00:00.000Z' } };

/** Ada: chatted on her desktop, then left a lead from her phone with the same e-mail, and confirmed it from both. */
const ada: Person = {
  personId: 'b1b2b3b4-0000-4000-8000-000000000001',
  visitorId: DESKTOP,
  names: ['Ada Writer'],
  emails: ['ada@example.com'],
  phones: ['(212) 555-0147'],
  devices: [phoneDevice, desktopDevice],
  firstTouch: null,
  lastTouch: null,
  timeline: [
    { kind: 'lead', at: '2025-05-01T11:00:00.000Z', visitorId: PHONE, leadId: LEAD_ID, form: 'General', message: 'Please call me about my memoir.' },
    { kind: 'visit', at: '2025-05-01T10:50:00.000Z', visitorId: PHONE, endedAt: '2025-05-01T10:55:00.000Z', pages: [{ path: '/', at: '2025-05-01T10:50:00.000Z' }, { path: '/contact', at: '2025-05-01T10:55:00.000Z' }], campaign: 'memoir-ads', keyword: 'memoir ghostwriter' },
    { kind: 'conversation', at: '2025-05-01T09:10:00.000Z', visitorId: DESKTOP, roomId: '41', status: 'closed', assignee: 'Maria', rating: 5, messages: 6 },
    { kind: 'visit', at: '2025-05-01T09:00:00.000Z', visitorId: DESKTOP, endedAt: '2025-05-01T09:05:00.000Z', pages: [{ path: '/pricing', at: '2025-05-01T09:00:00.000Z' }], campaign: 'spring', keyword: 'publish my book' },
  ],
  suggestions: [],
};
/** A visitor who typed Ada's address on another device, which proves nothing. */
const typedAdasAddress = { visitorId: OTHER, name: 'Bo Reader', email: 'ada@example.com', lastSeen: '2025-05-02T08:00:00.000Z', sharedEmail: 'ada@example.com', proposal: null };
const adaAlone: Person = { ...ada, personId: null, devices: [{ ...desktopDevice, joined: null }], phones: [], timeline: ada.timeline.filter((entry) => 'visitorId' in entry && entry.visitorId === DESKTOP) };

async function openPersonFromVisitors(person: Person = ada, role: 'agent' | 'admin' = 'agent') {
  const { servers } = harness;
  servers.signIn(undefined, { role });
  servers.route('GET /api/staff/visitors', { status: 200, body: { visitors: [visitor({ id: DESKTOP, name: 'Ada Writer' }), visitor({ id: OTHER, name: 'Bo Reader' })], page: 1, pageSize: 50 } });
  servers.route(`GET /api/staff/people/${DESKTOP}`, { status: 200, body: person });
  const user = userEvent.setup();
  render(<AgentConsole />);
  await user.click(await screen.findByRole('tab', { name: 'Visitors' }));
  const row = await screen.findByRole('row', { name: /^Ada Writer/ });
  await user.click(within(row).getByRole('button', { name: 'Person page of Ada Writer' }));
  await screen.findByRole('heading', { name: 'Ada Writer', level: 2 });
  return user;
}

const deviceRow = (name: RegExp) => screen.getByRole('row', { name });

describe("a deal on the person's timeline", () => {
  it('shows the deal where it stands, with each of its moves', async () => {
    const deal = {
      kind: 'deal' as const,
      at: '2025-05-01T11:30:00.000Z',
      dealId: 'd1d2d3d4-0000-4000-8000-000000000001',
      title: 'Ada Writer',
      stage: 'Won',
      amountCents: 450000,
      currency: 'USD',
      owner: 'Maria',
      moves: [
        { from: null, to: 'New', by: 'Maria', at: '2025-05-01T11:30:00.000Z' },
        { from: 'New', to: 'Consultation booked', by: null, at: '2025-05-02T09:00:00.000Z' },
        { from: 'Consultation booked', to: 'Won', by: 'Maria', at: '2025-05-09T16:00:00.000Z' },
      ],
    };
    await openPersonFromVisitors({ ...ada, timeline: [deal, ...ada.timeline] });
    const timeline = screen.getByRole('list', { name: 'Timeline of Ada Writer' });
    expect(within(timeline).getAllByRole('listitem')[0]).toHaveTextContent(/^Deal.*Ada Writer · Won · \$4,500\.00 · Maria/);
    const moves = within(timeline).getByRole('list', { name: 'Moves of the deal with Ada Writer' });
    expect(within(moves).getAllByRole('listitem').map((move) => move.textContent)).toEqual([
      expect.stringMatching(/^Opened in New, Maria, /),
      expect.stringMatching(/^New → Consultation booked, by a booking, /),
      expect.stringMatching(/^Consultation booked → Won, Maria, /),
    ]);
  });
});

describe('the person page', () => {
  it("shows the person's devices, contact and one timeline newest first, and goes back to the visitors", async () => {
    const user = await openPersonFromVisitors();
    expect(screen.getByRole('heading', { name: 'Ada Writer' })).toHaveFocus();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '2 devices' })).toBeInTheDocument();
    expect(deviceRow(/^iOS · 390x844/)).toHaveTextContent('Proved the same e-mail');
    expect(deviceRow(/^Windows · 1920x1080/)).toBeInTheDocument();

    const entries = within(screen.getByRole('list', { name: 'Timeline of Ada Writer' })).getAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      expect.stringMatching(/^Lead.*iOS · 390x844.*General form.*Please call me about my memoir\./),
      expect.stringMatching(/^Visit.*iOS · 390x844.*\/ → \/contact.*Campaign memoir-ads · keyword memoir ghostwriter/),
      expect.stringMatching(/^Conversation.*Windows · 1920x1080.*Closed · with Maria · 6 messages · rated 5 of 5/),
      expect.stringMatching(/^Visit.*Windows · 1920x1080.*\/pricing.*Campaign spring/),
    ]);

    await user.click(screen.getByRole('button', { name: 'Back to visitors' }));
    expect(await screen.findByRole('row', { name: /^Bo Reader/ })).toBeInTheDocument();
  });

  it('splits a device from the person only once confirmed, says so, and shows the person without it', async () => {
    const { servers } = harness;
    const user = await openPersonFromVisitors();
    await user.click(within(deviceRow(/^iOS · 390x844/)).getByRole('button', { name: 'Split from this person: iOS · 390x844' }));
    const confirm = screen.getByRole('group', { name: 'Split iOS · 390x844 from Ada Writer' });
    expect(within(confirm).getByRole('button', { name: 'Split' })).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(within(deviceRow(/^iOS · 390x844/)).getByRole('button', { name: 'Split from this person: iOS · 390x844' })).toHaveFocus();
    expect(servers.requestsTo(`POST /api/staff/people/${PHONE}/split`)).toHaveLength(0);

    servers.route(`POST /api/staff/people/${PHONE}/split`, { status: 200, body: { ...adaAlone, visitorId: PHONE, devices: [{ ...phoneDevice, joined: null }], timeline: [] } });
    servers.route(`GET /api/staff/people/${DESKTOP}`, { status: 200, body: adaAlone });
    await user.click(within(deviceRow(/^iOS · 390x844/)).getByRole('button', { name: 'Split from this person: iOS · 390x844' }));
    await user.click(within(screen.getByRole('group', { name: 'Split iOS · 390x844 from Ada Writer' })).getByRole('button', { name: 'Split' }));

    expect(await screen.findByText('iOS · 390x844 split from Ada Writer.')).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'One device' });
    expect(screen.getByRole('heading', { name: 'Ada Writer', level: 2 })).toHaveFocus();
    expect(screen.queryByRole('row', { name: /^iOS/ })).not.toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Timeline of Ada Writer' })).getAllByRole('listitem')).toHaveLength(2);
  });

  it("lets an admin merge with another visitor by id, and shows the server's refusal under the field", async () => {
    const { servers } = harness;
    const user = await openPersonFromVisitors(adaAlone, 'admin');
    const field = screen.getByLabelText('Visitor id to merge with');

    servers.route(`POST /api/staff/people/${DESKTOP}/merge`, { status: 404, body: { error: 'No such visitor' } });
    await user.type(field, OTHER);
    await user.click(screen.getByRole('button', { name: 'Merge with another visitor' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No such visitor');

    servers.route(`POST /api/staff/people/${DESKTOP}/merge`, { status: 400, body: { error: 'Invalid request', fields: { visitorId: 'Choose another visitor to merge with.' } } });
    await user.click(screen.getByRole('button', { name: 'Merge with another visitor' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription('Choose another visitor to merge with.'));
    expect(field).toHaveAttribute('aria-invalid', 'true');

    servers.route(`POST /api/staff/people/${DESKTOP}/merge`, { status: 200, body: ada });
    servers.route(`GET /api/staff/people/${DESKTOP}`, { status: 200, body: ada });
    await user.click(screen.getByRole('button', { name: 'Merge with another visitor' }));
    expect(await screen.findByText(`Merged ${OTHER.slice(0, 8)} into Ada Writer.`)).toBeInTheDocument();
    await screen.findByRole('heading', { name: '2 devices' });
    expect(servers.requestsTo(`POST /api/staff/people/${DESKTOP}/merge`).at(-1)!.body).toEqual({ visitorId: OTHER });
  });

  it('shows an agent who typed the same address as possibly the same person, and lets the agent propose, not make, the merge', async () => {
    const { servers } = harness;
    const user = await openPersonFromVisitors({ ...adaAlone, suggestions: [typedAdasAddress] });
    const row = screen.getByRole('row', { name: /^Bo Reader/ });
    expect(row).toHaveTextContent('Also gave ada@example.com');
    expect(screen.queryByRole('button', { name: 'Merge with another visitor' })).not.toBeInTheDocument();

    servers.route(`POST /api/staff/people/${DESKTOP}/merge-proposals`, { status: 201, body: { ...adaAlone, suggestions: [{ ...typedAdasAddress, proposal: { by: 'Maria', at: '2025-05-02T09:00:00.000Z' } }] } });
    servers.route(`GET /api/staff/people/${DESKTOP}`, { status: 200, body: { ...adaAlone, suggestions: [{ ...typedAdasAddress, proposal: { by: 'Maria', at: '2025-05-02T09:00:00.000Z' } }] } });
    await user.click(within(row).getByRole('button', { name: 'Propose a merge with Bo Reader' }));
    expect(await screen.findByText(`Proposed merging ${OTHER.slice(0, 8)} into Ada Writer: an admin will confirm it.`)).toBeInTheDocument();
    expect(await within(screen.getByRole('row', { name: /^Bo Reader/ })).findByText('Waiting for an admin')).toBeInTheDocument();
    expect(servers.requestsTo(`POST /api/staff/people/${DESKTOP}/merge`)).toHaveLength(0);
    expect(servers.requestsTo(`POST /api/staff/people/${DESKTOP}/merge-proposals`).map((request) => request.body)).toEqual([{ visitorId: OTHER }]);
  });

  it("lets an admin merge a member's proposal or dismiss it", async () => {
    const { servers } = harness;
    const proposed = { ...typedAdasAddress, proposal: { by: 'Maria', at: '2025-05-02T09:00:00.000Z' } };
    const user = await openPersonFromVisitors({ ...adaAlone, suggestions: [proposed] }, 'admin');
    expect(screen.getByRole('row', { name: /^Bo Reader/ })).toHaveTextContent(/Proposed by Maria/);

    servers.route(`DELETE /api/staff/people/${DESKTOP}/merge-proposals/${OTHER}`, { status: 204 });
    servers.route(`GET /api/staff/people/${DESKTOP}`, { status: 200, body: adaAlone });
    await user.click(screen.getByRole('button', { name: 'Dismiss Bo Reader' }));
    expect(await screen.findByText(`Dismissed the proposal to merge ${OTHER.slice(0, 8)}.`)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('row', { name: /^Bo Reader/ })).not.toBeInTheDocument());
  });

  it("opens from a conversation's header in the Inbox, and goes back to the conversation", async () => {
    const { servers } = harness;
    servers.signIn(undefined, { role: 'agent' });
    const room = inboxRoom({ id: '41', customerId: DESKTOP, visitorName: 'Ada Writer' });
    const { unread, lastMessage, visitorName, visitorEmail, presence, visitorPage, handover, labels, ...plain } = room;
    servers.route('GET /api/chat/chat-room/status', { status: 200, body: [room] });
    servers.route('GET /api/chat/chat-room/41', { status: 200, body: { room: plain, messages: [], visitorEmailKnown: false } });
    servers.route('GET /api/chat/chat-room/41/notes', { status: 200, body: { notes: [] } });
    servers.route(`GET /api/staff/people/${DESKTOP}`, { status: 200, body: ada });
    const user = userEvent.setup();
    render(<AgentConsole />);
    await user.click(await screen.findByRole('button', { name: /Ada Writer/ }));
    await user.click(await screen.findByRole('button', { name: 'Person page of Ada Writer' }));
    expect(await screen.findByRole('list', { name: 'Timeline of Ada Writer' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to the conversation' }));
    expect(await screen.findByRole('log', { name: 'Messages with Ada Writer' })).toBeInTheDocument();
  });

  it('opens from a lead in the Leads tab', async () => {
    const { servers } = harness;
    servers.signIn(undefined, { role: 'agent' });
    const lead = { id: LEAD_ID, created_at: '2025-05-01T11:00:00.000Z', form_type: 'General', full_name: 'Ada Writer', first_name: null, last_name: null, email: 'ada@example.com', phone: '(212) 555-0147', service: null, message: 'Please call me', utm_campaign: '', traffic_source: 'organic', suspected_bot: false, notification: 'delivered', first_touch: null, last_touch: null, experiment: null, customer_id: PHONE };
    servers.route('GET /api/staff/leads', { status: 200, body: { leads: [lead], page: 1, pageSize: 25, total: 1 } });
    servers.route(`GET /api/staff/people/${PHONE}`, { status: 200, body: { ...ada, visitorId: PHONE } });
    const user = userEvent.setup();
    render(<AgentConsole />);
    await user.click(await screen.findByRole('tab', { name: 'Leads' }));
    await user.click(await screen.findByRole('button', { name: 'Person page of Ada Writer' }));
    expect(await screen.findByRole('heading', { name: 'Ada Writer', level: 2 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to leads' }));
    expect(await screen.findByRole('heading', { name: 'Leads' })).toBeInTheDocument();
  });
});

describe('a link from the sales mail', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it("opens the lead's person page, and goes back to the leads", async () => {
    const { servers } = harness;
    window.history.replaceState(null, '', `/agent#person=${DESKTOP}`);
    servers.signIn();
    servers.route(`GET /api/staff/people/${DESKTOP}`, { status: 200, body: ada });
    servers.route('GET /api/staff/leads', { status: 200, body: { leads: [], page: 1, pageSize: 25, total: 0, spamTotal: 0 } });
    const user = userEvent.setup();
    render(<AgentConsole />);

    expect(await screen.findByRole('heading', { name: 'Ada Writer', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Leads' })).toHaveAttribute('aria-selected', 'true');
    expect(window.location.hash).toBe('');
    await user.click(screen.getByRole('button', { name: 'Back to leads' }));
    expect(await screen.findByRole('heading', { name: 'Leads', level: 2 })).toBeInTheDocument();
  });
});

