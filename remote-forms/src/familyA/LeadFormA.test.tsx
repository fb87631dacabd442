import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { FORM_TYPES, LEAD_MESSAGES as M, on, setVisitorSession, STORAGE_KEYS, type FormType } from '@bookcraft/shared';
import { createSocket } from '@bookcraft/shared/socket';
import { useStubApi } from '../testing/useStubApi';
import { renderInRouter } from '../testing/renderForm';
import { LeadFormA } from './LeadFormA';


const stub = useStubApi();
const sentLeads = stub.sentLeads;

beforeEach(() => {
  toast.remove();
  localStorage.clear();
});

const renderForm = (formType: FormType) => renderInRouter(<LeadFormA formType={formType} formId="test" />);
const submit = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Submit' }));

async function fillBase(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Full Name*'), 'Ada Writer');
  await user.type(screen.getByLabelText('Email*'), 'ada@example.com');
  await user.type(screen.getByLabelText('Phone*'), '2125550147');
}

// Written out from requirements §3.1, not from the data under test.
const FIELDS_BY_FORM_TYPE: [FormType, string[], string][] = [
  ['General', [], 'Tell Us About Your Book'],
  ['Marketing', ['Budget*'], 'Tell Us About Your Book'],
  ['Publishing', ['Genre*', 'Manuscript Status*'], 'Tell Us About Your Book'],
  ['SelfPublishing', ['Genre*', 'Manuscript Status*'], 'Tell Us About Your Book'],
  ['GhostWriting', ['Genre*'], 'Tell Us About Your Ghostwriting Project'],
  ['VideoTrailer', [], 'Tell Us About Your Video Trailer Needs'],
  ['SciFi', ['Manuscript Status*'], 'Tell Us About Your Book'],
  ['ArtBook', [], 'Tell Us About Your Book'],
  ['CookBook', [], 'Message*'],
  ['Photography', [], 'Message*'],
];

describe('family A fields per form type (requirements §3.1)', () => {
  it.each(FIELDS_BY_FORM_TYPE)('%s shows name, email, phone, %j and the message "%s"', (formType, extras, messageLabel) => {
    renderForm(formType);
    for (const label of ['Full Name*', 'Email*', 'Phone*', ...extras, messageLabel]) expect(screen.getByLabelText(label)).toBeInTheDocument();
    for (const label of ['Budget*', 'Genre*', 'Manuscript Status*'].filter((l) => !extras.includes(l))) expect(screen.queryByLabelText(label)).not.toBeInTheDocument();
  });

  it('covers every form type', () => {
    expect(FIELDS_BY_FORM_TYPE.map(([formType]) => formType).sort()).toEqual([...FORM_TYPES].sort());
  });

  it('offers the budget ranges to Marketing', async () => {
    renderForm('Marketing');
    const options = [...(screen.getByLabelText('Budget*') as HTMLSelectElement).options].map((option) => option.value).filter(Boolean);
    expect(options).toEqual(['$500-$2500', '$2500-$5000', '$5000-$10000', '$10000+']);
  });

  it('offers the ghostwriting form every genre of the publishing form but "Editing & Proofreading"', () => {
    const genres = (formType: FormType) => {
      const { unmount } = renderForm(formType);
      const options = [...(screen.getByLabelText('Genre*') as HTMLSelectElement).options].map((option) => option.value).filter(Boolean);
      unmount();
      return options;
    };
    const publishing = genres('Publishing');
    expect(publishing).toContain('Editing & Proofreading');
    expect(publishing).toContain('Memoir / Biography');
    expect(genres('GhostWriting')).toEqual(publishing.filter((genre) => genre !== 'Editing & Proofreading'));
  });
});

describe('family A validation (requirements §5.1), shown under each field on submit', () => {
  it.each([
    ['General', 'Full Name*', M.fullName],
    ['General', 'Email*', M.email],
    ['General', 'Phone*', M.phone],
    ['General', 'Tell Us About Your Book', M.message],
    ['Marketing', 'Budget*', M.budget],
    ['Publishing', 'Manuscript Status*', M.manuscriptStatus],
    ['SelfPublishing', 'Manuscript Status*', M.manuscriptStatus],
    ['SciFi', 'Manuscript Status*', M.manuscriptStatus],
    ['Publishing', 'Genre*', M.genre],
    ['GhostWriting', 'Genre*', M.genre],
  ] as [FormType, string, string][])('%s: %s says "%s"', async (formType, label, message) => {
    const user = userEvent.setup();
    renderForm(formType);
    expect(screen.queryByText(message)).not.toBeInTheDocument();
    await submit(user);
    const field = screen.getByLabelText(label);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(message);
    expect(sentLeads()).toHaveLength(0);
  });

  it('rejects a malformed e-mail and a phone that is not 10 digits', async () => {
    const user = userEvent.setup();
    renderForm('General');
    await user.type(screen.getByLabelText('Email*'), 'ada@nowhere');
    await user.type(screen.getByLabelText('Phone*'), '212555');
    await submit(user);
    expect(screen.getByLabelText('Email*')).toHaveAccessibleDescription(M.email);
    expect(screen.getByLabelText('Phone*')).toHaveAccessibleDescription(M.phone);
  });

  it('moves focus to the first invalid field', async () => {
    const user = userEvent.setup();
    renderForm('Publishing');
    await user.type(screen.getByLabelText('Full Name*'), 'Ada');
    await submit(user);
    expect(screen.getByLabelText('Email*')).toHaveFocus();
  });
});

describe('phone mask (requirements §5.1)', () => {
  it('keeps digits only, at most 10, shown as (123) 456-7890', async () => {
    const user = userEvent.setup();
    renderForm('General');
    const phone = screen.getByLabelText('Phone*');
    await user.type(phone, 'tel: 212-555-0147 ext 99');
    expect(phone).toHaveValue('(212) 555-0147');
    expect(phone).toHaveAttribute('maxLength', '14');
  });

  it('formats as the visitor types', async () => {
    const user = userEvent.setup();
    renderForm('General');
    const phone = screen.getByLabelText('Phone*');
    await user.type(phone, '2125');
    expect(phone).toHaveValue('(212) 5');
  });
});

describe('family A submission (requirements §4.3)', () => {
  it('sends the lead once, shows the toasts, clears the form and goes to /thankyou', async () => {
    const user = userEvent.setup();
    let answer!: () => void;
    stub.api.respondWith(() => new Promise((resolve) => (answer = () => resolve({ status: 201, body: { id: 'lead-1', status: 'received' } }))));
    const { router } = renderForm('GhostWriting');
    await fillBase(user);
    await user.selectOptions(screen.getByLabelText('Genre*'), 'Fiction');
    await user.type(screen.getByLabelText('Tell Us About Your Ghostwriting Project'), 'A sea novel.');
    await submit(user);
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Sending…' }));
    await waitFor(() => expect(sentLeads()).toHaveLength(1));
    answer();
    expect(await screen.findByText('Submitted successfully!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/thankyou'));
    expect(sentLeads()).toHaveLength(1);
    const payload = sentLeads()[0]!.body;
    expect(payload).toMatchObject({ formType: 'GhostWriting', full_name: 'Ada Writer', email: 'ada@example.com', phone: '(212) 555-0147', service: 'Ghostwriting', genre: 'Fiction', message: 'A sea novel.' });
    expect(payload).not.toHaveProperty('manuscript_status');
  });

  it('clears what was typed after a success', async () => {
    const user = userEvent.setup();
    const { router } = renderInRouter(<LeadFormA formType="General" formId="test" onSent={() => undefined} />);
    await fillBase(user);
    await user.type(screen.getByLabelText('Tell Us About Your Book'), 'Poems.');
    await submit(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/thankyou'));
    await act(() => router.navigate('/book-publishing-services'));
    expect(await screen.findByLabelText('Full Name*')).toHaveValue('');
  });

  it('sends the Marketing budget as service', async () => {
    const user = userEvent.setup();
    renderForm('Marketing');
    await fillBase(user);
    await user.selectOptions(screen.getByLabelText('Budget*'), '$5000-$10000');
    await user.type(screen.getByLabelText('Tell Us About Your Book'), 'Launch plan.');
    await submit(user);
    await waitFor(() => expect(sentLeads()).toHaveLength(1));
    expect(sentLeads()[0]!.body).toMatchObject({ formType: 'Marketing', service: '$5000-$10000' });
  });

  it('keeps everything typed and shows the failure toast when the API is unreachable; a retry reuses its idempotency key', async () => {
    const user = userEvent.setup();
    stub.api.respondWith(() => 'drop');
    const { router } = renderForm('General');
    await fillBase(user);
    await user.type(screen.getByLabelText('Tell Us About Your Book'), 'Poems.');
    await submit(user);
    expect(await screen.findByText('Failed, please try again.')).toBeInTheDocument();
    expect(screen.getByLabelText('Full Name*')).toHaveValue('Ada Writer');
    expect(screen.getByLabelText('Tell Us About Your Book')).toHaveValue('Poems.');
    expect(router.state.location.pathname).toBe('/book-publishing-services');
    await submit(user);
    await waitFor(() => expect(sentLeads()).toHaveLength(2));
    expect(sentLeads()[1]!.headers['idempotency-key']).toBe(sentLeads()[0]!.headers['idempotency-key']);
  });

  it("shows the server's answer under the field it names", async () => {
    const user = userEvent.setup();
    stub.api.respondWith(() => ({ status: 400, body: { error: 'Invalid request', fields: { email: M.email } } }));
    renderForm('General');
    await fillBase(user);
    await user.type(screen.getByLabelText('Tell Us About Your Book'), 'Poems.');
    await submit(user);
    await waitFor(() => expect(screen.getByLabelText('Email*')).toHaveAccessibleDescription(M.email));
  });
});

describe('updates on blur (requirements §7)', () => {
  it('sends the one field left, with lead false and the visitor token, once the visitor is known, and tells the other remotes', async () => {
    const user = userEvent.setup();
    const customerId = '0b5f3a52-6d1e-4c1a-9f43-1d2c3b4a5e6f';
    localStorage.setItem('CustomerId', customerId);
    localStorage.setItem('bookcraft:visitor-token', `${customerId}.signature`);
    const heard: unknown[] = [];
    const stop = on('customerUpdated', (payload) => heard.push(payload));
    renderForm('General');
    await user.type(screen.getByLabelText('Email*'), 'ada@example.com');
    await user.tab();
    await waitFor(() => expect(heard).toEqual([{ customerId, fields: { email: 'ada@example.com' } }]));
    const update = stub.api.requests.at(-1)!;
    expect(update).toMatchObject({ method: 'PUT', path: `/api/customer/signup/update/${customerId}`, body: { email: 'ada@example.com', lead: false } });
    expect(update.headers.authorization).toBe(`Bearer ${customerId}.signature`);
    stop();
  });

  it('sends no e-mail that is not one address, says nothing of it on blur, and the lead still goes', async () => {
    const user = userEvent.setup();
    const customerId = '3f2b8c1e-5a4d-4e6f-8b7a-9c0d1e2f3a4b';
    localStorage.setItem('CustomerId', customerId);
    localStorage.setItem('bookcraft:visitor-token', `${customerId}.signature`);
    const heard: { fields: Record<string, string> }[] = [];
    const stop = on('customerUpdated', (payload) => heard.push(payload));
    renderForm('General');
    const email = screen.getByLabelText('Email*');
    for (const typed of ['a@victim1.example, b@victim2.example', 'ada@exam']) {
      await user.clear(email);
      await user.type(email, typed);
      await user.tab();
    }
    // Leaving the phone field is sent: by then, anything the e-mail field would have sent has been.
    await user.type(screen.getByLabelText('Phone*'), '2125550147');
    await user.tab();
    await waitFor(() => expect(heard.map((update) => update.fields)).toEqual([{ phone: '(212) 555-0147' }]));
    const updates = stub.api.requests.filter((request) => request.path === `/api/customer/signup/update/${customerId}`);
    expect(updates.map((request) => request.body)).toEqual([{ phone: '(212) 555-0147', lead: false }]);
    expect(email).not.toHaveAccessibleDescription();
    expect(screen.queryByText('Failed, please try again.')).not.toBeInTheDocument();

    // At submit, the form's own rule says what is wrong; corrected, the lead goes.
    await user.type(screen.getByLabelText('Full Name*'), 'Ada Writer');
    await user.type(screen.getByLabelText('Tell Us About Your Book'), 'Poems.');
    await submit(user);
    await waitFor(() => expect(email).toHaveAccessibleDescription(M.email));
    expect(sentLeads()).toHaveLength(0);
    await user.clear(email);
    await user.type(email, 'ada@example.com');
    await submit(user);
    await waitFor(() => expect(sentLeads()).toHaveLength(1));
    expect(sentLeads()[0]!.body).toMatchObject({ email: 'ada@example.com', full_name: 'Ada Writer' });
    stop();
  });

  it('holds a field left before the visitor is registered, and sends it once they are', async () => {
    const user = userEvent.setup();
    renderForm('General');
    await user.type(screen.getByLabelText('Full Name*'), 'Ada');
    await user.tab();
    // Only the form's spam challenge, asked for when the visitor started it (docs/spam.md).
    expect(stub.api.requests.filter((request) => request.path !== '/api/lead-challenge')).toHaveLength(0);

    const customerId = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
    localStorage.setItem('CustomerId', customerId);
    localStorage.setItem('bookcraft:visitor-token', `${customerId}.signature`);
    act(() => setVisitorSession({ customerId, token: `${customerId}.signature`, roomId: '', socket: createSocket({}, stub.api.url), storageKeys: STORAGE_KEYS, currentPage: () => '/' }));
    await waitFor(() => expect(stub.api.requests.find((request) => request.body && (request.body as { name?: string }).name === 'Ada')).toMatchObject({
      method: 'PUT',
      path: `/api/customer/signup/update/${customerId}`,
      body: { name: 'Ada', lead: false },
      headers: { authorization: `Bearer ${customerId}.signature` },
    }));
  });
});
