import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WebhookDelivery, WebhookEndpoint } from '@bookcraft/shared/contracts';
import { useConsoleServers } from '../testing/consoleServers';
import { WebhooksPanel } from './WebhooksPanel';

const harness = useConsoleServers();

const ENDPOINT_ID = '3b0c7a1e-0000-4000-8000-00000000ab01';
const FAILED_ID = '3b0c7a1e-0000-4000-8000-00000000de01';
const DELIVERED_ID = '3b0c7a1e-0000-4000-8000-00000000de02';
const URL = 'https://crm.example/hooks/bookcraft';

const endpoint = (overrides: Partial<WebhookEndpoint> = {}): WebhookEndpoint => ({
  id: ENDPOINT_ID,
  url: URL,
  events: ['lead.stored', 'person.erased'],
  description: 'Pipedrive, sales pipeline',
  active: true,
  secretHint: 'x9Q_',
  createdAt: '2026-11-20T09:00:00.000Z',
  ...overrides,
});

const delivery = (overrides: Partial<WebhookDelivery> & { id: string }): WebhookDelivery => ({
  event: 'lead.stored',
  status: 'delivered',
  answerCode: 200,
  attempts: 1,
  lastError: null,
  idempotencyKey: `key-${overrides.id}`,
  createdAt: '2026-11-25T09:00:00.000Z',
  nextAttemptAt: null,
  deliveredAt: '2026-11-25T09:00:01.000Z',
  ...overrides,
});

/** Types a whole value at once (a paste): key-by-key typing is slow in jsdom. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.paste(text);
}

async function openIntegrationsAsAdmin(endpoints: WebhookEndpoint[]) {
  const { servers } = harness;
  servers.signIn(undefined, { role: 'admin' });
  servers.route('GET /api/staff/webhooks', { status: 200, body: { endpoints } });
  const user = userEvent.setup({ delay: null });
  // The panel alone, as the Integrations tab shows it: which roles see the tab is tested in experiments/Experiments.test.tsx.
  render(<WebhooksPanel />);
  return user;
}

describe('adding an endpoint', () => {
  it('sends the address, a generated secret and two events, then lists the endpoint', async () => {
    const { servers } = harness;
    const user = await openIntegrationsAsAdmin([]);
    servers.route('POST /api/staff/webhooks', (request) => {
      servers.route('GET /api/staff/webhooks', { status: 200, body: { endpoints: [endpoint()] } });
      const { secret } = request.body as { secret: string };
      return { status: 201, body: endpoint({ secretHint: secret.slice(-4) }) };
    });

    expect(await screen.findByText('No endpoints yet. Add one with New endpoint.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New endpoint' }));
    expect(screen.getByRole('heading', { name: 'New endpoint' })).toHaveFocus();
    await fill(user, screen.getByLabelText('URL'), URL);
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    const secret = (screen.getByLabelText('Secret') as HTMLInputElement).value;
    expect(secret).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(screen.getByText('A new secret is in the Secret field: copy it into your receiver now, it is not shown again.')).toBeInTheDocument();
    const events = screen.getByRole('group', { name: 'Events' });
    expect(within(events).getAllByRole('checkbox').map((box) => (box as HTMLInputElement).labels?.[0]?.textContent)).toEqual([
      'Lead stored',
      'Conversation closed (with transcript)',
      'Conversation rated',
      'Person erased',
      'Consultation booked',
      'Consultation rescheduled or reassigned',
      'Consultation cancelled',
      'Consultation held',
      'Deal moved to another stage',
      'Deal won',
    ]);
    await user.click(within(events).getByLabelText('Person erased'));
    await user.click(within(events).getByLabelText('Lead stored'));
    await fill(user, screen.getByLabelText('Description'), 'Pipedrive, sales pipeline');
    expect(screen.getByLabelText('Active')).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));

    expect(await screen.findByText(`Added ${URL}.`)).toBeInTheDocument();
    expect(servers.requestsTo('POST /api/staff/webhooks').map((request) => request.body)).toEqual([
      { url: URL, secret, events: ['lead.stored', 'person.erased'], description: 'Pipedrive, sales pipeline', active: true },
    ]);
    const table = await screen.findByRole('table', { name: 'Endpoints' });
    const [row] = within(table).getAllByRole('row').slice(1);
    expect(within(row!).getByRole('rowheader')).toHaveTextContent(URL);
    expect(within(row!).getAllByRole('cell').map((cell) => cell.textContent).slice(0, 3)).toEqual(['Lead stored, Person erased', 'Pipedrive, sales pipeline', 'Yes']);
    // The secret is shown once, in the form; the list has only its last four characters.
    expect(screen.queryByText(secret)).not.toBeInTheDocument();
  });

  it("shows the server's refusal of the URL under the field, tied to it, with what would allow the address", async () => {
    const { servers } = harness;
    const user = await openIntegrationsAsAdmin([]);
    const refusal = 'This address is on a private network. To allow it, your server administrator adds crm.internal.example:80 to the WEBHOOK_ALLOWED_HOSTS setting.';
    servers.route('POST /api/staff/webhooks', { status: 400, body: { error: 'Invalid request', fields: { url: refusal } } });
    await user.click(await screen.findByRole('button', { name: 'New endpoint' }));
    await fill(user, screen.getByLabelText('URL'), 'http://crm.internal.example/hook');
    await fill(user, screen.getByLabelText('Secret'), 'a-secret-of-twenty-chars');
    await user.click(screen.getByLabelText('Lead stored'));
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The endpoint was not saved: see the fields marked below.');
    expect(screen.getByLabelText('URL')).toHaveAccessibleDescription(expect.stringContaining(refusal));
    expect(screen.getByLabelText('URL')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('URL')).toHaveFocus();
    expect(screen.getByLabelText('Secret')).not.toHaveAttribute('aria-invalid');
  });
});

describe('an endpoint in the list', () => {
  it('changes one without sending its secret again, and deletes one after a confirmation', async () => {
    const { servers } = harness;
    const user = await openIntegrationsAsAdmin([endpoint()]);
    servers.route(`PUT /api/staff/webhooks/${ENDPOINT_ID}`, (request) => ({ status: 200, body: endpoint(request.body as Partial<WebhookEndpoint>) }));
    servers.route(`DELETE /api/staff/webhooks/${ENDPOINT_ID}`, { status: 204 });

    await user.click(await screen.findByRole('button', { name: `Edit (${URL})` }));
    expect(screen.getByLabelText('Secret')).toHaveAccessibleDescription(/^Leave empty to keep the secret ending in x9Q_\./);
    await user.click(screen.getByLabelText('Active'));
    await user.click(screen.getByRole('button', { name: 'Save endpoint' }));
    expect(await screen.findByText(`Saved ${URL}.`)).toBeInTheDocument();
    expect(servers.requestsTo(`PUT /api/staff/webhooks/${ENDPOINT_ID}`).map((request) => request.body)).toEqual([
      { url: URL, events: ['lead.stored', 'person.erased'], description: 'Pipedrive, sales pipeline', active: false },
    ]);

    await user.click(await screen.findByRole('button', { name: `Delete (${URL})` }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: `Delete (${URL})` })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: `Yes, delete (${URL})` })).toHaveFocus();
    expect(servers.requestsTo(`DELETE /api/staff/webhooks/${ENDPOINT_ID}`)).toEqual([]);
    servers.route('GET /api/staff/webhooks', { status: 200, body: { endpoints: [] } });
    await user.click(screen.getByRole('button', { name: `Yes, delete (${URL})` }));
    expect(await screen.findByText(`Deleted ${URL}.`)).toBeInTheDocument();
    expect(servers.requestsTo(`DELETE /api/staff/webhooks/${ENDPOINT_ID}`)).toHaveLength(1);
    expect(await screen.findByText('No endpoints yet. Add one with New endpoint.')).toBeInTheDocument();
  });
});

describe('the delivery log', () => {
  it('lists the deliveries and sends a failed one again, updating its row', async () => {
    const { servers } = harness;
    const user = await openIntegrationsAsAdmin([endpoint()]);
    const failed = delivery({ id: FAILED_ID, status: 'failed', answerCode: 500, attempts: 12, lastError: 'The receiver answered 500.', deliveredAt: null });
    servers.route(`GET /api/staff/webhooks/${ENDPOINT_ID}/deliveries`, { status: 200, body: { deliveries: [failed, delivery({ id: DELIVERED_ID, event: 'person.erased' })] } });
    servers.route(`POST /api/staff/webhooks/${ENDPOINT_ID}/deliveries/${FAILED_ID}/resend`, {
      status: 200,
      body: { ...failed, status: 'pending', nextAttemptAt: '2026-11-26T09:00:00.000Z' },
    });

    await user.click(await screen.findByRole('button', { name: `Delivery log (${URL})` }));
    expect(screen.getByRole('heading', { name: 'Delivery log' })).toHaveFocus();
    // The help says what a receiver's developer needs, in words: no file of this repository they cannot see.
    const help = screen.getByRole('region', { name: 'How to verify the signature' });
    expect(help).toHaveTextContent(/HMAC-SHA256 with this endpoint's secret over t, a dot and the raw body/);
    expect(help).toHaveTextContent(/Idempotency-Key/);
    expect(help).not.toHaveTextContent(/[\w-]+\/[\w./-]+\.(md|ts)\b/);
    const table = await screen.findByRole('table', { name: `Deliveries to ${URL}` });
    const rows = within(table).getAllByRole('row').slice(1);
    const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('Lead stored');
    expect(cellsOf(rows[0]!).slice(0, 4)).toEqual(['Failed', '500', '12', 'The receiver answered 500.']);
    expect(cellsOf(rows[1]!).slice(0, 4)).toEqual(['Delivered', '200', '1', '—']);

    await user.click(within(rows[0]!).getByRole('button', { name: /^Send again/ }));
    expect(await screen.findByText('Lead stored: queued to be sent again.')).toBeInTheDocument();
    expect(servers.requestsTo(`POST /api/staff/webhooks/${ENDPOINT_ID}/deliveries/${FAILED_ID}/resend`)).toHaveLength(1);
    await waitFor(() => expect(cellsOf(within(table).getAllByRole('row')[1]!)[0]).toBe('Pending'));
    expect(cellsOf(within(table).getAllByRole('row')[1]!)[5]).toMatch(/2026/);
  });
});

describe('a test event', () => {
  it('is queued for the endpoint chosen and said in the live region; the delivery log shows it', async () => {
    const { servers } = harness;
    const user = await openIntegrationsAsAdmin([endpoint()]);
    const TEST_ID = '3b0c7a1e-0000-4000-8000-00000000de03';
    const queued = delivery({ id: TEST_ID, event: 'webhook.test', status: 'pending', answerCode: null, attempts: 0, deliveredAt: null, nextAttemptAt: '2026-11-25T09:00:00.000Z' });
    servers.route(`POST /api/staff/webhooks/${ENDPOINT_ID}/test`, { status: 202, body: queued });
    servers.route(`GET /api/staff/webhooks/${ENDPOINT_ID}/deliveries`, { status: 200, body: { deliveries: [queued] } });

    await user.click(await screen.findByRole('button', { name: `Send a test event (${URL})` }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(`Test event queued for ${URL}. It shows in the delivery log.`));
    expect(servers.requestsTo(`POST /api/staff/webhooks/${ENDPOINT_ID}/test`).map((request) => request.body)).toEqual([{}]);

    await user.click(screen.getByRole('button', { name: `Delivery log (${URL})` }));
    const table = await screen.findByRole('table', { name: `Deliveries to ${URL}` });
    expect(within(within(table).getAllByRole('row')[1]!).getByRole('rowheader')).toHaveTextContent('Test event');
  });

  it("says why an inactive endpoint is not sent one, in the endpoint's row", async () => {
    const { servers } = harness;
    const user = await openIntegrationsAsAdmin([endpoint({ active: false })]);
    servers.route(`POST /api/staff/webhooks/${ENDPOINT_ID}/test`, { status: 409, body: { error: 'This endpoint is inactive: make it active to send it a test event.' } });

    await user.click(await screen.findByRole('button', { name: `Send a test event (${URL})` }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This endpoint is inactive: make it active to send it a test event.');
    expect(screen.getByRole('status')).toHaveTextContent('');
  });
});
