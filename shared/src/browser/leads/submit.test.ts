import { startStubApi } from '@bookcraft/testing/stubApi';
import { setRuntimeConfig } from '../../contract/config';
import { LEAD_MESSAGES } from '../../contract/leads/messages';
import { flushLeadOutbox, LeadQueuedError, LeadRejectedError, queuedLeadCount, submitLead } from './submit';
import type { LeadPayload } from '../../contract/schemas/leads';
import { STORAGE_KEYS } from '../../contract/constants';
import { registrationUnderWay } from '../tracking/visitorAuth';

const lead = (name: string) => ({ formType: 'General', full_name: name, email: 'a@b.co', phone: '(212) 555-0147', message: 'Hi' }) as LeadPayload;

let api: Awaited<ReturnType<typeof startStubApi>>;
beforeAll(async () => {
  api = await startStubApi();
  setRuntimeConfig({ apiBaseUrl: `${api.url}/api` });
});
afterAll(() => api.close());
beforeEach(() => {
  localStorage.clear();
  api.requests.length = 0;
});
afterEach(() => api.assertNoViolations());

describe('submitLead', () => {
  it('posts to /api/form/submit-form with an Idempotency-Key and resolves to the receipt', async () => {
    api.respondWith(() => ({ status: 201, body: { id: 'lead-1', status: 'received' } }));
    await expect(submitLead(lead('Ada'))).resolves.toEqual({ id: 'lead-1', status: 'received' });
    expect(api.requests[0]).toMatchObject({ method: 'POST', path: '/api/form/submit-form', body: lead('Ada') });
    expect(api.requests[0]!.headers['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
    expect(queuedLeadCount()).toBe(0);
  });

  it('keeps a lead the server could not take (5xx) in the outbox', async () => {
    api.respondWith(() => ({ status: 503, body: { error: 'The service is briefly unavailable, please try again in a moment' } }));
    await expect(submitLead(lead('Ada'), 'key-503-aaaa')).rejects.toBeInstanceOf(LeadQueuedError);
    expect(queuedLeadCount()).toBe(1);
  });

  it('keeps a lead in the outbox when the API cannot be reached at all', async () => {
    api.respondWith(() => 'drop');
    await expect(submitLead(lead('Ada'))).rejects.toBeInstanceOf(LeadQueuedError);
    expect(queuedLeadCount()).toBe(1);
  });

  it('does not queue the same submission twice when it is retried with its key', async () => {
    api.respondWith(() => ({ status: 500, body: { error: 'Internal server error' } }));
    await expect(submitLead(lead('Ada'), 'same-key-0001')).rejects.toBeInstanceOf(LeadQueuedError);
    await expect(submitLead(lead('Ada'), 'same-key-0001')).rejects.toBeInstanceOf(LeadQueuedError);
    expect(queuedLeadCount()).toBe(1);
  });

  it('reports a 400 with its fields and queues nothing', async () => {
    api.respondWith(() => ({ status: 400, body: { error: 'Invalid request', fields: { email: LEAD_MESSAGES.email } } }));
    const failure = await submitLead(lead('Ada')).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(LeadRejectedError);
    expect((failure as LeadRejectedError).fields).toEqual({ email: LEAD_MESSAGES.email });
    expect(queuedLeadCount()).toBe(0);
  });
});

describe('the lead outbox', () => {
  it('sends queued leads with their original keys once the API is back, and empties only after the server confirms', async () => {
    api.respondWith(() => 'drop');
    await submitLead(lead('First'), 'outbox-key-1').catch(() => undefined);
    await submitLead(lead('Second'), 'outbox-key-2').catch(() => undefined);
    expect(queuedLeadCount()).toBe(2);

    api.respondWith(() => ({ status: 503, body: { error: 'The service is briefly unavailable, please try again in a moment' } }));
    expect(await flushLeadOutbox()).toBe(0);
    expect(queuedLeadCount()).toBe(2);

    api.requests.length = 0;
    api.respondWith(() => ({ status: 201, body: { id: 'x', status: 'received' } }));
    expect(await flushLeadOutbox()).toBe(2);
    expect(queuedLeadCount()).toBe(0);
    expect(api.requests.map((request) => request.headers['idempotency-key'])).toEqual(['outbox-key-1', 'outbox-key-2']);
    expect(api.requests.map((request) => (request.body as { full_name: string }).full_name)).toEqual(['First', 'Second']);
  });

  it('drops an entry the server refuses for good (400) so it does not block the others', async () => {
    api.respondWith(() => 'drop');
    await submitLead(lead('Broken'), 'outbox-key-3').catch(() => undefined);
    await submitLead(lead('Fine'), 'outbox-key-4').catch(() => undefined);
    api.respondWith((request) => ((request.body as { full_name: string }).full_name === 'Broken' ? { status: 400, body: { error: 'Invalid request', fields: {} } } : { status: 201, body: { id: 'y', status: 'received' } }));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await flushLeadOutbox()).toBe(1);
    expect(queuedLeadCount()).toBe(0);
    expect(warn).toHaveBeenCalledWith('Lead outbox: a queued lead failed validation and was dropped', expect.objectContaining({ fields: {} }));
    warn.mockRestore();
  });

  it('keeps, and logs, an entry refused for another reason than its fields (403), and goes on with the others', async () => {
    api.respondWith(() => 'drop');
    await submitLead(lead('Refused'), 'outbox-key-5').catch(() => undefined);
    await submitLead(lead('Fine'), 'outbox-key-6').catch(() => undefined);
    api.respondWith((request) => ((request.body as { full_name: string }).full_name === 'Refused' ? { status: 403, body: { error: 'Forbidden' } } : { status: 201, body: { id: 'z', status: 'received' } }));
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await flushLeadOutbox()).toBe(1);
    expect(queuedLeadCount()).toBe(1);
    expect(logged).toHaveBeenCalledWith('Lead outbox: a queued lead was refused (403) and kept', expect.objectContaining({ queuedAt: expect.any(String) }), expect.anything());
    logged.mockRestore();
  });
});

describe('a lead sent while the page registers its visitor', () => {
  it('waits for the registration and carries the new visitor token', async () => {
    api.respondWith(() => ({ status: 201, body: { id: 'lead-2', status: 'received' } }));
    let finish!: () => void;
    registrationUnderWay(new Promise<void>((resolve) => (finish = resolve)));
    const sent = submitLead(lead('Ada'));
    localStorage.setItem(STORAGE_KEYS.customerId, 'visitor-1');
    localStorage.setItem(STORAGE_KEYS.visitorToken, 'token-1');
    finish();
    await expect(sent).resolves.toEqual({ id: 'lead-2', status: 'received' });
    expect(api.requests[0]!.headers.authorization).toBe('Bearer token-1');
  });

  it('sends without a token, and at once, when no registration is under way', async () => {
    api.respondWith(() => ({ status: 201, body: { id: 'lead-3', status: 'received' } }));
    await submitLead(lead('Ada'));
    expect(api.requests[0]!.headers.authorization).toBeUndefined();
  });
});
