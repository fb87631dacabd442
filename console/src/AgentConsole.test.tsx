import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STAFF_EMAIL, staffSession, useConsoleServers } from './testing/consoleServers';
import { AgentConsole } from './AgentConsole';

const harness = useConsoleServers();

describe('agent console session', () => {
  it('shows the sign-in form to someone signed out, and says when the password is wrong', async () => {
    const { servers } = harness;
    servers.route('POST /api/staff/login', { status: 401, body: { error: 'Wrong e-mail or password' } });
    const user = userEvent.setup();
    render(<AgentConsole />);

    await user.type(await screen.findByLabelText('E-mail'), STAFF_EMAIL);
    await user.type(screen.getByLabelText('Password'), 'not-it');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong e-mail or password.');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('says so when sign-in is locked after too many failed attempts', async () => {
    const { servers } = harness;
    servers.route('POST /api/staff/login', { status: 429, body: { error: 'Too many failed sign-ins. Try again later.' } });
    const user = userEvent.setup();
    render(<AgentConsole />);

    await user.type(await screen.findByLabelText('E-mail'), STAFF_EMAIL);
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many failed sign-ins. Please try again later.');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('signs in to the console, which connects its socket', async () => {
    const { servers } = harness;
    servers.route('POST /api/staff/login', () => {
      servers.signIn();
      return { status: 200, body: staffSession() };
    });
    const user = userEvent.setup();
    render(<AgentConsole />);

    await user.type(await screen.findByLabelText('E-mail'), STAFF_EMAIL);
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { name: 'Agent console' })).toBeInTheDocument();
    expect(screen.getByText(`Signed in as Ann (${STAFF_EMAIL})`)).toBeInTheDocument();
    expect(await screen.findByText('Live')).toBeInTheDocument();
    expect(servers.requestsTo('POST /api/staff/login')[0]!.body).toEqual({ email: STAFF_EMAIL, password: 'correct horse' });
  });

  it('signing out ends the session: the server drops the socket and the sign-in form returns', async () => {
    const { servers } = harness;
    servers.signIn();
    const user = userEvent.setup();
    render(<AgentConsole />);
    await screen.findByText('Live');
    expect(servers.connectedSockets()).toBe(1);

    servers.route('GET /api/staff/me', { status: 401, body: { error: 'Staff sign-in required' } });
    await user.click(screen.getByRole('button', { name: 'Sign out' }));

    expect(await screen.findByRole('heading', { name: 'Staff sign-in' })).toBeInTheDocument();
    expect(servers.requestsTo('POST /api/staff/logout')).toHaveLength(1);
    await waitFor(() => expect(servers.connectedSockets()).toBe(0));
  });

  it('returns to the sign-in form when the server ends the session from elsewhere', async () => {
    const { servers } = harness;
    servers.signIn();
    render(<AgentConsole />);
    await screen.findByText('Live');

    // Signed out in another tab: the server ends this console's socket too.
    servers.endSession();
    servers.disconnectAll();

    expect(await screen.findByRole('heading', { name: 'Staff sign-in' })).toBeInTheDocument();
  });
});

describe('console navigation', () => {
  it("has an agent's eight tabs, operable with the arrow keys, Home and End", async () => {
    harness.servers.signIn();
    harness.servers.route('GET /api/staff/help-articles', { status: 200, body: { articles: [] } });
    const user = userEvent.setup();
    render(<AgentConsole />);

    const inbox = await screen.findByRole('tab', { name: 'Inbox' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Inbox', 'Visitors', 'Dashboard', 'Leads', 'Consultations', 'Deals', 'Saved replies', 'Help center']);
    expect(inbox).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Inbox' })).toBeVisible();

    inbox.focus();
    await user.keyboard('{ArrowRight}');
    const visitors = screen.getByRole('tab', { name: 'Visitors' });
    expect(visitors).toHaveFocus();
    expect(visitors).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tabpanel')).toEqual([screen.getByRole('tabpanel', { name: 'Visitors' })]);

    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Help center' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(inbox).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Help center' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(inbox).toHaveFocus();
    expect(inbox).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Help center' })).toHaveAttribute('tabindex', '-1');
  });
});
