import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useConsoleServers } from '../testing/consoleServers';
import { AgentConsole } from '../AgentConsole';
import { deal } from '../testing/fixtures';
import type { Lead } from './leadsApi';

const harness = useConsoleServers();

function lead(n: number): Lead {
  return {
    id: `lead-${n}`,
    created_at: '2025-05-01T10:00:00.000Z',
    form_type: 'Publishing',
    full_name: `Author ${n}`,
    first_name: null,
    last_name: null,
    email: `author${n}@example.com`,
    phone: '2125550147',
    service: null,
    message: `<script>alert(${n})</script> My manuscript`,
    utm_campaign: n === 1 ? 'spring-fiction' : '',
    traffic_source: 'paid',
    suspected_bot: false,
    notification: 'delivered',
    first_touch: null,
    last_touch: null,
    experiment: n === 1 ? null : { id: 'experiment-1', name: 'Spring headline', arm: n === 2 ? 1 : 0 },
  };
}

describe('leads', () => {
  it('lists the leads a page at a time, and links the CSV export', async () => {
    const { servers } = harness;
    servers.signIn();
    servers.route('GET /api/staff/leads', (request) => {
      const page = Number(new URL(request.path, servers.apiUrl).searchParams.get('page'));
      return { status: 200, body: { leads: page === 1 ? [lead(1), lead(2)] : [lead(26)], page, pageSize: 25, total: 26 } };
    });
    const user = userEvent.setup();
    render(<AgentConsole />);
    await user.click(await screen.findByRole('tab', { name: 'Leads' }));

    const row = await screen.findByRole('row', { name: /Author 1\b/ });
    expect(row).toHaveTextContent(/author1@example\.com.*2125550147.*Publishing.*spring-fiction.*paid/);
    expect(within(row).getByText('<script>alert(1)</script> My manuscript')).toBeInTheDocument();
    // A lead from a visitor in a landing-page experiment names it and the variant shown; others say nothing of one.
    expect(within(screen.getByRole('row', { name: /Author 2\b/ })).getByText('Experiment: Spring headline — Variant 2')).toBeInTheDocument();
    expect(within(row).queryByText(/Experiment:/)).not.toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2 (26 leads)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Download all leads (CSV)' })).toHaveAttribute('href', `${servers.apiUrl}/api/staff/leads?format=csv`);

    await user.click(screen.getByRole('button', { name: 'Next page' }));

    expect(within(await screen.findByRole('row', { name: /Author 26/ })).getByText('Experiment: Spring headline — Variant 1 (control)')).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /Author 1\b/ })).not.toBeInTheDocument();
    expect(screen.getByText('Page 2 of 2 (26 leads)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await waitFor(() => expect(servers.requestsTo('GET /api/staff/leads').map((request) => request.path)).toEqual(['/api/staff/leads?page=1&pageSize=25', '/api/staff/leads?page=2&pageSize=25']));
  });
});

describe('leads that arrive while the console is open', () => {
  it('counts them on the Leads tab, and lists them without a reload when the tab is open', async () => {
    const { servers } = harness;
    servers.signIn();
    let stored = [lead(1)];
    servers.route('GET /api/staff/leads', () => ({ status: 200, body: { leads: stored, page: 1, pageSize: 25, total: stored.length } }));
    const user = userEvent.setup();
    render(<AgentConsole />);
    // The server relays to a console whose socket is connected.
    await screen.findByText('Live');

    stored = [lead(3), ...stored];
    servers.emit('lead-arrived', { leadId: 'lead-3', receivedAt: '2025-05-01T10:05:00.000Z' });
    const tab = await screen.findByRole('tab', { name: 'Leads 1 new' });
    await user.click(tab);
    expect(await screen.findByRole('row', { name: /Author 3\b/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Leads' })).toHaveAttribute('aria-selected', 'true');

    stored = [lead(4), ...stored];
    servers.emit('lead-arrived', { leadId: 'lead-4', receivedAt: '2025-05-01T10:06:00.000Z' });
    expect(await screen.findByRole('row', { name: /Author 4\b/ })).toBeInTheDocument();
    expect(screen.getByText('1 new lead arrived while this list was open.')).toHaveAttribute('role', 'status');
    expect(screen.getByText('Page 1 of 1 (3 leads)')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Leads' })).toBeInTheDocument();
  });
});

describe('a deal from a lead', () => {
  it("opens one from the lead's row, as the member's own, and says where to find it", async () => {
    const { servers } = harness;
    servers.signIn();
    const leadId = deal().leadId!;
    servers.route('GET /api/staff/leads', { status: 200, body: { leads: [{ ...lead(1), id: leadId }], page: 1, pageSize: 25, total: 1 } });
    servers.route('POST /api/staff/deals', { status: 201, body: deal() });
    const user = userEvent.setup();
    render(<AgentConsole />);
    await user.click(await screen.findByRole('tab', { name: 'Leads' }));
    await user.click(await screen.findByRole('button', { name: 'Open a deal with Author 1' }));
    expect(await screen.findByText(/Deal opened with Author 1: find it in Deals\./)).toHaveAttribute('role', 'status');
    expect(servers.requestsTo('POST /api/staff/deals')[0]!.body).toEqual({ leadId });
  });
});

describe('a link to a lead from the sales mail', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('opens Leads with that lead focused', async () => {
    const { servers } = harness;
    window.history.replaceState(null, '', '/agent#lead=lead-2');
    servers.signIn();
    servers.route('GET /api/staff/leads', { status: 200, body: { leads: [lead(1), lead(2)], page: 1, pageSize: 25, total: 2 } });
    render(<AgentConsole />);

    await waitFor(() => expect(screen.getByRole('row', { name: /Author 2\b/ })).toHaveFocus());
    expect(screen.getByRole('tab', { name: 'Leads' })).toHaveAttribute('aria-selected', 'true');
  });
});

