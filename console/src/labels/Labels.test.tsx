import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useConsoleServers } from '../testing/consoleServers';
import { AgentConsole } from '../AgentConsole';

// Admins keep the labels in the Labels tab.

const harness = useConsoleServers();

describe('the labels tab', () => {
  it('adds, refuses a name taken naming the field, renames and deletes, each row naming its label', async () => {
    const { servers } = harness;
    servers.signIn(undefined, { role: 'admin' });
    servers.route('GET /api/chat/chat-room/status', { status: 200, body: [] });
    servers.route('GET /api/staff/labels', { status: 200, body: { labels: [{ id: '1', name: 'Ghostwriting' }, { id: '2', name: 'Hot lead' }] } });
    servers.route('POST /api/staff/labels', { status: 400, body: { error: 'Invalid request', fields: { name: 'There is a label with this name already.' } } });
    servers.route('PUT /api/staff/labels/1', { status: 200, body: { id: '1', name: 'Memoir ghostwriting' } });
    servers.route('DELETE /api/staff/labels/1', { status: 204 });
    const user = userEvent.setup();
    render(<AgentConsole />);
    await user.click(await screen.findByRole('tab', { name: 'Labels' }));

    await user.type(await screen.findByLabelText('New label'), 'ghostwriting');
    await user.click(screen.getByRole('button', { name: 'Add label' }));
    await waitFor(() => expect(screen.getByLabelText('New label')).toHaveAccessibleDescription('There is a label with this name already.'));

    const name = screen.getByRole('textbox', { name: 'Name of the label Ghostwriting' });
    await user.clear(name);
    await user.type(name, 'Memoir ghostwriting');
    await user.click(screen.getByRole('button', { name: 'Rename Ghostwriting' }));
    expect(await screen.findByText('Renamed to Memoir ghostwriting.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rename Memoir ghostwriting' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rename Hot lead' })).toBeInTheDocument();
    expect(servers.requestsTo('PUT /api/staff/labels/1')[0]!.body).toEqual({ name: 'Memoir ghostwriting' });

    await user.click(screen.getByRole('button', { name: 'Delete Memoir ghostwriting' }));
    expect(await screen.findByText('Deleted Memoir ghostwriting.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Name of the label Memoir ghostwriting' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name of the label Hot lead' })).toBeInTheDocument();
  });

  it('offers a label added in the Labels tab in the Inbox at once, without a reload', async () => {
    const { servers } = harness;
    servers.signIn(undefined, { role: 'admin' });
    servers.route('GET /api/chat/chat-room/status', { status: 200, body: [] });
    servers.route('GET /api/staff/labels', { status: 200, body: { labels: [{ id: '1', name: 'Ghostwriting' }] } });
    servers.route('POST /api/staff/labels', { status: 201, body: { id: '2', name: 'Hot lead' } });
    const user = userEvent.setup();
    render(<AgentConsole />);
    const filter = await screen.findByRole('combobox', { name: 'Label' });
    await waitFor(() => expect(within(filter).getByRole('option', { name: 'Ghostwriting' })).toBeInTheDocument());

    await user.click(screen.getByRole('tab', { name: 'Labels' }));
    await user.type(await screen.findByLabelText('New label'), 'Hot lead');
    await user.click(screen.getByRole('button', { name: 'Add label' }));
    expect(await screen.findByText('Added Hot lead.')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: /Inbox/ }));
    expect(within(screen.getByRole('combobox', { name: 'Label' })).getByRole('option', { name: 'Hot lead' })).toBeInTheDocument();
    expect(servers.requestsTo('GET /api/staff/labels')).toHaveLength(1);
  });
});

describe('the labels tab after several actions', () => {
  it('shows what the last action did and nothing left over from the one before', async () => {
    const { servers } = harness;
    servers.signIn(undefined, { role: 'admin' });
    servers.route('GET /api/chat/chat-room/status', { status: 200, body: [] });
    servers.route('GET /api/staff/labels', { status: 200, body: { labels: [{ id: '1', name: 'Ghostwriting' }] } });
    servers.route('POST /api/staff/labels', { status: 201, body: { id: '2', name: 'Follow-up' } });
    servers.route('PUT /api/staff/labels/1', { status: 200, body: { id: '1', name: 'Memoirs' } });
    const user = userEvent.setup();
    render(<AgentConsole />);
    await user.click(await screen.findByRole('tab', { name: 'Labels' }));
    const panel = await screen.findByRole('region', { name: 'Labels' });

    await user.type(within(panel).getByLabelText('New label'), 'Follow-up');
    await user.click(within(panel).getByRole('button', { name: 'Add label' }));
    await waitFor(() => expect(within(panel).getByRole('status')).toHaveTextContent('Added Follow-up.'));

    servers.route('POST /api/staff/labels', { status: 400, body: { error: 'Invalid request', fields: { name: 'There is a label with this name already.' } } });
    await user.type(within(panel).getByLabelText('New label'), 'Follow-up');
    await user.click(within(panel).getByRole('button', { name: 'Add label' }));
    await waitFor(() => expect(within(panel).getByLabelText('New label')).toHaveAccessibleDescription('There is a label with this name already.'));
    expect(within(panel).getByRole('status')).toHaveTextContent('');

    const name = within(panel).getByRole('textbox', { name: 'Name of the label Ghostwriting' });
    await user.clear(name);
    await user.type(name, 'Memoirs');
    await user.click(within(panel).getByRole('button', { name: 'Rename Ghostwriting' }));
    await waitFor(() => expect(within(panel).getByRole('status')).toHaveTextContent('Renamed to Memoirs.'));
    expect(within(panel).getByLabelText('New label')).not.toHaveAccessibleDescription('There is a label with this name already.');
    expect(within(panel).queryByText('There is a label with this name already.')).not.toBeInTheDocument();
  });
});
