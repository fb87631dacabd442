import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STAFF_EMAIL, STAFF_ID, useConsoleServers } from '../testing/consoleServers';
import { AgentConsole } from '../AgentConsole';

const harness = useConsoleServers();

const MARIA_ID = '5b0c1d2e-0000-4000-8000-0000000000b0';
const ann = { id: STAFF_ID, email: STAFF_EMAIL, name: 'Ann', role: 'admin', active: true, openConversations: 1, presence: 'available' } as const;
const maria = { id: MARIA_ID, email: 'maria@bookcraft.example', name: 'Maria', role: 'agent', active: true, openConversations: 3, presence: 'away' } as const;
const OLA_INVITATION = '7a1b2c3d-0000-4000-8000-0000000000c1';
const invitation = { id: OLA_INVITATION, email: 'ola@bookcraft.example', role: 'agent', expiresAt: '2025-05-04T09:00:00.000Z', invitedBy: 'Ann' } as const;

async function openTeam() {
  const { servers } = harness;
  servers.signIn(undefined, { role: 'admin' });
  servers.route('GET /api/staff/team', { status: 200, body: { members: [ann, maria], invitations: [invitation] } });
  const user = userEvent.setup();
  render(<AgentConsole />);
  await user.click(await screen.findByRole('tab', { name: 'Team' }));
  await screen.findByRole('row', { name: /^Maria/ });
  return user;
}

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(`^${name}`) });

describe('admin tabs', () => {
  it('shows an agent no Team, Settings or Audit log tab', async () => {
    harness.servers.signIn(undefined, { role: 'agent' });
    render(<AgentConsole />);
    await screen.findByRole('tab', { name: 'Leads' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Inbox', 'Visitors', 'Dashboard', 'Leads', 'Consultations', 'Deals', 'Saved replies', 'Help center']);
  });

  it('shows an admin the Team, Settings and Audit log tabs', async () => {
    harness.servers.signIn(undefined, { role: 'admin' });
    render(<AgentConsole />);
    await screen.findByRole('tab', { name: 'Team' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Inbox', 'Visitors', 'Dashboard', 'Leads', 'Consultations', 'Deals', 'Saved replies', 'Team', 'Settings', 'Labels', 'Audit log', 'Reports', 'Content', 'Experiments', 'Integrations']);
  });
});

describe('the team', () => {
  it('lists the members with their role, status and open conversations, and the pending invitations', async () => {
    await openTeam();
    const cells = within(rowOf('Maria')).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual(['maria@bookcraft.example', 'Role of MariaAdminAgentEditor', 'Away', '3', 'Deactivate Maria']);
    expect(within(rowOf('Maria')).getByRole('combobox', { name: 'Role of Maria' })).toHaveValue('agent');
    expect(screen.getByText(/ola@bookcraft\.example as agent, invited by Ann, expires/)).toBeInTheDocument();
  });

  it('withdraws a pending invitation, says so, and lists it no more', async () => {
    const { servers } = harness;
    servers.route(`DELETE /api/staff/invitations/${OLA_INVITATION}`, { status: 204 });
    const user = await openTeam();
    servers.route('GET /api/staff/team', { status: 200, body: { members: [ann, maria], invitations: [] } });
    await user.click(screen.getByRole('button', { name: 'Withdraw the invitation to ola@bookcraft.example' }));
    expect(await screen.findByText('The invitation to ola@bookcraft.example was withdrawn.')).toBeInTheDocument();
    expect(await screen.findByText('No pending invitations.')).toBeInTheDocument();
    expect(servers.requestsTo(`DELETE /api/staff/invitations/${OLA_INVITATION}`)).toHaveLength(1);
  });

  it("changes a member's role and says so", async () => {
    const { servers } = harness;
    servers.route(`PUT /api/staff/members/${MARIA_ID}`, { status: 200, body: { ...maria, role: 'admin' } });
    const user = await openTeam();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role of Maria' }), 'Admin');
    expect(await screen.findByText('Maria is now an admin.')).toBeInTheDocument();
    expect(servers.requestsTo(`PUT /api/staff/members/${MARIA_ID}`).map((request) => request.body)).toEqual([{ role: 'admin' }]);
  });

  it('deactivates a member', async () => {
    const { servers } = harness;
    servers.route(`PUT /api/staff/members/${MARIA_ID}`, { status: 200, body: { ...maria, active: false, openConversations: 0 } });
    const user = await openTeam();
    servers.route('GET /api/staff/team', { status: 200, body: { members: [ann, { ...maria, active: false, openConversations: 0 }], invitations: [invitation] } });
    await user.click(screen.getByRole('button', { name: 'Deactivate Maria' }));
    expect(await screen.findByText('Maria was deactivated.')).toBeInTheDocument();
    expect(servers.requestsTo(`PUT /api/staff/members/${MARIA_ID}`).map((request) => request.body)).toEqual([{ active: false }]);
    expect(await screen.findByRole('button', { name: 'Reactivate Maria' })).toBeInTheDocument();
    expect(within(rowOf('Maria')).getByText('Deactivated')).toBeInTheDocument();
  });

  it('shows why the last admin cannot be deactivated (409)', async () => {
    const { servers } = harness;
    servers.route(`PUT /api/staff/members/${STAFF_ID}`, { status: 409, body: { error: 'The team needs at least one active admin' } });
    const user = await openTeam();
    await user.click(screen.getByRole('button', { name: 'Deactivate Ann' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The team needs at least one active admin');
  });

  it('sends an invitation, and lists it', async () => {
    const { servers } = harness;
    const sent = { id: '7a1b2c3d-0000-4000-8000-0000000000c2', email: 'new@bookcraft.example', role: 'admin', expiresAt: '2025-05-04T10:00:00.000Z', invitedBy: 'Ann' } as const;
    servers.route('POST /api/staff/invitations', { status: 201, body: sent });
    const user = await openTeam();
    servers.route('GET /api/staff/team', { status: 200, body: { members: [ann, maria], invitations: [invitation, sent] } });
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'new@bookcraft.example');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'Admin');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to new@bookcraft.example.')).toBeInTheDocument();
    expect(servers.requestsTo('POST /api/staff/invitations').map((request) => request.body)).toEqual([{ email: 'new@bookcraft.example', role: 'admin' }]);
    expect(await screen.findByText(/new@bookcraft\.example as admin, invited by Ann, expires/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue('');
  });

  it('invites an editor, saying in a line what an editor does', async () => {
    const { servers } = harness;
    const sent = { id: '7a1b2c3d-0000-4000-8000-0000000000c3', email: 'eve@bookcraft.example', role: 'editor', expiresAt: '2025-05-04T10:00:00.000Z', invitedBy: 'Ann' } as const;
    servers.route('POST /api/staff/invitations', { status: 201, body: sent });
    const user = await openTeam();
    const role = screen.getByRole('combobox', { name: 'Role' });
    expect(role).toHaveAccessibleDescription('Agents answer chats and work leads; they do not see the blog.');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'eve@bookcraft.example');
    await user.selectOptions(role, 'Editor');
    expect(role).toHaveAccessibleDescription('Editors write and publish the blog; they see nothing of visitors, chats or leads.');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to eve@bookcraft.example.')).toBeInTheDocument();
    expect(servers.requestsTo('POST /api/staff/invitations').map((request) => request.body)).toEqual([{ email: 'eve@bookcraft.example', role: 'editor' }]);
  });

  it("ties the server's refusal to the e-mail field (409: already a member)", async () => {
    const { servers } = harness;
    servers.route('POST /api/staff/invitations', { status: 409, body: { error: 'Invalid request', fields: { email: 'This address already belongs to a member.' } } });
    const user = await openTeam();
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    await user.type(email, 'maria@bookcraft.example');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('This address already belongs to a member.')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('This address already belongs to a member.');
    expect(email).toHaveFocus();
  });
});
