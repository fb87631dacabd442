import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useConsoleServers } from '../testing/consoleServers';
import { AgentConsole } from '../AgentConsole';

// Every member keeps their own saved replies in the Saved replies tab; the team's shared
// ones are listed for all and changed by admins only.

const harness = useConsoleServers();

const welcome = { id: '1', shortcut: 'welcome', content: 'Hi {visitor_first_name}!', shared: true };
const pricing = { id: '2', shortcut: 'pricing', content: 'Plans start at $499.', shared: false };

async function openSavedReplies(role: 'agent' | 'admin') {
  const { servers } = harness;
  servers.signIn(undefined, { role });
  servers.route('GET /api/chat/chat-room/status', { status: 200, body: [] });
  servers.route('GET /api/staff/saved-replies', { status: 200, body: { replies: [pricing, welcome] } });
  const user = userEvent.setup();
  render(<AgentConsole />);
  await user.click(await screen.findByRole('tab', { name: 'Saved replies' }));
  await screen.findByRole('row', { name: /\/welcome/ });
  return user;
}

describe('saved replies', () => {
  it('lets an agent change their own replies only, and add one', async () => {
    const { servers } = harness;
    const user = await openSavedReplies('agent');
    expect(within(screen.getByRole('row', { name: /\/welcome/ })).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete /pricing' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Shared with the whole team')).not.toBeInTheDocument();

    servers.route('POST /api/staff/saved-replies', { status: 400, body: { error: 'Invalid request', fields: { shortcut: 'You already have a reply with this shortcut.' } } });
    await user.type(screen.getByLabelText('Shortcut (typed after /)'), 'pricing');
    await user.type(screen.getByLabelText('Reply'), 'Another price');
    await user.click(screen.getByRole('button', { name: 'Add reply' }));
    const shortcut = screen.getByLabelText('Shortcut (typed after /)');
    await waitFor(() => expect(shortcut).toHaveAccessibleDescription('You already have a reply with this shortcut.'));
    expect(servers.requestsTo('POST /api/staff/saved-replies')[0]!.body).toEqual({ shortcut: 'pricing', content: 'Another price', shared: false });

    servers.route('POST /api/staff/saved-replies', { status: 201, body: { id: '3', shortcut: 'later', content: 'Another price', shared: false } });
    await user.clear(shortcut);
    await user.type(shortcut, 'later');
    await user.click(screen.getByRole('button', { name: 'Add reply' }));
    expect(await screen.findByText('Added /later.')).toBeInTheDocument();
  });

  it('lets an admin share a reply with the team and edit a shared one', async () => {
    const { servers } = harness;
    servers.route('PUT /api/staff/saved-replies/1', { status: 200, body: { ...welcome, content: 'Hello {visitor_first_name}!' } });
    servers.route('POST /api/staff/saved-replies', { status: 201, body: { id: '4', shortcut: 'bye', content: 'Goodbye!', shared: true } });
    const user = await openSavedReplies('admin');

    await user.click(screen.getByRole('button', { name: 'Edit /welcome' }));
    const form = screen.getByRole('form', { name: 'Edit /welcome' });
    await user.clear(within(form).getByLabelText('Reply'));
    await user.type(within(form).getByLabelText('Reply'), 'Hello {{visitor_first_name}!');
    await user.click(within(form).getByRole('button', { name: 'Save reply' }));
    expect(await screen.findByText('Saved /welcome.')).toBeInTheDocument();
    expect(servers.requestsTo('PUT /api/staff/saved-replies/1')[0]!.body).toEqual({ shortcut: 'welcome', content: 'Hello {visitor_first_name}!' });

    await user.type(screen.getByLabelText('Shortcut (typed after /)'), 'bye');
    await user.type(screen.getByLabelText('Reply'), 'Goodbye!');
    await user.click(screen.getByLabelText('Shared with the whole team'));
    await user.click(screen.getByRole('button', { name: 'Add reply' }));
    await screen.findByText('Added /bye.');
    expect(servers.requestsTo('POST /api/staff/saved-replies')[0]!.body).toEqual({ shortcut: 'bye', content: 'Goodbye!', shared: true });
  });
});
