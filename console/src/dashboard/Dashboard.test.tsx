import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useConsoleServers } from '../testing/consoleServers';
import { AgentConsole } from '../AgentConsole';
import type { DashboardStats } from './statsApi';

const harness = useConsoleServers();

const stats: DashboardStats = {
  range: { from: '2025-05-01', to: '2025-05-03' },
  onlineNow: 7,
  visitorsPerDay: [
    { day: '2025-05-01', visitors: 40 },
    { day: '2025-05-03', visitors: 25 },
  ],
  leadsPerDay: [
    { day: '2025-05-01', leads: 3 },
    { day: '2025-05-02', leads: 1 },
  ],
  byLandingPage: [
    { key: '/lp/memoir', visitors: 30, leads: 3, conversionRate: 10 },
    { key: '', visitors: 35, leads: 1, conversionRate: 2.9 },
  ],
  byCampaign: [{ key: 'memoir-ads', visitors: 30, leads: 3, conversionRate: 10 }],
  bySource: [{ key: 'paid', visitors: 30, leads: 3, conversionRate: 10 }],
};

const cellsOf = (table: HTMLElement) => within(table).getAllByRole('row').map((row) => [...(row as HTMLTableRowElement).cells].map((cell) => cell.textContent));

beforeEach(() => {
  // jsdom has no canvas: answer as a browser that cannot give a 2D context does.
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
afterEach(() => jest.restoreAllMocks());

async function openDashboard() {
  const { servers } = harness;
  servers.signIn();
  servers.route('GET /api/staff/stats', { status: 200, body: stats });
  const user = userEvent.setup();
  render(<AgentConsole />);
  await user.click(await screen.findByRole('tab', { name: 'Dashboard' }));
  return user;
}

describe('dashboard', () => {
  it('shows the visitors online now and each chart with its numbers as a table', async () => {
    await openDashboard();

    expect(await screen.findByRole('figure', { name: 'Visitors online now' })).toHaveTextContent('7');
    expect(cellsOf(screen.getByRole('table', { name: 'Visitors and leads per day, 2025-05-01 to 2025-05-03' }))).toEqual([
      ['Day', 'Visitors', 'Leads'],
      ['2025-05-01', '40', '3'],
      ['2025-05-02', '0', '1'],
      ['2025-05-03', '25', '0'],
    ]);
    expect(cellsOf(screen.getByRole('table', { name: 'Leads and conversion by landing page' }))).toEqual([
      ['Landing page', 'Visitors', 'Leads', 'Conversion (%)'],
      ['/lp/memoir', '30', '3', '10'],
      ['(none)', '35', '1', '2.9'],
    ]);
    expect(cellsOf(screen.getByRole('table', { name: 'Leads and conversion by campaign' }))).toEqual([
      ['Campaign', 'Visitors', 'Leads', 'Conversion (%)'],
      ['memoir-ads', '30', '3', '10'],
    ]);
    expect(screen.getByRole('figure', { name: 'Leads and conversion by campaign' })).toBeInTheDocument();
  });

  it('asks for the period the agent picks', async () => {
    const { servers } = harness;
    const user = await openDashboard();
    await screen.findByRole('figure', { name: 'Visitors online now' });
    const from = screen.getByLabelText('From');
    expect(from).toHaveValue('2025-05-01');
    expect(screen.getByLabelText('To')).toHaveValue('2025-05-03');

    await user.clear(from);
    await user.type(from, '2025-04-01');
    await user.click(screen.getByRole('button', { name: 'Show period' }));

    await waitFor(() => expect(servers.requestsTo('GET /api/staff/stats').map((request) => request.path)).toEqual(['/api/staff/stats', '/api/staff/stats?from=2025-04-01&to=2025-05-03']));
  });

  it('reads conversion by campaign and source by the first or the last touch, as the agent picks', async () => {
    const { servers } = harness;
    servers.signIn();
    const byLastTouch = { ...stats, byCampaign: [{ key: 'google-brand', visitors: 12, leads: 3, conversionRate: 25 }], bySource: [{ key: 'GAD', visitors: 12, leads: 3, conversionRate: 25 }] };
    servers.route('GET /api/staff/stats', (request) => ({ status: 200, body: request.path.includes('touch=last') ? byLastTouch : stats }));
    const user = userEvent.setup();
    render(<AgentConsole />);
    await user.click(await screen.findByRole('tab', { name: 'Dashboard' }));
    const attributeTo = await screen.findByRole('group', { name: 'Attribute to' });
    expect(within(attributeTo).getByRole('radio', { name: 'First touch' })).toBeChecked();
    expect(await screen.findByRole('table', { name: 'Leads and conversion by campaign' })).toBeInTheDocument();

    await user.click(within(attributeTo).getByRole('radio', { name: 'Last touch' }));

    expect(cellsOf(await screen.findByRole('table', { name: 'Leads and conversion by campaign, by last touch' }))).toEqual([
      ['Campaign', 'Visitors', 'Leads', 'Conversion (%)'],
      ['google-brand', '12', '3', '25'],
    ]);
    expect(screen.getByRole('table', { name: 'Leads and conversion by traffic source, by last touch' })).toHaveTextContent('GAD');
    expect(servers.requestsTo('GET /api/staff/stats').map((request) => request.path)).toEqual(['/api/staff/stats', '/api/staff/stats?touch=last']);
  });
});
