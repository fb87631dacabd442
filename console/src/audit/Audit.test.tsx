import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useConsoleServers } from '../testing/consoleServers';
import { AgentConsole } from '../AgentConsole';

const harness = useConsoleServers();

const entry = (id: number, action: string, overrides: Partial<{ actor: string | null; subject: string | null; detail: string | null }> = {}) => ({
  id: String(id),
  at: '2025-05-01T10:00:00.000Z',
  actor: 'Ann',
  action,
  subject: 'member:maria@bookcraft.example',
  detail: null,
  ...overrides,
});

describe('the audit log', () => {
  it('lists who did what, a page at a time, newest first', async () => {
    const { servers } = harness;
    servers.signIn(undefined, { role: 'admin' });
    servers.route('GET /api/staff/audit', (request) =>
      new URL(request.path, 'http://stand-in').searchParams.get('page') === '2'
        ? { status: 200, body: { entries: [entry(1, 'signed in', { subject: null })], page: 2, pageSize: 50, total: 51 } }
        : { status: 200, body: { entries: [entry(3, 'changed role', { detail: 'from agent to admin' }), entry(2, 'transferred', { actor: null, subject: 'room:42' })], page: 1, pageSize: 50, total: 51 } },
    );
    const user = userEvent.setup();
    render(<AgentConsole />);
    await user.click(await screen.findByRole('tab', { name: 'Audit log' }));

    const table = await screen.findByRole('table', { name: 'Audit log' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['When', 'Who', 'What', 'Subject', 'Detail']);
    const rows = () => within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').slice(1).map((cell) => cell.textContent));
    expect(rows()).toEqual([
      ['Ann', 'changed role', 'member:maria@bookcraft.example', 'from agent to admin'],
      ['System', 'transferred', 'room:42', '—'],
    ]);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Newer' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Older' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    expect(rows()).toEqual([['Ann', 'signed in', '—', '—']]);
    expect(screen.getByRole('button', { name: 'Older' })).toBeDisabled();
    expect(servers.requestsTo('GET /api/staff/audit').map((request) => request.path)).toEqual(['/api/staff/audit?page=1&pageSize=50', '/api/staff/audit?page=2&pageSize=50']);
  });
});
