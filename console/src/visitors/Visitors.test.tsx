import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useConsoleServers } from '../testing/consoleServers';
import { visitor } from '../testing/fixtures';
import { AgentConsole } from '../AgentConsole';

const harness = useConsoleServers();

const ADA_ID = '7d9f3a52-1b2c-4d3e-8f4a-5b6c7d8e9f01';
const BO_ID = '2a4b6c8d-0e1f-4a2b-9c3d-4e5f6a7b8c9d';
const DEE_ID = '9e8d7c6b-5a49-4382-b716-a5b4c3d2e1f0';

const ada = visitor({ id: ADA_ID, name: 'Ada Visitor', current_page: '/pricing', utm_campaign: 'spring-fiction', keyword: 'publish my novel', last_seen_at: '2025-05-01T10:05:00.000Z' });
const bo = visitor({ id: BO_ID, email: 'bo@example.com', presence: 'offline', current_page: '/blog', last_seen_at: '2025-05-01T08:00:00.000Z' });

async function showVisitors(role: 'admin' | 'agent' = 'agent') {
  const { servers } = harness;
  servers.signIn(undefined, { role });
  servers.route('GET /api/staff/visitors', { status: 200, body: { visitors: [ada, bo], page: 1, pageSize: 50 } });
  const user = userEvent.setup();
  render(<AgentConsole />);
  await user.click(await screen.findByRole('tab', { name: 'Visitors' }));
  await screen.findByRole('table');
  return user;
}

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(`^${name}`) });

/** What the server answers an export with: each part a list of stored rows. */
const adaExport = { exportedAt: '2025-05-01T11:00:00.000Z', customer: { id: ADA_ID }, person: null, visitors: [{ id: ADA_ID }], visits: [], presence: [], attribution: [], leads: [], chats: [], images: [], mail: [], deals: [] };

/** The names of the files the console saves (jsdom saves nothing: the download link's click is recorded instead). */
function savedFiles(): string[] {
  const saved: string[] = [];
  URL.createObjectURL = () => 'blob:http://localhost/export';
  URL.revokeObjectURL = () => undefined;
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return saved;
}

describe('live visitors', () => {
  it('lists who is online with presence, current page and first-touch campaign and keyword', async () => {
    const user = await showVisitors();

    expect(rowOf('Ada Visitor')).toHaveTextContent(/Active.*\/pricing.*spring-fiction.*publish my novel/);
    expect(screen.getByText('1 visitor online')).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /bo@example\.com/ })).not.toBeInTheDocument();

    await user.click(screen.getByLabelText('Show offline visitors'));
    expect(rowOf('bo@example.com')).toHaveTextContent(/Offline.*\/blog/);
  });

  it('updates from the visitor socket events: pages, presence, and visitors who just arrived', async () => {
    const { servers } = harness;
    await showVisitors();

    servers.emit('visitor', { type: 'page', customerId: ADA_ID, path: '/services/editing', at: '2025-05-01T10:06:00.000Z' });
    await waitFor(() => expect(rowOf('Ada Visitor')).toHaveTextContent('/services/editing'));

    servers.emit('visitor', { type: 'presence', customerId: ADA_ID, status: 'idle', at: '2025-05-01T10:07:00.000Z' });
    await waitFor(() => expect(rowOf('Ada Visitor')).toHaveTextContent('Idle'));

    servers.emit('visitor', { type: 'registered', customerId: DEE_ID, landingPage: '/lp/memoir', utm_campaign: 'memoir-ads', keyword: 'memoir ghostwriter', gclid: '', traffic_source: 'paid', presence: 'active' });
    const dee = await screen.findByRole('row', { name: /^Visitor 9e8d7c6b/ });
    expect(dee).toHaveTextContent(/Active.*\/lp\/memoir.*memoir-ads.*memoir ghostwriter/);
    expect(screen.getAllByRole('row')[1]).toBe(dee);
    expect(screen.getByText('2 visitors online')).toBeInTheDocument();

    servers.emit('visitor', { type: 'presence', customerId: DEE_ID, status: 'offline', at: '2025-05-01T10:08:00.000Z' });
    await waitFor(() => expect(screen.queryByRole('row', { name: /^Visitor 9e8d7c6b/ })).not.toBeInTheDocument());
    expect(screen.getByText('1 visitor online')).toBeInTheDocument();
  });

  it('names a visitor as they type, marks them a lead when they send one, and lists their leads', async () => {
    const { servers } = harness;
    const user = await showVisitors();
    servers.emit('visitor', { type: 'customer', customerId: BO_ID, name: 'Bo Reader', email: 'bo@example.com', phone: null, lead: false });
    await user.click(screen.getByLabelText('Show offline visitors'));
    const row = await screen.findByRole('row', { name: /^Bo Reader/ });
    expect(within(row).getByRole('rowheader')).toHaveTextContent('Bo Readerbo@example.com');

    const lead = { id: '51f6c0de-0000-4000-8000-000000000001', form_type: 'Publishing', created_at: '2025-05-01T10:10:00.000Z' };
    servers.route(`GET /api/staff/visitors/${BO_ID}`, { status: 200, body: { ...bo, name: 'Bo Reader', lead: true, visits: [], leads: [lead] } });
    servers.emit('visitor', { type: 'customer', customerId: BO_ID, name: 'Bo Reader', email: 'bo@example.com', phone: '(212) 555-0147', lead: true });
    await waitFor(() => expect(within(rowOf('Bo Reader')).getByRole('rowheader')).toHaveTextContent(/^Bo Reader Lead/));
    await user.click(within(rowOf('Bo Reader')).getByRole('button', { name: 'Show pages and leads of Bo Reader' }));
    const leads = await screen.findByRole('list', { name: 'Leads from Bo Reader' });
    expect(leads).toHaveTextContent(/^Publishing lead ·/);
  });

  it('expands a visitor to show the pages they visited, and adds new visits live', async () => {
    const { servers } = harness;
    servers.route(`GET /api/staff/visitors/${ADA_ID}`, {
      status: 200,
      body: { ...ada, visits: [{ path: '/', visited_at: '2025-05-01T10:00:00.000Z' }, { path: '/pricing', visited_at: '2025-05-01T10:05:00.000Z' }], leads: [] },
    });
    const user = await showVisitors();

    const toggle = within(rowOf('Ada Visitor')).getByRole('button', { name: 'Show pages and leads of Ada Visitor' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    const visits = await screen.findByRole('list', { name: 'Pages visited by Ada Visitor' });
    expect(within(visits).getAllByRole('listitem').map((item) => item.textContent)).toEqual([expect.stringMatching(/^\/ ·/), expect.stringMatching(/^\/pricing ·/)]);

    servers.emit('visitor', { type: 'page', customerId: ADA_ID, path: '/contact', at: '2025-05-01T10:09:00.000Z' });
    await waitFor(() => expect(within(visits).getAllByRole('listitem')).toHaveLength(3));
    expect(within(visits).getAllByRole('listitem')[2]).toHaveTextContent(/^\/contact ·/);

    await user.click(toggle);
    expect(screen.queryByRole('list', { name: 'Pages visited by Ada Visitor' })).not.toBeInTheDocument();
  });
});

describe("a visitor's privacy requests", () => {
  async function openAda(role: 'admin' | 'agent' = 'admin') {
    const { servers } = harness;
    servers.route(`GET /api/staff/visitors/${ADA_ID}`, { status: 200, body: { ...ada, visits: [], leads: [] } });
    const user = await showVisitors(role);
    await user.click(within(rowOf('Ada Visitor')).getByRole('button', { name: 'Show pages and leads of Ada Visitor' }));
    await screen.findByText('No page visits recorded.');
    return user;
  }

  it('offers an agent no privacy requests: only admins export or erase', async () => {
    await openAda('agent');
    expect(screen.queryByRole('button', { name: 'Download this visitor’s data (Ada Visitor)' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Erase this visitor’s data (Ada Visitor)' })).not.toBeInTheDocument();
  });

  it('offers everything held about this visitor as one file to download, asked for by a POST no page can make', async () => {
    const saved = savedFiles();
    harness.servers.route(`POST /api/staff/visitors/${ADA_ID}/export`, { status: 200, body: adaExport });
    const user = await openAda();
    await user.click(screen.getByRole('button', { name: 'Download this visitor’s data (Ada Visitor)' }));
    await waitFor(() => expect(saved).toEqual([`visitor-${ADA_ID}.json`]));
    expect(harness.servers.requestsTo(`POST /api/staff/visitors/${ADA_ID}/export`).map((request) => request.path)).toEqual([`/api/staff/visitors/${ADA_ID}/export`]);
  });

  it('erases this visitor only once confirmed, then drops them from the list and says so', async () => {
    const { servers } = harness;
    const user = await openAda();
    await user.click(screen.getByRole('button', { name: 'Erase this visitor’s data (Ada Visitor)' }));
    const confirm = screen.getByRole('group', { name: 'Erase the data of Ada Visitor' });
    expect(confirm).toHaveTextContent('Visitors linked with them are not touched. This cannot be undone.');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(servers.requestsTo(`DELETE /api/staff/visitors/${ADA_ID}`)).toHaveLength(0);

    servers.route(`DELETE /api/staff/visitors/${ADA_ID}`, { status: 204 });
    await user.click(screen.getByRole('button', { name: 'Erase this visitor’s data (Ada Visitor)' }));
    await user.click(within(screen.getByRole('group', { name: 'Erase the data of Ada Visitor' })).getByRole('button', { name: 'Erase' }));
    expect(await screen.findByText('All data of Ada Visitor erased.')).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /^Ada Visitor/ })).not.toBeInTheDocument();
    expect(servers.requestsTo(`DELETE /api/staff/visitors/${ADA_ID}`).map((request) => request.path)).toEqual([`/api/staff/visitors/${ADA_ID}`]);
  });

  it('takes in the linked visitors only as an explicit choice, after listing every record it touches', async () => {
    const { servers } = harness;
    const user = await openAda();
    servers.route(`GET /api/staff/visitors/${ADA_ID}/linked-records`, {
      status: 200,
      body: {
        visitors: [
          { id: ADA_ID, name: 'Ada Visitor', email: null, lastSeen: '2025-05-01T10:05:00.000Z' },
          { id: DEE_ID, name: null, email: 'ada@example.com', lastSeen: '2025-05-01T09:00:00.000Z' },
        ],
        leads: [{ id: '51f6c0de-0000-4000-8000-000000000001', visitorId: DEE_ID, name: 'Ada Visitor', email: 'ada@example.com', at: '2025-05-01T09:10:00.000Z' }],
        conversations: [],
        mails: 1,
      },
    });
    await user.click(screen.getByRole('button', { name: 'Include linked visitors… of Ada Visitor' }));
    const records = await screen.findByRole('group', { name: 'Records of Ada Visitor and the linked visitors' });
    expect(records).toHaveTextContent('touches 2 visitors, 1 lead, 0 conversations and 1 e-mail');
    expect(within(within(records).getByRole('list', { name: 'Visitors' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Ada Visitor \(7d9f3a52\)/),
      expect.stringMatching(/^ada@example\.com \(9e8d7c6b\)/),
    ]);
    const saved = savedFiles();
    servers.route(`POST /api/staff/visitors/${ADA_ID}/export`, { status: 200, body: adaExport });
    await user.click(within(records).getByRole('button', { name: 'Download all of it' }));
    await waitFor(() => expect(saved).toEqual([`visitor-${ADA_ID}.json`]));
    expect(servers.requestsTo(`POST /api/staff/visitors/${ADA_ID}/export`).map((request) => request.path)).toEqual([`/api/staff/visitors/${ADA_ID}/export?linked=${DEE_ID}`]);

    servers.route(`DELETE /api/staff/visitors/${ADA_ID}`, { status: 204 });
    await user.click(within(records).getByRole('button', { name: 'Erase all of it' }));
    const confirm = screen.getByRole('group', { name: 'Erase the data of Ada Visitor' });
    expect(confirm).toHaveTextContent('Erase everything held about Ada Visitor and the 1 linked visitor listed');
    await user.click(within(confirm).getByRole('button', { name: 'Erase' }));
    expect(await screen.findByText('All data of Ada Visitor and 1 linked visitor erased.')).toBeInTheDocument();
    expect(servers.requestsTo(`DELETE /api/staff/visitors/${ADA_ID}`).map((request) => request.path)).toEqual([`/api/staff/visitors/${ADA_ID}?linked=${DEE_ID}`]);
  });

  it('keeps the visitor and says so when the erasure fails', async () => {
    const { servers } = harness;
    const user = await openAda();
    servers.route(`DELETE /api/staff/visitors/${ADA_ID}`, { status: 503, body: { error: 'The service is briefly unavailable, please try again in a moment' } });
    await user.click(screen.getByRole('button', { name: 'Erase this visitor’s data (Ada Visitor)' }));
    await user.click(within(screen.getByRole('group', { name: 'Erase the data of Ada Visitor' })).getByRole('button', { name: 'Erase' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not erase the data of Ada Visitor. Try again.');
    expect(rowOf('Ada Visitor')).toBeInTheDocument();
  });
});
