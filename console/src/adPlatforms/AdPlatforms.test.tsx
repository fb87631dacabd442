import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useConsoleServers } from '../testing/consoleServers';
import { AdPlatformsPanel } from './AdPlatformsPanel';
import type { AdPlatformsAnswer, AdPlatformSetting, LoggedConversion } from './adPlatformsApi';

const harness = useConsoleServers();

const STAGES = [
  { id: '5a1e0000-0000-4000-8000-000000000001', name: 'New', kind: 'open' },
  { id: '5a1e0000-0000-4000-8000-000000000002', name: 'Consultation booked', kind: 'consultation' },
  { id: '5a1e0000-0000-4000-8000-000000000003', name: 'Proposal sent', kind: 'open' },
  { id: '5a1e0000-0000-4000-8000-000000000004', name: 'Won', kind: 'won' },
  { id: '5a1e0000-0000-4000-8000-000000000005', name: 'Lost', kind: 'lost' },
] as const;

const platform = (name: AdPlatformSetting['platform'], overrides: Partial<AdPlatformSetting> = {}): AdPlatformSetting => ({
  platform: name,
  enabled: false,
  endpoint: `https://${name}.example/api`,
  accountId: '',
  customerId: '',
  accessTokenEnding: '',
  developerTokenEnding: '',
  shareContacts: false,
  conversionActions: [],
  ...overrides,
});

const settings = (google: Partial<AdPlatformSetting> = {}): AdPlatformsAnswer => ({
  platforms: [platform('google', google), platform('meta'), platform('microsoft')],
  conversionStageIds: [STAGES[1].id, STAGES[3].id],
});

const skipped: LoggedConversion = {
  id: '3c0d0000-0000-4000-8000-000000000001',
  platform: 'google',
  dealId: '3c0d0000-0000-4000-8000-0000000000d1',
  dealTitle: 'Grace Hopper',
  stage: 'Won',
  status: 'skipped',
  reason: "The Google click is older than Google's 90 days.",
  attempts: 0,
  clickId: 'Cj0-grace',
  eventId: '3c0d0000-0000-4000-8000-0000000000d1.5a1e0000',
  convertedAt: '2027-06-02T16:00:00.000Z',
  sentAt: null,
};

async function openAsAdmin(answer: AdPlatformsAnswer) {
  const { servers } = harness;
  servers.signIn(undefined, { role: 'admin' });
  servers.route('GET /api/staff/ad-platforms', { status: 200, body: answer });
  servers.route('GET /api/staff/deal-stages', { status: 200, body: { stages: STAGES } });
  servers.route('GET /api/staff/ad-conversions', { status: 200, body: { conversions: [skipped], total: 1 } });
  const user = userEvent.setup({ delay: null });
  // The panel alone, as the Integrations tab shows it under the webhooks.
  render(<AdPlatformsPanel />);
  return user;
}

describe('the ad platforms', () => {
  it('turns Google Ads on with its ids, tokens and a conversion action per stage, and never shows a token back', async () => {
    const { servers } = harness;
    const user = await openAsAdmin(settings());
    servers.route('PUT /api/staff/ad-platforms/google', (request) => {
      const body = request.body as { accessToken: string; developerToken: string };
      servers.route('GET /api/staff/ad-platforms', { status: 200, body: settings({ enabled: true, accountId: '123-456-7890', accessTokenEnding: body.accessToken.slice(-4), developerTokenEnding: body.developerToken.slice(-4) }) });
      return { status: 200, body: settings() };
    });

    const google = await screen.findByRole('form', { name: 'Google Ads' });
    await user.click(within(google).getByLabelText('Send conversions to Google Ads'));
    await user.type(within(google).getByLabelText('Customer ID'), '123-456-7890');
    await user.type(within(google).getByLabelText('Access token'), 'ya29.google-access-0001');
    await user.type(within(google).getByLabelText('Developer token'), 'google-developer-7788');
    await user.type(within(google).getByLabelText('Conversion action ID for Consultation booked'), '111');
    await user.type(within(google).getByLabelText('Conversion action ID for Won'), '222');
    await user.click(within(google).getByLabelText(/^Enhanced conversions for leads/));
    await user.click(within(google).getByRole('button', { name: 'Save Google Ads' }));

    await waitFor(() => expect(servers.requests.some((request) => request.method === 'PUT')).toBe(true));
    expect(servers.requests.find((request) => request.method === 'PUT')!.body).toEqual({
      enabled: true,
      endpoint: 'https://google.example/api',
      accountId: '123-456-7890',
      customerId: '',
      accessToken: 'ya29.google-access-0001',
      developerToken: 'google-developer-7788',
      shareContacts: true,
      conversionActions: [
        { stageId: STAGES[1].id, actionId: '111' },
        { stageId: STAGES[3].id, actionId: '222' },
      ],
    });
    expect(await screen.findByText('Saved Google Ads.')).toBeInTheDocument();
    const saved = await screen.findByRole('form', { name: 'Google Ads' });
    await waitFor(() => expect(within(saved).getByLabelText('Access token')).toHaveAccessibleDescription('Leave empty to keep the one ending in 0001.'));
    expect(within(saved).getByLabelText('Access token')).toHaveValue('');
    // Saved in place: the keyboard stays where it was.
    expect(within(saved).getByRole('button', { name: 'Save Google Ads' })).toHaveFocus();
  });

  it('ties a refused field to its control', async () => {
    const { servers } = harness;
    const user = await openAsAdmin(settings());
    servers.route('PUT /api/staff/ad-platforms/meta', { status: 400, body: { error: 'Invalid request', fields: { accountId: 'Needed to send conversions.' } } });
    const meta = await screen.findByRole('form', { name: 'Meta' });
    await user.click(within(meta).getByLabelText('Send conversions to Meta'));
    await user.click(within(meta).getByRole('button', { name: 'Save Meta' }));
    expect(await within(meta).findByRole('alert')).toHaveTextContent('Meta was not saved: see the fields marked below.');
    expect(within(meta).getByLabelText('Dataset (pixel) ID')).toHaveAccessibleDescription('Needed to send conversions.');
    expect(within(meta).getByLabelText('Dataset (pixel) ID')).toHaveFocus();
  });

  it('chooses the stages that are conversions with checkboxes, and lists what was skipped and why', async () => {
    const { servers } = harness;
    const user = await openAsAdmin(settings());
    servers.route('PUT /api/staff/ad-platforms/stages', { status: 200, body: settings() });
    const stages = await screen.findByRole('group', { name: 'Tell the ad platforms when a deal reaches' });
    expect(within(stages).getByLabelText('Consultation booked')).toBeChecked();
    expect(within(stages).getByLabelText('Proposal sent')).not.toBeChecked();
    await user.click(within(stages).getByLabelText('Proposal sent'));
    await user.click(screen.getByRole('button', { name: 'Save the stages' }));
    await waitFor(() => expect(servers.requests.find((request) => request.method === 'PUT')?.body).toEqual({ stageIds: [STAGES[1].id, STAGES[2].id, STAGES[3].id] }));

    const log = await screen.findByRole('table', { name: 'What the ad platforms were told' });
    const row = within(log).getByRole('row', { name: /Grace Hopper/ });
    expect([...(row as HTMLTableRowElement).cells].map((cell) => cell.textContent).slice(0, 6)).toEqual(['Grace Hopper', 'Won', 'Google Ads', 'Skipped', "The Google click is older than Google's 90 days.", '0']);
  });
});
