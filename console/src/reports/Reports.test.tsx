import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useConsoleServers } from '../testing/consoleServers';
import { AgentConsole } from '../AgentConsole';
import { chatMessage, chatRoom } from '../testing/fixtures';
import { reportFigures } from '@bookcraft/testing/reportsDataSet';
import type { ConsultationReport, HelpReport, Report, ReportConversations, RevenueAnswer } from './reportsApi';

const harness = useConsoleServers();

const figures = reportFigures;
const range = { from: '2026-02-02', to: '2026-02-08' };
const MARIA = '00000000-0000-4000-8000-00000000a001';
const total = figures(8, 5, 2, [600, 1440], [7200, 124200], [4, 3.5, 50], null);
const byMember: Report = {
  range,
  timeZone: 'America/New_York',
  group: 'member',
  total,
  rows: [
    { key: MARIA, label: 'Maria', ...figures(3, 3, 0, [900, 1620], [7200, 48960], [3, 4, 66.7], null) },
    { key: '', label: 'Unassigned', ...figures(2, 0, 1, [null, null], [null, null], [0, null, null], null) },
  ],
};
const byOther = (group: 'day' | 'campaign'): Report => ({ range, timeZone: 'America/New_York', group, total: { ...total, leads: 4 }, rows: [] });
const missed: ReportConversations = {
  total: 1,
  conversations: [
    {
      roomId: '9106',
      customerId: '00000000-0000-4000-8000-000000009106',
      visitorName: 'Finn',
      visitorEmail: 'finn@example.com',
      memberId: null,
      memberName: null,
      labels: ['pricing question'],
      startedAt: '2026-02-06T20:00:00.000Z',
      firstReplyAt: null,
      firstResponseSeconds: null,
      closedAt: null,
      resolutionSeconds: null,
      impossibleDates: false,
      missed: true,
      rating: null,
      campaign: '(none)',
    },
  ],
};

const consultationsBySource: ConsultationReport = {
  range,
  timeZone: 'America/New_York',
  group: 'source',
  total: { booked: 5, cancelled: 1, held: 2, noShow: 1, unmarked: 1 },
  rows: [
    { key: 'GAD', label: 'Ad pages (GAD)', booked: 4, cancelled: 1, held: 2, noShow: 0, unmarked: 1 },
    { key: 'organic', label: 'Organic', booked: 1, cancelled: 0, held: 0, noShow: 1, unmarked: 0 },
  ],
};

const revenueBy = (model: RevenueAnswer['model']): RevenueAnswer => {
  const split = model === 'u-shaped' ? [180000, 90000, 180000] : [450000, 0, 0];
  const row = (key: string, revenueCents: number, leads: number) => ({ key, revenueCents, dealsWon: revenueCents / 450000, dealsLost: 0, winRate: revenueCents ? 1 : null, consultations: 0, leads });
  return {
    range,
    timeZone: 'America/New_York',
    model,
    group: 'campaign',
    currency: 'USD',
    otherCurrencyDeals: 0,
    total: { revenueCents: 450000, dealsWon: 1, dealsLost: 0, winRate: 1, consultations: 0, leads: 1 },
    rows: [row('memoir-ads', split[0]!, 1), row('memoir-social', split[2]!, 0), row('spring-newsletter', split[1]!, 0)],
  };
};

const helpReport: HelpReport = {
  ...range,
  questions: 5,
  suggested: 2,
  resolved: 1,
  handedOver: 1,
  open: 0,
  gaps: [
    { question: 'Can you ship to Canada?', asked: 2, lastAskedAt: '2026-02-07T15:30:00.000Z' },
    { question: 'Do you print in colour?', asked: 1, lastAskedAt: '2026-02-03T10:00:00.000Z' },
  ],
};

const cellsOf = (table: HTMLElement) => within(table).getAllByRole('row').map((row) => [...(row as HTMLTableRowElement).cells].map((cell) => cell.textContent));

/** Signs in an admin, opens the Reports tab on the week; the member report and the conversations behind a figure are these. */
async function openReports(answers: { member?: Report; day?: Report; conversations?: ReportConversations } = {}) {
  const { servers } = harness;
  servers.signIn(undefined, { role: 'admin' });
  servers.route('GET /api/chat/chat-room/9106', {
    status: 200,
    body: {
      room: chatRoom({ id: '9106', customerId: missed.conversations[0]!.customerId }),
      messages: [chatMessage({ id: '91', roomId: '9106', content: 'Is the memoir plan still available?' })],
      visitorEmailKnown: true,
    },
  });
  servers.route('POST /api/chat/chat-room/9106/read', { status: 200, body: { ok: true } });
  servers.route('GET /api/chat/chat-room/9106/notes', { status: 200, body: { notes: [] } });
  servers.route('GET /api/staff/reports', (request) => {
    const group = new URL(request.path, 'http://console.test').searchParams.get('group');
    return { status: 200, body: group === 'member' ? (answers.member ?? byMember) : group === 'day' && answers.day ? answers.day : byOther(group as 'day' | 'campaign') };
  });
  servers.route('GET /api/staff/reports/conversations', { status: 200, body: answers.conversations ?? missed });
  servers.route('GET /api/staff/reports/revenue', (request) => {
    const model = new URL(request.path, 'http://console.test').searchParams.get('model') as RevenueAnswer['model'];
    return { status: 200, body: revenueBy(model) };
  });
  servers.route('GET /api/staff/reports/consultations', (request) => {
    const group = new URL(request.path, 'http://console.test').searchParams.get('group') as ConsultationReport['group'];
    return { status: 200, body: group === 'source' ? consultationsBySource : { ...consultationsBySource, group, rows: [] } };
  });
  servers.route('GET /api/staff/reports/help', (request) => {
    const asked = new URL(request.path, 'http://console.test').searchParams;
    return { status: 200, body: { ...helpReport, from: asked.get('from'), to: asked.get('to') } };
  });
  const user = userEvent.setup();
  render(<AgentConsole />);
  await user.click(await screen.findByRole('tab', { name: 'Reports' }));
  const period = await screen.findByRole('form', { name: 'Period' });
  await user.clear(within(period).getByLabelText('From'));
  await user.type(within(period).getByLabelText('From'), range.from);
  await user.clear(within(period).getByLabelText('To'));
  await user.type(within(period).getByLabelText('To'), range.to);
  await user.click(within(period).getByRole('button', { name: 'Show period' }));
  return user;
}

describe('reports', () => {
  it('reads each report as a table with its headers, the whole period in the last row', async () => {
    await openReports();
    const table = await screen.findByRole('table', { name: 'By member, 2026-02-02 to 2026-02-08 (America/New_York time)' });
    expect(cellsOf(table)).toEqual([
      ['Member', 'Conversations', 'Answered', 'Missed', 'First response, median', 'First response, 90th percentile', 'Resolution, median', 'Resolution, 90th percentile', 'Ratings', 'Average rating', 'Rated 4 or 5'],
      ['Maria', '3', '3', '0', '15 min', '27 min', '2 h', '13 h 36 min', '3', '4.00', '66.7 %'],
      ['Unassigned', '2', '0', '1', '—', '—', '—', '—', '0', '—', '—'],
      ['Total', '8', '5', '2', '10 min', '24 min', '2 h', '34 h 30 min', '4', '3.50', '50 %'],
    ]);
    expect(within(table).getByRole('rowheader', { name: 'Maria' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download by member (CSV)' })).toHaveAttribute('href', `${harness.servers.apiUrl}/api/staff/reports?from=2026-02-02&to=2026-02-08&group=member&format=csv`);
    expect(screen.getByRole('link', { name: 'Download the conversations (CSV)' })).toHaveAttribute('href', `${harness.servers.apiUrl}/api/staff/reports/conversations?from=2026-02-02&to=2026-02-08&format=csv`);
    expect(await screen.findByRole('table', { name: /^By day/ })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: /^By first-touch campaign/ })).toBeInTheDocument();
  });

  it('takes a platform\'s spend report, then shows cost and return on ad spend by campaign; a refused file names its line', async () => {
    const { servers } = harness;
    const user = await openReports();
    await screen.findByRole('table', { name: /^Revenue by campaign, last touch/ });
    servers.route('POST /api/staff/ad-spend', (request) => {
      if ((request.body as { file: string }).file.includes('1O.00')) return { status: 400, body: { error: 'Invalid request', fields: { file: 'Line 3: "1O.00" is not an amount' } } };
      const spent = revenueBy('last');
      const spend = (costCents: number, revenueCents: number, leads: number, won: number) => ({ costCents, perLeadCents: leads ? costCents / leads : null, perConsultationCents: null, perWonDealCents: won ? costCents / won : null, roas: revenueCents / costCents });
      servers.route('GET /api/staff/reports/revenue', {
        status: 200,
        body: { ...spent, total: { ...spent.total, spend: spend(150000, 450000, 1, 1) }, rows: spent.rows.map((row) => ({ ...row, spend: row.key === 'memoir-ads' ? spend(150000, 450000, 1, 1) : { costCents: 0, perLeadCents: null, perConsultationCents: null, perWonDealCents: null, roas: null } })) },
      });
      return { status: 201, body: { layout: 'google', rows: 2, campaigns: 1, from: '2026-02-02', to: '2026-02-03', costCents: { USD: 150000 } } };
    });

    const input = screen.getByLabelText('Upload ad spend (CSV)');
    await user.upload(input, new File(['Day,Campaign,Cost\n2026-02-02,memoir-ads,300.00\n2026-02-03,memoir-ads,1O.00\n'], 'typo.csv', { type: 'text/csv' }));
    const refusal = 'typo.csv was not imported, nothing of it was kept. Line 3: "1O.00" is not an amount';
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription(expect.stringContaining(refusal));

    await user.upload(input, new File(['Day,Campaign,Cost\n2026-02-02,memoir-ads,300.00\n2026-02-03,memoir-ads,1200.00\n'], 'google.csv', { type: 'text/csv' }));
    expect(await screen.findByText('Stored 2 days of spend of 1 campaign from a Google Ads report, 2026-02-02 to 2026-02-03: $1,500.00.')).toBeInTheDocument();
    expect(screen.queryByText(refusal)).not.toBeInTheDocument();
    await waitFor(() => expect(cellsOf(screen.getByRole('table', { name: /^Revenue by campaign, last touch/ }))[0]).toContain('Return on ad spend'));
    const table = screen.getByRole('table', { name: /^Revenue by campaign, last touch/ });
    expect(cellsOf(table)[1]).toEqual(['memoir-ads', '$4,500.00', '1', '100 %', '0', '1', '$1,500.00', '$1,500.00', '—', '$1,500.00', '3×']);
  });

  it('credits the won revenue by campaign under the model chosen, says its rule, and offers what is shown as CSV', async () => {
    const user = await openReports();
    const last = await screen.findByRole('table', { name: 'Revenue by campaign, last touch, 2026-02-02 to 2026-02-08 (America/New_York time)' });
    expect(cellsOf(last)[1]).toEqual(['memoir-ads', '$4,500.00', '1', '100 %', '0', '1']);
    expect(screen.getByText(/All of the credit goes to the last touch before the lead/)).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Attribution model'), 'U-shaped');
    const shaped = await screen.findByRole('table', { name: /^Revenue by campaign, u-shaped/ });
    expect(cellsOf(shaped).slice(1).map((cells) => cells.slice(0, 2))).toEqual([
      ['memoir-ads', '$1,800.00'],
      ['memoir-social', '$1,800.00'],
      ['spring-newsletter', '$900.00'],
      ['Total', '$4,500.00'],
    ]);
    expect(screen.getByText(/The first and the last touch get 40% each/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download the revenue by campaign (CSV)' })).toHaveAttribute(
      'href',
      `${harness.servers.apiUrl}/api/staff/reports/revenue?from=2026-02-02&to=2026-02-08&model=u-shaped&group=campaign&format=csv`,
    );
    expect(screen.getByRole('link', { name: "Download these days' conversions for Google Ads' offline import (CSV)" })).toHaveAttribute(
      'href',
      `${harness.servers.apiUrl}/api/staff/reports/google-conversions?from=2026-02-02&to=2026-02-08`,
    );
  });

  it('counts the free consultations booked, and what became of them, by member, source and campaign, with their CSV', async () => {
    await openReports();
    const table = await screen.findByRole('table', { name: 'Consultations by first-touch source, booked 2026-02-02 to 2026-02-08 (America/New_York time)' });
    expect(cellsOf(table)).toEqual([
      ['Source', 'Booked', 'Cancelled', 'Held', 'No-show', 'Not marked yet'],
      ['Ad pages (GAD)', '4', '1', '2', '0', '1'],
      ['Organic', '1', '0', '0', '1', '0'],
      ['Total', '5', '1', '2', '1', '1'],
    ]);
    expect(screen.getByRole('link', { name: 'Download consultations by first-touch source (CSV)' })).toHaveAttribute(
      'href',
      `${harness.servers.apiUrl}/api/staff/reports/consultations?from=2026-02-02&to=2026-02-08&group=source&format=csv`,
    );
    expect(await screen.findByRole('table', { name: /^Consultations by member/ })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: /^Consultations by first-touch campaign/ })).toBeInTheDocument();
  });

  it('opens the conversations behind a figure by keyboard, and moves the focus to them', async () => {
    const user = await openReports();
    const table = await screen.findByRole('table', { name: /^By member/ });
    within(table).getByRole('button', { name: '1 missed, Unassigned: list them' }).focus();
    await user.keyboard('{Enter}');

    const list = await screen.findByRole('table', { name: 'Missed conversations, Unassigned' });
    expect(screen.getByRole('heading', { name: 'Missed conversations, Unassigned' })).toHaveFocus();
    expect(cellsOf(list)[1]).toEqual(['Finn', 'Unassigned', 'pricing question', expect.any(String), 'Missed', 'Open', '—', '(none)', 'Conversation 9106']);
    const [asked] = harness.servers.requestsTo('GET /api/staff/reports/conversations');
    expect(new URL(asked!.path, 'http://console.test').searchParams.toString()).toBe('from=2026-02-02&to=2026-02-08&group=member&key=&figure=missed');

    // Each conversation opens in the Inbox, read by id (it may be closed and older than the inbox's list).
    await user.click(within(list).getByRole('button', { name: 'Conversation 9106' }));
    expect(await screen.findByRole('tab', { name: /Inbox/, selected: true })).toBeInTheDocument();
    expect(await screen.findByRole('log', { name: 'Messages with Finn' })).toHaveTextContent('Is the memoir plan still available?');
  });

  it('flags the row of a conversation closed before its messages, says why under the table, and marks it in its list', async () => {
    // Mo's conversation: answered in 5 min, closed an hour before the first message was dated.
    const flagged = { ...figures(1, 1, 0, [300, 300], [null, null], [0, null, null], null), impossibleDates: 1 };
    const closedFirst = {
      ...missed.conversations[0]!,
      roomId: '9120',
      visitorName: 'Mo',
      memberId: MARIA,
      memberName: 'Maria',
      labels: [],
      startedAt: '2026-02-02T15:00:00.000Z',
      firstReplyAt: '2026-02-02T15:05:00.000Z',
      firstResponseSeconds: 300,
      closedAt: '2026-02-02T14:00:00.000Z',
      impossibleDates: true,
      missed: false,
    };
    const user = await openReports({
      member: { ...byMember, total: flagged, rows: [{ key: MARIA, label: 'Maria', ...flagged }] },
      conversations: { total: 1, conversations: [closedFirst] },
    });

    const table = await screen.findByRole('table', { name: /^By member/ });
    const note = '1 conversation has dates that contradict each other (closed before its messages); it is counted but left out of the resolution times.';
    expect(screen.getByText(note)).toBeVisible();
    expect(table).toHaveAccessibleDescription(note);
    expect(cellsOf(table).slice(1)).toEqual([
      ['Maria ⚠ 1 flagged', '1', '1', '0', '5 min', '5 min', '—', '—', '0', '—', '—'],
      ['Total ⚠ 1 flagged', '1', '1', '0', '5 min', '5 min', '—', '—', '0', '—', '—'],
    ]);
    // The other reports have no flagged row, and no note.
    expect(await screen.findByRole('table', { name: /^By day/ })).not.toHaveAccessibleDescription();
    expect(screen.getAllByText(/contradict each other/)).toHaveLength(1);

    await user.click(within(table).getByRole('button', { name: '1 conversations, Maria: list them' }));
    const list = await screen.findByRole('table', { name: 'All conversations, Maria' });
    const [visitor, , , , , closed] = cellsOf(list)[1]!;
    expect([visitor, closed]).toEqual(['Mo', expect.stringMatching(/ ⚠ closed before its first message$/)]);
  });

  it('lists the days with conversations or leads, and says how many quiet days it leaves out', async () => {
    const quiet = (day: string) => ({ key: day, label: day, ...figures(0, 0, 0, [null, null], [null, null], [0, null, null], 0) });
    const days = ['2026-02-02', '2026-02-03', '2026-02-04', '2026-02-05', '2026-02-06', '2026-02-07', '2026-02-08'];
    const day: Report = {
      ...byOther('day'),
      rows: days.map((date) =>
        date === '2026-02-04' ? { key: date, label: date, ...figures(2, 2, 0, [60, 60], [600, 600], [0, null, null], 0) } : date === '2026-02-06' ? { ...quiet(date), leads: 1 } : quiet(date),
      ),
    };
    await openReports({ day });
    const table = await screen.findByRole('table', { name: /^By day/ });
    expect(cellsOf(table).map((cells) => cells[0])).toEqual(['Day', '2026-02-04', '2026-02-06', 'Total']);
    expect(screen.getByText('5 days with no conversations and no leads are not listed.')).toBeInTheDocument();
  });

  it('takes a knowledge gap to a new help article in Content, titled with the question, the focus on its title', async () => {
    const user = await openReports();
    // The section reads the days chosen above, as the other reports do.
    await screen.findByRole('table', { name: 'Chat first answers, 2026-02-02 to 2026-02-08' });
    await screen.findByRole('table', { name: 'Knowledge gaps, 2026-02-02 to 2026-02-08' });

    await user.click(screen.getByRole('button', { name: 'Write an article for "Can you ship to Canada?"' }));
    expect(screen.getByRole('tab', { name: 'Content', selected: true })).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Content section' })).getByRole('button', { name: 'Help center' })).toHaveAttribute('aria-pressed', 'true');
    const editor = screen.getByRole('form', { name: 'New article' });
    expect(within(editor).getByLabelText('Title')).toHaveValue('Can you ship to Canada?');
    expect(within(editor).getByLabelText('Title')).toHaveFocus();
    expect(within(editor).getByLabelText('Slug')).toHaveValue('can-you-ship-to-canada');
    // Straight to the new article: neither the blog's list nor the articles' is asked for.
    expect(harness.servers.requestsTo('GET /api/staff/posts')).toHaveLength(0);
    expect(harness.servers.requestsTo('GET /api/staff/help-articles')).toHaveLength(0);

    // The next gap starts another article, not the first one retitled.
    await user.type(within(editor).getByLabelText('Short answer'), 'Yes.');
    await user.click(screen.getByRole('tab', { name: 'Reports' }));
    await user.click(screen.getByRole('button', { name: 'Write an article for "Do you print in colour?"' }));
    const next = screen.getByRole('form', { name: 'New article' });
    expect(within(next).getByLabelText('Title')).toHaveValue('Do you print in colour?');
    expect(within(next).getByLabelText('Title')).toHaveFocus();
    expect(within(next).getByLabelText('Short answer')).toHaveValue('');
  });

  it('says so when the range is longer than a year, and asks the server nothing for it', async () => {
    const user = await openReports();
    for (const name of [/^By member/, /^By day/, /^By first-touch campaign/]) await screen.findByRole('table', { name });
    const asked = harness.servers.requestsTo('GET /api/staff/reports').length;
    const period = screen.getByRole('form', { name: 'Period' });
    await user.clear(within(period).getByLabelText('From'));
    await user.type(within(period).getByLabelText('From'), '2024-01-01');
    await user.click(within(period).getByRole('button', { name: 'Show period' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose at most 366 days.');
    expect(harness.servers.requestsTo('GET /api/staff/reports')).toHaveLength(asked);
  });

  it('is an admin’s tab: an agent has none', async () => {
    harness.servers.signIn();
    render(<AgentConsole />);
    await screen.findByRole('tab', { name: 'Leads' });
    expect(screen.queryByRole('tab', { name: 'Reports' })).toBeNull();
  });
});
