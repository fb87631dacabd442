import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Touch } from '@bookcraft/shared/contracts';
import { useConsoleServers } from '../testing/consoleServers';
import { visitor } from '../testing/fixtures';
import { AgentConsole } from '../AgentConsole';
import type { Lead } from '../leads/leadsApi';
import type { Person } from '../people/peopleApi';

// The lead's row and the person page show where they came from first and last.

const harness = useConsoleServers();
const VISITOR = '7d9f3a52-1b2c-4d3e-8f4a-5b6c7d8e9f01';

const touch = (fields: Partial<Touch>): Touch => ({
  utm_source: '', utm_medium: '', utm_campaign: '', utm_term: '', utm_content: '',
  gclid: '', fbclid: '', msclkid: '', li_fat_id: '', ttclid: '', landingPage: '', referrer: '', at: '2025-05-01T09:00:00.000Z',
  ...fields,
});
const META = touch({ utm_source: 'facebook', utm_medium: 'paid_social', utm_campaign: 'meta-spring', fbclid: 'IwAR0meta', landingPage: '/LP-GN-MET?utm_campaign=meta-spring&fbclid=IwAR0meta', referrer: 'l.facebook.com' });
const GOOGLE = touch({ utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'google-brand', utm_term: 'book publishing', utm_content: 'headline-b', gclid: 'Cj0google', landingPage: '/LP-GN-GAD?utm_campaign=google-brand', referrer: 'www.google.com' });

const lead: Lead = {
  id: 'lead-1', created_at: '2025-05-01T11:00:00.000Z', form_type: 'General', full_name: 'Ada Writer', first_name: null, last_name: null,
  email: 'ada@example.com', phone: '2125550147', service: null, message: 'Call me', utm_campaign: 'meta-spring', traffic_source: 'MET',
  suspected_bot: false, bot_reason: null, notification: 'delivered', first_touch: META, last_touch: GOOGLE, experiment: null, customer_id: VISITOR,
};
const ada: Person = {
  personId: null, visitorId: VISITOR, names: ['Ada Writer'], emails: ['ada@example.com'], phones: [],
  devices: [{ id: VISITOR, os: 'Windows', screen: '1920x1080', firstSeen: '2025-05-01T09:00:00.000Z', lastSeen: '2025-05-01T11:00:00.000Z', joined: null }],
  firstTouch: META, lastTouch: GOOGLE, timeline: [], suggestions: [],
};

/** The facts under a "First touch" or "Last touch" heading, as "term: value" lines. */
function factsUnder(name: string) {
  const section = screen.getByRole('region', { name });
  return within(section).getAllByRole('term').map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
}

const META_FACTS = ['Campaign: meta-spring', 'Source / medium: facebook / paid_social', 'Meta click id: IwAR0meta', 'Landing page: /LP-GN-MET?utm_campaign=meta-spring&fbclid=IwAR0meta', 'Referrer: l.facebook.com'];
const GOOGLE_FACTS = ['Campaign: google-brand', 'Source / medium: google / cpc', 'Term: book publishing', 'Content: headline-b', 'Google click id: Cj0google', 'Landing page: /LP-GN-GAD?utm_campaign=google-brand', 'Referrer: www.google.com'];

describe('first and last touch', () => {
  it("shows a lead's first and last touch in its row, and the person's on their page", async () => {
    const { servers } = harness;
    servers.signIn();
    servers.route('GET /api/staff/leads', { status: 200, body: { leads: [lead], page: 1, pageSize: 25, total: 1, spamTotal: 0 } });
    servers.route(`GET /api/staff/people/${VISITOR}`, { status: 200, body: ada });
    const user = userEvent.setup();
    render(<AgentConsole />);
    await user.click(await screen.findByRole('tab', { name: 'Leads' }));

    const row = await screen.findByRole('row', { name: /Ada Writer/ });
    await user.click(within(row).getByText('meta-spring → google-brand'));
    expect(factsUnder('First touch')).toEqual(META_FACTS);
    expect(factsUnder('Last touch')).toEqual(GOOGLE_FACTS);

    await user.click(within(row).getByRole('button', { name: 'Person page of Ada Writer' }));
    await screen.findByRole('heading', { name: 'Ada Writer', level: 2 });
    expect(screen.getByRole('heading', { name: 'First touch', level: 3 })).toBeInTheDocument();
    expect(factsUnder('First touch')).toEqual(META_FACTS);
    expect(factsUnder('Last touch')).toEqual(GOOGLE_FACTS);
  });

  it('says a direct first touch is direct, and a touch not recorded is not', async () => {
    const { servers } = harness;
    servers.signIn(undefined, { role: 'agent' });
    servers.route('GET /api/staff/visitors', { status: 200, body: { visitors: [visitor({ id: VISITOR, name: 'Ada Writer' })], page: 1, pageSize: 50 } });
    servers.route(`GET /api/staff/people/${VISITOR}`, { status: 200, body: { ...ada, firstTouch: touch({ landingPage: '/pricing' }), lastTouch: null } });
    const user = userEvent.setup();
    render(<AgentConsole />);
    await user.click(await screen.findByRole('tab', { name: 'Visitors' }));
    await user.click(within(await screen.findByRole('row', { name: /^Ada Writer/ })).getByRole('button', { name: 'Person page of Ada Writer' }));
    await screen.findByRole('heading', { name: 'Ada Writer', level: 2 });
    expect(factsUnder('First touch')).toEqual(['Campaign: Direct', 'Landing page: /pricing']);
    expect(within(screen.getByRole('region', { name: 'Last touch' })).getByText('Not recorded.')).toBeInTheDocument();
  });
});
