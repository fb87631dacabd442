import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { helpArticleSummary } from '../../testing/fixtures';
import { useConsoleServers } from '../../testing/consoleServers';
import { AgentConsole } from '../../AgentConsole';

const harness = useConsoleServers();

const editing = helpArticleSummary({ id: '5e1f0c2e-0000-4000-8000-0000000000b1', status: 'published', publishedAt: '2026-11-02T08:00:00.000Z' });
const prices = helpArticleSummary({
  id: '5e1f0c2e-0000-4000-8000-0000000000b2',
  status: 'published',
  publishedAt: '2026-11-02T08:00:00.000Z',
  slug: 'packages-and-prices',
  title: 'How much does it cost?',
  shortAnswer: 'Six packages, from Starter at $399 to Ultimate at $11,899.',
  category: 'Prices and payment',
});
const royalties = helpArticleSummary({ ...prices, id: '5e1f0c2e-0000-4000-8000-0000000000b3', slug: 'royalties', title: 'Do I keep my royalties?', category: 'Rights and royalties' });
const draft = helpArticleSummary({ id: '5e1f0c2e-0000-4000-8000-0000000000b4', slug: 'unfinished', title: 'An unfinished answer about costs', category: 'Prices and payment' });

/** An agent on their Help center tab. */
async function openAsAgent() {
  const { servers } = harness;
  servers.signIn(undefined, { role: 'agent' });
  servers.route('GET /api/staff/help-articles', { status: 200, body: { articles: [editing, draft, royalties, prices] } });
  servers.route('GET /api/help/packages-and-prices', {
    status: 200,
    body: { slug: prices.slug, title: prices.title, shortAnswer: prices.shortAnswer, category: prices.category, html: '<h2>Our packages</h2><p>Starter is <strong>$399</strong>.</p>', relatedPaths: ['/pricing'], publishedAt: prices.publishedAt!, updatedAt: prices.updatedAt },
  });
  const user = userEvent.setup();
  render(<AgentConsole />);
  await user.click(await screen.findByRole('tab', { name: 'Help center' }));
  await screen.findByRole('button', { name: 'How much does it cost?' });
  return user;
}

describe("the agents' help center", () => {
  it('lists the published articles by category, drafts left out, and offers nothing to change', async () => {
    const { servers } = harness;
    await openAsAgent();
    const panel = screen.getByRole('region', { name: 'Help center' });
    expect(within(panel).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Prices and payment', 'Rights and royalties', 'Editing and formatting']);
    expect(within(within(panel).getByRole('region', { name: 'Prices and payment' })).getAllByRole('button').map((button) => button.textContent)).toEqual(['How much does it cost?']);
    expect(screen.queryByRole('button', { name: 'An unfinished answer about costs' })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: /New article|Save|Publish/ })).not.toBeInTheDocument();
    expect(servers.requests.filter((request) => request.path.includes('help') && request.method !== 'GET')).toEqual([]);
  });

  it("filters the titles by the search box's words", async () => {
    const user = await openAsAgent();
    await user.type(screen.getByLabelText('Search titles'), 'COST  how');
    expect(screen.getAllByRole('button', { name: /\?$/ }).map((button) => button.textContent)).toEqual(['How much does it cost?']);
    await user.clear(screen.getByLabelText('Search titles'));
    await user.type(screen.getByLabelText('Search titles'), 'ghostwriting');
    expect(screen.getByText('No published article has “ghostwriting” in its title.')).toHaveAttribute('role', 'status');
  });

  it('opens an article to its short answer and body as the site shows them, and goes back to the list as it was', async () => {
    const user = await openAsAgent();
    await user.type(screen.getByLabelText('Search titles'), 'cost');
    await user.click(screen.getByRole('button', { name: 'How much does it cost?' }));

    expect(screen.getByRole('heading', { level: 2, name: 'How much does it cost?' })).toHaveFocus();
    expect(screen.getByText('Six packages, from Starter at $399 to Ultimate at $11,899.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Our packages' })).toBeInTheDocument();
    expect(screen.getByText('$399')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '/help/packages-and-prices (opens in a new tab)' })).toHaveAttribute('href', '/help/packages-and-prices');
    expect(screen.getByRole('link', { name: '/pricing (opens in a new tab)' })).toHaveAttribute('href', '/pricing');

    await user.click(screen.getByRole('button', { name: 'Back to all articles' }));
    expect(screen.getByRole('heading', { name: 'Help center' })).toHaveFocus();
    expect(screen.getByLabelText('Search titles')).toHaveValue('cost');
  });

  it('is an agent\'s tab alone: an admin reads and writes the articles under Content', async () => {
    const { servers } = harness;
    servers.signIn(undefined, { role: 'admin' });
    render(<AgentConsole />);
    await screen.findByRole('tab', { name: 'Content' });
    expect(screen.queryByRole('tab', { name: 'Help center' })).not.toBeInTheDocument();
  });
});
