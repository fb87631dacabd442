import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TeamSettings } from '@bookcraft/shared/contracts';
import { useConsoleServers } from '../testing/consoleServers';
import { AgentConsole } from '../AgentConsole';

const harness = useConsoleServers();

const nineToFive = { opens: '09:00', closes: '17:00' };
const settings: TeamSettings = {
  timeZone: 'America/New_York',
  workingHours: { monday: nineToFive, tuesday: nineToFive, wednesday: nineToFive, thursday: nineToFive, friday: nineToFive, saturday: null, sunday: null },
  autoAssign: true,
  agentCap: 5,
  reassignAfterMs: 180_000,
  unansweredMailAfterMs: 300_000,
  adminsSignInAway: false,
};

async function openSettings() {
  const { servers } = harness;
  servers.signIn(undefined, { role: 'admin' });
  servers.route('GET /api/staff/settings', { status: 200, body: settings });
  servers.route('PUT /api/staff/settings', (request) => ({ status: 200, body: request.body }));
  const user = userEvent.setup();
  render(<AgentConsole />);
  await user.click(await screen.findByRole('tab', { name: 'Settings' }));
  await screen.findByRole('form', { name: 'Team settings' });
  return user;
}

describe('team settings', () => {
  it('shows the settings, with times in minutes', async () => {
    await openSettings();
    expect(screen.getByRole('combobox', { name: 'Time zone' })).toHaveValue('America/New_York');
    expect(screen.getByRole('checkbox', { name: 'Open on Monday' })).toBeChecked();
    expect(screen.getByLabelText('Monday opens')).toHaveValue('09:00');
    expect(screen.getByLabelText('Monday closes')).toHaveValue('17:00');
    expect(screen.getByRole('checkbox', { name: 'Open on Saturday' })).not.toBeChecked();
    expect(screen.getByLabelText('Saturday opens')).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Assign new conversations automatically' })).toBeChecked();
    expect(screen.getByRole('spinbutton', { name: 'Most open conversations per member' })).toHaveValue(5);
    expect(screen.getByRole('spinbutton', { name: 'Route again after (minutes) away' })).toHaveValue(3);
    expect(screen.getByRole('spinbutton', { name: 'E-mail the assignee after (minutes) unanswered' })).toHaveValue(5);
  });

  it('saves the settings, minutes sent as milliseconds, and says so', async () => {
    const { servers } = harness;
    const user = await openSettings();
    await user.click(screen.getByRole('checkbox', { name: 'Open on Saturday' }));
    await user.clear(screen.getByLabelText('Saturday closes'));
    await user.type(screen.getByLabelText('Saturday closes'), '13:00');
    await user.click(screen.getByRole('checkbox', { name: 'Assign new conversations automatically' }));
    await user.click(screen.getByRole('checkbox', { name: /^Admins sign in as Away/ }));
    const cap = screen.getByRole('spinbutton', { name: 'Most open conversations per member' });
    await user.clear(cap);
    await user.type(cap, '8');
    const reassign = screen.getByRole('spinbutton', { name: 'Route again after (minutes) away' });
    await user.clear(reassign);
    await user.type(reassign, '1.5');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(servers.requestsTo('PUT /api/staff/settings').map((request) => request.body)).toEqual([
      { ...settings, workingHours: { ...settings.workingHours, saturday: { opens: '09:00', closes: '13:00' } }, autoAssign: false, adminsSignInAway: true, agentCap: 8, reassignAfterMs: 90_000 },
    ]);
  });

  it("refuses a number left empty under its field, with the contract's message, without sending it", async () => {
    const { servers } = harness;
    const user = await openSettings();
    const cap = screen.getByRole('spinbutton', { name: 'Most open conversations per member' });
    await user.clear(cap);
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(cap).toHaveAttribute('aria-invalid', 'true');
    expect(cap).toHaveAccessibleDescription('Enter a whole number from 1 to 50.');
    expect(cap).toHaveFocus();
    expect(servers.requestsTo('PUT /api/staff/settings')).toHaveLength(0);
  });

  it("ties the server's refusal to its field: a closing time before the opening time", async () => {
    const { servers } = harness;
    // The stand-in refuses the call as the server would, with the contract's message for the field.
    servers.expectViolation('PUT /api/staff/settings');
    const user = await openSettings();
    const closes = screen.getByLabelText('Monday closes');
    await user.clear(closes);
    await user.type(closes, '08:00');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText('The closing time must be after the opening time.')).toBeInTheDocument();
    expect(closes).toHaveAttribute('aria-invalid', 'true');
    expect(closes).toHaveAccessibleDescription('The closing time must be after the opening time.');
    expect(closes).toHaveFocus();
    expect(screen.queryByText('Settings saved')).not.toBeInTheDocument();
  });
});
