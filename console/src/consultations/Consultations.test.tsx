import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useConsoleServers } from '../testing/consoleServers';
import { AgentConsole } from '../AgentConsole';

const harness = useConsoleServers();

const call = (overrides: Record<string, unknown> = {}) => ({
  id: '5c3f3f5e-8a34-4b7a-9d0e-2b1f4b8f0c11',
  status: 'booked',
  start: '2027-03-15T13:00:00.000Z',
  end: '2027-03-15T13:30:00.000Z',
  visitorZone: 'Asia/Kolkata',
  member: { id: '7d9f2c1e-4b5a-4c3d-9e8f-1a2b3c4d5e6f', name: 'Ben' },
  person: { name: 'Maya Rao', email: 'maya@example.com', phone: '(212) 555-0147', customerId: null },
  leadId: '0b7e5a1c-2d3e-4f5a-8b9c-0d1e2f3a4b5c',
  campaign: 'spring-memoir',
  source: 'google',
  keyword: 'memoir ghostwriter',
  gclid: 'CjwKCAiA',
  outcome: null,
  outcomeNote: '',
  ...overrides,
});

describe('the Consultations tab', () => {
  it("lists the member's calls with the person and the campaign, and records how one went", async () => {
    const { servers } = harness;
    servers.signIn();
    let stored = call();
    servers.route('GET /api/staff/consultations', () => ({ status: 200, body: { teamZone: 'America/New_York', consultations: [stored] } }));
    servers.route(`PUT /api/staff/consultations/${call().id}/outcome`, (request) => {
      const { outcome, note } = request.body as { outcome: 'held' | 'no-show'; note: string };
      stored = call({ outcome, outcomeNote: note });
      return { status: 200, body: stored };
    });
    const user = userEvent.setup();
    render(<AgentConsole />);
    await user.click(await screen.findByRole('tab', { name: 'Consultations' }));
    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2027-03-15');

    const table = await screen.findByRole('table', { name: /My consultations in the week from 2027-03-15 \(America\/New York time\)/ });
    const row = within(table).getByRole('row', { name: /Mon, Mar 15, 9:00 AM to 9:30 AM/ });
    expect(row).toHaveTextContent('(6:30 PM for them, Asia/Kolkata)');
    expect(row).toHaveTextContent('Maya Rao');
    expect(row).toHaveTextContent('google · spring-memoir · “memoir ghostwriter”');
    expect(servers.requestsTo('GET /api/staff/consultations').at(-1)!.path).toBe('/api/staff/consultations?from=2027-03-15&days=7&scope=mine');

    const outcome = within(row).getByRole('form', { name: 'How the call with Maya Rao went' });
    expect(outcome).toHaveTextContent('Not marked yet');
    await user.selectOptions(within(outcome).getByLabelText('Outcome'), 'No-show');
    await user.type(within(outcome).getByLabelText('Note'), 'Tried twice.');
    await user.click(within(outcome).getByRole('button', { name: 'Save outcome' }));
    await waitFor(() => expect(within(screen.getByRole('table')).getByText('No-show: Tried twice.')).toBeInTheDocument());
    expect(servers.requestsTo(`PUT /api/staff/consultations/${stored.id}/outcome`)[0]!.body).toEqual({ outcome: 'no-show', note: 'Tried twice.' });
  });

  it("opens the person page of a call's person, with their touches and conversations, and comes back", async () => {
    const { servers } = harness;
    servers.signIn();
    const visitorId = 'a1a2a3a4-0000-4000-8000-000000000001';
    servers.route('GET /api/staff/consultations', { status: 200, body: { teamZone: 'America/New_York', consultations: [call({ person: { name: 'Maya Rao', email: 'maya@example.com', phone: '(212) 555-0147', customerId: visitorId } })] } });
    servers.route(`GET /api/staff/people/${visitorId}`, {
      status: 200,
      body: { personId: null, visitorId, names: ['Maya Rao'], emails: ['maya@example.com'], phones: [], devices: [], firstTouch: null, lastTouch: null, timeline: [], suggestions: [] },
    });
    const user = userEvent.setup();
    render(<AgentConsole />);
    await user.click(await screen.findByRole('tab', { name: 'Consultations' }));
    await user.click(await screen.findByRole('button', { name: 'Person page of Maya Rao' }));
    expect(await screen.findByRole('heading', { name: 'Maya Rao', level: 2 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to consultations' }));
    expect(await screen.findByRole('heading', { name: 'Consultations' })).toBeInTheDocument();
  });

  it('asks for the team\'s day when chosen, and says when there is nothing', async () => {
    const { servers } = harness;
    servers.signIn();
    servers.route('GET /api/staff/consultations', () => ({ status: 200, body: { teamZone: 'America/New_York', consultations: [] } }));
    const user = userEvent.setup();
    render(<AgentConsole />);
    await user.click(await screen.findByRole('tab', { name: 'Consultations' }));
    await user.selectOptions(screen.getByLabelText('Whose'), "The team's");
    await user.selectOptions(screen.getByLabelText('Show'), 'A day');
    expect(await screen.findByText(/No consultations on \d{4}-\d{2}-\d{2}\./)).toBeInTheDocument();
    expect(servers.requestsTo('GET /api/staff/consultations').at(-1)!.path).toMatch(/days=1&scope=team$/);
  });

  it('sets the member\'s own hours and time off, and an admin\'s rules and who takes calls', async () => {
    const { servers } = harness;
    servers.signIn(undefined, { role: 'admin' });
    const ANN = '7d9f2c1e-4b5a-4c3d-9e8f-1a2b3c4d5e6f';
    const BEN = '2b1f4b8f-0c11-4b7a-9d0e-5c3f3f5e8a34';
    let hours: Record<string, unknown> = { teamZone: 'America/New_York', hours: null, timeOff: [] };
    servers.route('GET /api/staff/consultations', { status: 200, body: { teamZone: 'America/New_York', consultations: [] } });
    servers.route('GET /api/staff/me/consultation-hours', () => ({ status: 200, body: hours }));
    servers.route('PUT /api/staff/me/consultation-hours', (request) => ((hours = { ...hours, ...(request.body as object) }), { status: 200, body: hours }));
    servers.route('POST /api/staff/me/time-off', (request) => {
      const { start, end } = request.body as { start: string; end: string };
      hours = { ...hours, timeOff: [{ id: 7, start, end }] };
      return { status: 201, body: hours };
    });
    const settings = { lengthMinutes: 30, noticeMinutes: 240, bufferMinutes: 15, horizonDays: 14, members: [{ id: ANN, name: 'Ann', role: 'admin', takesConsultations: true }, { id: BEN, name: 'Ben', role: 'agent', takesConsultations: true }] };
    servers.route('GET /api/staff/consultation-settings', { status: 200, body: settings });
    servers.route('PUT /api/staff/consultation-settings', { status: 200, body: settings });
    const user = userEvent.setup();
    render(<AgentConsole />);
    await user.click(await screen.findByRole('tab', { name: 'Consultations' }));

    const myHours = await screen.findByRole('form', { name: 'My consultation hours' });
    await user.click(within(myHours).getByRole('checkbox', { name: "Take calls in all of the team's working hours" }));
    await user.click(within(myHours).getByRole('checkbox', { name: 'Open on Friday' }));
    await user.click(within(myHours).getByRole('button', { name: 'Save my hours' }));
    await screen.findByText('Your hours are saved.');
    const sent = servers.requestsTo('PUT /api/staff/me/consultation-hours')[0]!.body as { hours: Record<string, unknown> };
    expect(sent.hours.friday).toBeNull();
    expect(sent.hours.monday).toEqual({ opens: '09:00', closes: '17:00' });

    const timeOff = screen.getByRole('form', { name: 'My time off' });
    await user.click(within(timeOff).getByRole('button', { name: 'Add time off' }));
    expect(screen.getByLabelText('Time off from')).toHaveAccessibleDescription('Choose a day and a time.');
    await user.type(within(timeOff).getByLabelText('Time off from'), '2027-03-15T09:00');
    await user.type(within(timeOff).getByLabelText('Until'), '2027-03-15T12:00');
    await user.click(within(screen.getByRole('form', { name: 'My time off' })).getByRole('button', { name: 'Add time off' }));
    expect(await screen.findByRole('list', { name: 'My time off to come' })).toHaveTextContent(/Mar 15, 2027/);

    const offer = screen.getByRole('form', { name: 'How consultations are offered' });
    await user.click(within(offer).getByRole('checkbox', { name: 'Ben' }));
    await user.clear(within(offer).getByLabelText('Length of a call (minutes)'));
    await user.type(within(offer).getByLabelText('Length of a call (minutes)'), '180');
    // The stand-in answers as the server does: 400 naming the field.
    servers.expectViolation('PUT /api/staff/consultation-settings');
    await user.click(within(offer).getByRole('button', { name: 'Save' }));
    expect(await within(offer).findByText('A call lasts 15 to 120 minutes.')).toBeInTheDocument();
    expect(within(offer).getByLabelText('Length of a call (minutes)')).toHaveAttribute('aria-invalid', 'true');
    await user.clear(within(offer).getByLabelText('Length of a call (minutes)'));
    await user.type(within(offer).getByLabelText('Length of a call (minutes)'), '45');
    await user.click(within(offer).getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved: new bookings follow these rules.');
    expect(servers.requestsTo('PUT /api/staff/consultation-settings').at(-1)!.body).toEqual({ lengthMinutes: 45, noticeMinutes: 240, bufferMinutes: 15, horizonDays: 14, takers: [ANN] });
  });
});
