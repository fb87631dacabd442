import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useConsoleServers } from '../testing/consoleServers';
import { AgentConsole } from '../AgentConsole';
import type { Lead } from './leadsApi';

const harness = useConsoleServers();

function lead(id: string, name: string, botReason: string | null): Lead {
  return {
    id,
    created_at: '2025-05-01T10:00:00.000Z',
    form_type: 'General',
    full_name: name,
    first_name: null,
    last_name: null,
    email: `${id}@example.com`,
    phone: '2125550147',
    service: null,
    message: 'Cheap pills',
    utm_campaign: '',
    traffic_source: 'organic',
    suspected_bot: botReason !== null,
    bot_reason: botReason,
    notification: 'delivered',
    first_touch: null,
    last_touch: null,
    experiment: null,
  };
}

describe('the Spam folder (docs/spam.md)', () => {
  it('lists spam with its reason in words, and "Not spam" delivers a lead, which leaves the folder', async () => {
    const { servers } = harness;
    servers.signIn();
    const spamId = '5f0c3a52-8d1e-4c7b-9a41-0f6f3e2a1b01';
    let spam = [lead(spamId, 'Script Kiddie', 'no-challenge'), lead('5f0c3a52-8d1e-4c7b-9a41-0f6f3e2a1b02', 'Honey Bot', 'honeypot')];
    let leads = [lead('5f0c3a52-8d1e-4c7b-9a41-0f6f3e2a1b03', 'Ada Writer', null)];
    servers.route('GET /api/staff/leads', (request) => {
      const folder = new URL(request.path, servers.apiUrl).searchParams.get('folder');
      const listed = folder === 'spam' ? spam : leads;
      return { status: 200, body: { leads: listed, page: 1, pageSize: 25, total: listed.length, spamTotal: spam.length } };
    });
    servers.route(`POST /api/staff/leads/${spamId}/not-spam`, () => {
      leads = [...spam.filter((entry) => entry.id === spamId).map((entry) => ({ ...entry, suspected_bot: false })), ...leads];
      spam = spam.filter((entry) => entry.id !== spamId);
      return { status: 200, body: { ok: true } };
    });
    const user = userEvent.setup();
    render(<AgentConsole />);
    await user.click(await screen.findByRole('tab', { name: 'Leads' }));

    expect(await screen.findByRole('row', { name: /Ada Writer/ })).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /Script Kiddie/ })).not.toBeInTheDocument();
    // The folder shown is the pressed one, and looks it: filled, where the other is not.
    const [shownFolder, otherFolder] = [screen.getByRole('button', { name: 'Leads', pressed: true }), screen.getByRole('button', { name: 'Spam (2)', pressed: false })];
    expect(getComputedStyle(shownFolder).backgroundColor).not.toBe(getComputedStyle(otherFolder).backgroundColor);
    await user.click(screen.getByRole('button', { name: 'Spam (2)' }));

    const row = await screen.findByRole('row', { name: /Script Kiddie/ });
    expect(row).toHaveTextContent('Sent without solving the form’s challenge');
    expect(screen.getByRole('row', { name: /Honey Bot/ })).toHaveTextContent('Filled in the field hidden from people');
    expect(screen.queryByRole('row', { name: /Ada Writer/ })).not.toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Not spam: Script Kiddie' }));
    expect(await screen.findByRole('button', { name: 'Spam (1)' })).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /Script Kiddie/ })).not.toBeInTheDocument();
    expect(servers.requestsTo(`POST /api/staff/leads/${spamId}/not-spam`)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Leads' }));
    expect(await screen.findByRole('row', { name: /Script Kiddie/ })).toBeInTheDocument();
  });
});
