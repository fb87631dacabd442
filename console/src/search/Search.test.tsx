import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SearchResult } from '@bookcraft/shared/contracts';
import { useConsoleServers, type ConsoleServers } from '../testing/consoleServers';
import { chatMessage, chatRoom } from '../testing/fixtures';
import { AgentConsole } from '../AgentConsole';

const harness = useConsoleServers();

const MONTH_AGO = '2025-04-01T10:00:00.000Z';
const CUSTOMER = 'c0ffee00-0000-4000-8000-000000000007';
const LEAD_ID = '0a1b2c3d-0000-4000-8000-00000000000d';

const found = (overrides: Partial<SearchResult> & Pick<SearchResult, 'kind' | 'id'>): SearchResult => ({
  roomId: '7',
  customerId: CUSTOMER,
  visitorName: 'Ada Lovelace',
  at: MONTH_AGO,
  snippet: [],
  ...overrides,
});
const memoirResults: SearchResult[] = [
  found({ kind: 'message', id: '71', snippet: [{ text: 'I am writing a ', match: false }, { text: 'memoir', match: true }, { text: ' about my grandmother', match: false }] }),
  found({ kind: 'note', id: '5', visitorName: null, snippet: [{ text: 'Send the ', match: false }, { text: 'memoir', match: true }, { text: ' package prices', match: false }] }),
  found({ kind: 'visitor', id: CUSTOMER, roomId: null, visitorName: 'Memoir Club', snippet: [{ text: 'Memoir', match: true }, { text: ' Club', match: false }] }),
  found({ kind: 'lead', id: LEAD_ID, roomId: null, customerId: null, visitorName: 'Grace Hopper', snippet: [{ text: 'My ', match: false }, { text: 'memoir', match: true }, { text: ' needs an editor', match: false }] }),
];

/** A closed conversation of a month ago that the inbox's list does not hold; it answers by id. */
function serveOldConversation(servers: ConsoleServers) {
  servers.signIn();
  servers.route('GET /api/chat/chat-room/7', {
    status: 200,
    body: {
      room: chatRoom({ id: '7', customerId: CUSTOMER, status: 'closed', createdAt: MONTH_AGO }),
      messages: [
        chatMessage({ id: '70', roomId: '7', content: 'Hello there', createdAt: MONTH_AGO }),
        chatMessage({ id: '71', roomId: '7', content: 'I am writing a memoir about my grandmother', createdAt: MONTH_AGO }),
        chatMessage({ id: '72', roomId: '7', senderRole: 'agent', senderName: 'Ann', content: 'Lovely, we can help', createdAt: MONTH_AGO }),
      ],
      visitorEmailKnown: true,
      labels: [{ id: '3', name: 'Ghostwriting' }],
    },
  });
  servers.route('GET /api/staff/labels', { status: 200, body: { labels: [{ id: '3', name: 'Ghostwriting' }, { id: '4', name: 'Hot lead' }] } });
  servers.route('POST /api/chat/chat-room/7/read', { status: 200, body: { ok: true } });
  servers.route('GET /api/chat/chat-room/7/notes', { status: 200, body: { notes: [] } });
  servers.route('GET /api/staff/search', { status: 200, body: { results: memoirResults } });
}

async function searchFor(text: string) {
  const user = userEvent.setup();
  render(<AgentConsole />);
  const box = within(await screen.findByRole('search', { name: 'Conversations, visitors and leads' }));
  await user.type(box.getByRole('searchbox', { name: 'Search' }), text);
  await user.keyboard('{Enter}');
  return user;
}

describe('search', () => {
  it('lists what it found with its kind, who, when and the matched word marked, and announces how many', async () => {
    serveOldConversation(harness.servers);
    await searchFor('memoir');

    expect(await screen.findByText('4 results for memoir')).toHaveAttribute('role', 'status');
    const items = screen.getAllByRole('listitem').filter((item) => item.querySelector('mark'));
    expect(items.map((item) => item.querySelector('span')?.textContent)).toEqual(['Message', 'Note', 'Visitor', 'Lead']);
    expect(within(items[0]!).getByText('memoir', { selector: 'mark' })).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('Ada Lovelace');
    expect(items[0]!.querySelector('time')).toHaveAttribute('dateTime', MONTH_AGO);
    expect(within(items[2]!).getByText('No conversation yet.')).toBeInTheDocument();
    // A visitor who gave no name is named as the Inbox names them.
    expect(items[1]).toHaveTextContent('Visitor c0ffee00');
    expect(harness.servers.requestsTo('GET /api/staff/search').map((request) => request.path)).toEqual(['/api/staff/search?q=memoir']);
  });

  it('opens a closed month-old conversation the inbox does not list, at the matching message, with its labels', async () => {
    serveOldConversation(harness.servers);
    const user = await searchFor('memoir');
    await user.click(await screen.findByRole('button', { name: /Message Ada Lovelace .*I am writing a memoir/ }));

    expect(await screen.findByRole('tab', { name: /Inbox/, selected: true })).toBeInTheDocument();
    const log = await screen.findByRole('log', { name: 'Messages with Ada Lovelace' });
    const message = await within(log).findByText('I am writing a memoir about my grandmother');
    await waitFor(() => expect(message.closest('li')).toHaveFocus());
    expect(screen.getByText('This conversation is closed.')).toBeInTheDocument();
    const labels = within(screen.getByRole('group', { name: 'Labels' }));
    expect(await labels.findByRole('checkbox', { name: 'Ghostwriting' })).toBeChecked();
    expect(labels.getByRole('checkbox', { name: 'Hot lead' })).not.toBeChecked();
  });

  it('opens a lead in the Leads tab at its row', async () => {
    serveOldConversation(harness.servers);
    harness.servers.route('GET /api/staff/leads', {
      status: 200,
      body: {
        leads: [{ id: LEAD_ID, created_at: MONTH_AGO, form_type: 'General', full_name: 'Grace Hopper', first_name: null, last_name: null, email: 'grace@example.com', phone: '212-555-0148', service: null, message: 'My memoir needs an editor.', utm_campaign: '', traffic_source: 'organic', suspected_bot: false, notification: 'delivered', first_touch: null, last_touch: null, experiment: null }],
        page: 1,
        pageSize: 25,
        total: 1,
      },
    });
    const user = await searchFor('memoir');
    await user.click(await screen.findByRole('button', { name: /Lead Grace Hopper/ }));

    expect(await screen.findByRole('tab', { name: 'Leads', selected: true })).toBeInTheDocument();
    const row = (await screen.findByRole('rowheader', { name: /Grace Hopper/ })).closest('tr');
    await waitFor(() => expect(row).toHaveFocus());
  });

  it('says so when nothing is found, and asks for a word when the box is empty', async () => {
    serveOldConversation(harness.servers);
    harness.servers.route('GET /api/staff/search', { status: 200, body: { results: [] } });
    const user = await searchFor('zeppelin');
    expect(await screen.findByText('No results for zeppelin')).toHaveAttribute('role', 'status');

    const input = screen.getByRole('searchbox', { name: 'Search' });
    await user.clear(input);
    await user.keyboard('{Enter}');
    expect(input).toHaveAccessibleDescription('Type a word to search for.');
    expect(input).toBeInvalid();
    expect(harness.servers.requestsTo('GET /api/staff/search')).toHaveLength(1);
  });
});
