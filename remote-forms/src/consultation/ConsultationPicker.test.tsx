import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RecordedRequest } from '@bookcraft/testing/stubApi';
import { STORAGE_KEYS } from '@bookcraft/shared';
import { useStubApi } from '../testing/useStubApi';
import type { LeadPayload } from '@bookcraft/shared/contracts';
import { ConsultationPicker } from './ConsultationPicker';
import { rememberLeadDetails } from './leadDetails';

// "Pick a time" against the stand-in API, which holds every call and answer to the server's contract.

const stub = useStubApi();
const THIS_TIME_IS_TAKEN = 'This time was just taken. Please choose another.';

/** Monday and Tuesday with times, the weekend between without, in the zone the page asked for. */
function slotsIn(request: RecordedRequest, taken: string[] = []) {
  const zone = new URL(request.path, 'http://site').searchParams.get('zone')!;
  const day = (date: string, starts: string[]) => ({ date, slots: starts.filter((start) => !taken.includes(start)).map((start) => ({ start, end: new Date(Date.parse(start) + 30 * 60_000).toISOString() })) });
  return {
    zone,
    teamZone: 'America/New_York',
    lengthMinutes: 30,
    days: [day('2027-03-13', []), day('2027-03-14', []), day('2027-03-15', ['2027-03-15T13:00:00.000Z', '2027-03-15T13:30:00.000Z']), day('2027-03-16', ['2027-03-16T14:00:00.000Z'])],
  };
}

const booked = (start: string) => ({ id: '5c3f3f5e-8a34-4b7a-9d0e-2b1f4b8f0c11', status: 'booked', start, end: new Date(Date.parse(start) + 30 * 60_000).toISOString(), zone: 'UTC', teamZone: 'America/New_York', memberName: 'Anna', phone: '(212) 555-0147' });
const bookings = () => stub.api.requests.filter((request) => request.method === 'POST' && request.path === '/api/consultations');

async function openPicker() {
  const user = userEvent.setup();
  render(<ConsultationPicker formType="GhostWriting" />);
  await user.click(screen.getByRole('button', { name: 'Pick a time' }));
  await screen.findByRole('listbox', { name: 'Day' });
  return user;
}

async function fillDetails(user: ReturnType<typeof userEvent.setup>, phone = '2125550147') {
  const form = screen.getByRole('form', { name: 'Your details' });
  await user.type(within(form).getByLabelText('First Name*'), 'Maya');
  await user.type(within(form).getByLabelText('Last Name*'), 'Rao');
  await user.type(within(form).getByLabelText('Email*'), 'maya@example.com');
  await user.type(within(form).getByLabelText('Phone Number*'), phone);
  await user.click(within(form).getByRole('button', { name: 'Book My Free Consultation' }));
}

describe('Pick a time', () => {
  beforeEach(() => {
    stub.api.respondWith((request) => {
      if (request.path.startsWith('/api/consultations/slots')) return { status: 200, body: slotsIn(request) };
      if (request.path === '/api/consultations') return { status: 201, body: booked((request.body as { start: string }).start) };
      return { status: 404, body: { error: 'Not found' } };
    });
  });

  it('names the zone, says which days have no times, and moves through days and times with the arrow keys', async () => {
    const user = await openPicker();
    expect(screen.getByText(/Times are in your time zone/)).toHaveTextContent('Coordinated Universal Time');
    const days = screen.getByRole('listbox', { name: 'Day' });
    expect(within(days).getByRole('option', { name: 'Saturday, March 13 (no times)' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(days).getByRole('option', { name: 'Monday, March 15', selected: true })).toBeInTheDocument();

    days.focus();
    await user.keyboard('{ArrowRight}');
    expect(within(days).getByRole('option', { name: 'Tuesday, March 16', selected: true })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(within(days).getByRole('option', { name: 'Monday, March 15', selected: true })).toBeInTheDocument();

    const times = screen.getByRole('listbox', { name: 'Time on Monday, March 15' });
    // Reaching the times chooses the first; the arrows, Home and End move from there.
    times.focus();
    expect(await within(times).findByRole('option', { name: /^Monday, March 15, 2027(,| at) 1:00 PM$/, selected: true })).toBeInTheDocument();
    await user.keyboard('{ArrowDown}');
    expect(within(times).getByRole('option', { name: /^Monday, March 15, 2027(,| at) 1:30 PM$/, selected: true })).toBeInTheDocument();
    await user.keyboard('{Home}');
    expect(within(times).getByRole('option', { name: /^Monday, March 15, 2027(,| at) 1:00 PM$/, selected: true })).toBeInTheDocument();
    await user.keyboard('{End}');
    expect(within(times).getByRole('option', { name: /^Monday, March 15, 2027(,| at) 1:30 PM$/, selected: true })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Your details' })).toHaveTextContent(/Your call: Monday, March 15, 2027(,| at) 1:30 PM/);
  });

  it('books the chosen time with the details and the page, and confirms what, when, with whom and how to change it', async () => {
    const user = await openPicker();
    await user.click(screen.getByRole('option', { name: /^Monday, March 15, 2027(,| at) 1:00 PM$/ }));
    await fillDetails(user);
    const confirmation = (await screen.findByRole('heading', { name: 'Your free consultation is booked' })).closest('[role="status"]');
    expect(confirmation).toHaveTextContent(/1:00 PM to 1:30 PM, Coordinated Universal Time \(9:00 AM Eastern Daylight Time, the team's time\)/);
    expect(confirmation).toHaveTextContent('Anna of Book Craft calls you at (212) 555-0147');
    expect(confirmation).toHaveTextContent('links to choose another time or cancel');
    expect(bookings()[0]!.body).toMatchObject({ first_name: 'Maya', last_name: 'Rao', email: 'maya@example.com', phone: '(212) 555-0147', start: '2027-03-15T13:00:00.000Z', zone: 'UTC', formType: 'GhostWriting' });
  });

  it('books as the visitor this browser registered, so the call joins their touches', async () => {
    localStorage.setItem(STORAGE_KEYS.customerId, 'visitor-1');
    localStorage.setItem(STORAGE_KEYS.visitorToken, 'token-1');
    const user = await openPicker();
    await user.click(screen.getByRole('option', { name: /^Monday, March 15, 2027(,| at) 1:00 PM$/ }));
    await fillDetails(user);
    await screen.findByRole('heading', { name: 'Your free consultation is booked' });
    expect(bookings()[0]!.headers.authorization).toBe('Bearer token-1');
    localStorage.clear();
  });

  it('puts the focus on the days once the button that opened them is gone', async () => {
    await openPicker();
    expect(screen.getByRole('listbox', { name: 'Day' })).toHaveFocus();
  });

  it('starts from the details of the lead this tab just sent, as on /thankyou', async () => {
    rememberLeadDetails({ formType: 'GhostWriting', full_name: 'Maya Devi Rao', email: 'maya@example.com', phone: '(212) 555-0147', message: 'A memoir.' } as LeadPayload);
    const user = await openPicker();
    await user.click(screen.getByRole('option', { name: /^Monday, March 15, 2027(,| at) 1:00 PM$/ }));
    const form = screen.getByRole('form', { name: 'Your details' });
    expect([within(form).getByLabelText('First Name*'), within(form).getByLabelText('Last Name*'), within(form).getByLabelText('Email*'), within(form).getByLabelText('Phone Number*')].map((field) => (field as HTMLInputElement).value)).toEqual([
      'Maya',
      'Devi Rao',
      'maya@example.com',
      '(212) 555-0147',
    ]);
    await user.click(within(form).getByRole('button', { name: 'Book My Free Consultation' }));
    await screen.findByRole('heading', { name: 'Your free consultation is booked' });
    expect(bookings()[0]!.body).toMatchObject({ first_name: 'Maya', last_name: 'Devi Rao', email: 'maya@example.com', phone: '(212) 555-0147' });
    sessionStorage.clear();
  });

  it('refuses a bad phone number with the forms\' message, sending nothing', async () => {
    const user = await openPicker();
    await user.click(screen.getByRole('option', { name: /^Monday, March 15, 2027(,| at) 1:00 PM$/ }));
    await fillDetails(user, '12');
    expect(await screen.findByText('Enter a valid US phone number.')).toBeInTheDocument();
    expect(bookings()).toHaveLength(0);
  });

  it('says a time taken meanwhile is gone, and offers the times still free at once', async () => {
    const user = await openPicker();
    stub.api.respondWith((request) => {
      if (request.path.startsWith('/api/consultations/slots')) return { status: 200, body: slotsIn(request, ['2027-03-15T13:00:00.000Z']) };
      return { status: 409, body: { error: THIS_TIME_IS_TAKEN, fields: { start: THIS_TIME_IS_TAKEN } } };
    });
    await user.click(screen.getByRole('option', { name: /^Monday, March 15, 2027(,| at) 1:00 PM$/ }));
    await fillDetails(user);
    expect(await screen.findByText(THIS_TIME_IS_TAKEN)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('option', { name: /^Monday, March 15, 2027(,| at) 1:00 PM$/ })).not.toBeInTheDocument());
    expect(screen.getByRole('option', { name: /^Monday, March 15, 2027(,| at) 1:30 PM$/ })).toBeInTheDocument();
  });

  it('opens at once on the contact page the chat links to (#pick-a-time)', async () => {
    window.history.replaceState(null, '', '/contact#pick-a-time');
    render(<ConsultationPicker formType="General" />);
    expect(await screen.findByRole('listbox', { name: 'Day' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pick a time' })).not.toBeInTheDocument();
    window.history.replaceState(null, '', '/');
  });
});
