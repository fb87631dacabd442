import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STAFF_EMAIL, staffSession, useConsoleServers } from '../testing/consoleServers';
import { AgentConsole } from '../AgentConsole';

const harness = useConsoleServers();

const TOKEN = 'e2d4Q8-invitation-token-from-the-mail_x';
const opensLink = (hash: string) => window.history.replaceState(null, '', `/agent${hash}`);

afterEach(() => window.history.replaceState(null, '', '/'));

describe('a link from an e-mail', () => {
  it('an invitation: the invitee sets a name and password and is signed in, and the token leaves the address at once', async () => {
    const { servers } = harness;
    servers.route('POST /api/staff/invitations/accept', () => {
      servers.signIn('maria@bookcraft.example', { name: 'Maria' });
      return { status: 200, body: staffSession({ email: 'maria@bookcraft.example', name: 'Maria' }) };
    });
    opensLink(`#invitation=${TOKEN}`);
    const user = userEvent.setup();
    render(<AgentConsole />);

    expect(await screen.findByRole('heading', { name: 'Join the Book Craft team' })).toBeInTheDocument();
    expect(window.location.hash).toBe('');
    expect(window.location.pathname).toBe('/agent');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('At least 12 characters.');

    await user.type(screen.getByLabelText('Your name'), 'Maria');
    await user.type(screen.getByLabelText('Password'), 'a long enough secret');
    await user.click(screen.getByRole('button', { name: 'Join the team' }));

    expect(await screen.findByRole('heading', { name: 'Agent console' })).toBeInTheDocument();
    expect(screen.getByText('Signed in as Maria (maria@bookcraft.example)')).toBeInTheDocument();
    expect(servers.requestsTo('POST /api/staff/invitations/accept')[0]!.body).toEqual({ token: TOKEN, name: 'Maria', password: 'a long enough secret' });
    expect(await screen.findByText('Live')).toBeInTheDocument();
  });

  it('says at once, before anything is typed, that a link already used or withdrawn no longer works', async () => {
    const { servers } = harness;
    for (const [state, message] of [
      ['used', 'This invitation link was already used. Sign in, or ask for a new one.'],
      ['revoked', 'This invitation link was withdrawn. Ask an admin for a new one.'],
    ] as const) {
      servers.route('POST /api/staff/links/check', { status: 200, body: { state } });
      opensLink(`#invitation=${TOKEN}`);
      const view = render(<AgentConsole />);
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
      expect(servers.requestsTo('POST /api/staff/links/check').at(-1)!.body).toEqual({ purpose: 'invitation', token: TOKEN });
      view.unmount();
    }
  });

  it('says when the password is too short, on the field, before sending anything', async () => {
    opensLink(`#invitation=${TOKEN}`);
    const user = userEvent.setup();
    render(<AgentConsole />);

    await user.type(await screen.findByLabelText('Your name'), 'Maria');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Join the team' }));

    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription('At least 12 characters. Use at least 12 characters.');
    expect(harness.servers.requestsTo('POST /api/staff/invitations/accept')).toHaveLength(0);
  });

  it('an expired invitation says so and leads to the sign-in form', async () => {
    const { servers } = harness;
    const expired = 'This invitation link has expired, was withdrawn or was already used. Ask for a new one.';
    servers.route('POST /api/staff/invitations/accept', { status: 400, body: { error: 'Invalid request', fields: { token: expired } } });
    opensLink(`#invitation=${TOKEN}`);
    const user = userEvent.setup();
    render(<AgentConsole />);

    await user.type(await screen.findByLabelText('Your name'), 'Maria');
    await user.type(screen.getByLabelText('Password'), 'a long enough secret');
    await user.click(screen.getByRole('button', { name: 'Join the team' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(expired);
    await user.click(screen.getByRole('button', { name: 'Go to sign-in' }));
    expect(await screen.findByRole('heading', { name: 'Staff sign-in' })).toBeInTheDocument();
  });

  it('a reset link: the member chooses a new password and is signed in', async () => {
    const { servers } = harness;
    servers.route('POST /api/staff/password-reset/complete', () => {
      servers.signIn();
      return { status: 200, body: staffSession() };
    });
    opensLink(`#reset=${TOKEN}`);
    const user = userEvent.setup();
    render(<AgentConsole />);

    expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeInTheDocument();
    expect(window.location.hash).toBe('');
    await user.type(screen.getByLabelText('New password'), 'a brand new secret');
    await user.click(screen.getByRole('button', { name: 'Set password' }));

    expect(await screen.findByText(`Signed in as Ann (${STAFF_EMAIL})`)).toBeInTheDocument();
    expect(servers.requestsTo('POST /api/staff/password-reset/complete')[0]!.body).toEqual({ token: TOKEN, password: 'a brand new secret' });
  });
});

describe('a forgotten password', () => {
  it('asks for a reset link and answers the same whoever asks', async () => {
    const { servers } = harness;
    servers.route('POST /api/staff/password-reset', { status: 202, body: { accepted: true } });
    const user = userEvent.setup();
    render(<AgentConsole />);

    await user.type(await screen.findByLabelText('E-mail'), STAFF_EMAIL);
    await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    // What was typed on the sign-in form comes along.
    expect(screen.getByLabelText('E-mail')).toHaveValue(STAFF_EMAIL);
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByRole('status')).toHaveTextContent('If that address belongs to a member, a reset link is on its way.');
    expect(servers.requestsTo('POST /api/staff/password-reset')[0]!.body).toEqual({ email: STAFF_EMAIL });
    await user.click(screen.getByRole('button', { name: 'Back to sign-in' }));
    expect(screen.getByRole('heading', { name: 'Staff sign-in' })).toBeInTheDocument();
  });

  it("shows the server's refusal on the field it names", async () => {
    const { servers } = harness;
    servers.route('POST /api/staff/password-reset', { status: 400, body: { error: 'Invalid request', fields: { email: 'Enter a valid email address.' } } });
    const user = userEvent.setup();
    render(<AgentConsole />);

    await user.click(await screen.findByRole('button', { name: 'Forgot your password?' }));
    await user.type(screen.getByLabelText('E-mail'), 'ann@bookcraft.example');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    const email = screen.getByLabelText('E-mail');
    await screen.findByText('Enter a valid email address.');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Enter a valid email address.');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
