import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STAFF_EMAIL, useConsoleServers } from '../testing/consoleServers';
import { AgentConsole } from '../AgentConsole';

const harness = useConsoleServers();

describe('the console header', () => {
  it('names the member and starts from the availability they chose last; switching it tells the server', async () => {
    const { servers } = harness;
    servers.signIn(STAFF_EMAIL, { availability: 'away' });
    servers.route('PUT /api/staff/me/availability', (request) => ({ status: 200, body: request.body }));
    const user = userEvent.setup();
    render(<AgentConsole />);

    expect(await screen.findByText(`Signed in as Ann (${STAFF_EMAIL})`)).toBeInTheDocument();
    const availability = screen.getByRole('radiogroup', { name: 'Your availability' });
    expect(within(availability).getByRole('radio', { name: 'Away' })).toBeChecked();

    await user.click(within(availability).getByRole('radio', { name: 'Available' }));

    expect(within(availability).getByRole('radio', { name: 'Available' })).toBeChecked();
    await waitFor(() => expect(servers.requestsTo('PUT /api/staff/me/availability').map((request) => request.body)).toEqual([{ availability: 'available' }]));
  });

  it('goes back to the choice the server holds when it could not change it', async () => {
    const { servers } = harness;
    servers.signIn();
    servers.route('PUT /api/staff/me/availability', { status: 500, body: { error: 'Internal server error' } });
    const user = userEvent.setup();
    render(<AgentConsole />);

    await user.click(await screen.findByRole('radio', { name: 'Away' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Could not change your availability. Please try again.');
    expect(screen.getByRole('radio', { name: 'Available' })).toBeChecked();
  });

  it('lets the member change the name visitors see, refused under the field when empty', async () => {
    const { servers } = harness;
    servers.signIn();
    servers.route('PUT /api/staff/me/name', (request) => ({ status: 200, body: { id: 'x', email: STAFF_EMAIL, name: (request.body as { name: string }).name, role: 'agent', availability: 'available' } }));
    const user = userEvent.setup();
    render(<AgentConsole />);

    await user.click(await screen.findByText('Your name'));
    const field = screen.getByRole('textbox', { name: 'Name visitors see' });
    expect(field).toHaveValue('Ann');
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription('Enter the name visitors will see.'));

    await user.type(field, 'Ann Lee');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText(`Signed in as Ann Lee (${STAFF_EMAIL})`)).toBeInTheDocument();
    expect(screen.getByText('Visitors now see you as Ann Lee.')).toBeInTheDocument();
    expect(servers.requestsTo('PUT /api/staff/me/name').map((request) => request.body)).toEqual([{ name: 'Ann Lee' }]);
  });
});

