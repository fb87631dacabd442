import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { helpArticleSummary, staffHelpArticle } from '../../testing/fixtures';
import { useConsoleServers, type ConsoleServers } from '../../testing/consoleServers';
import { AgentConsole } from '../../AgentConsole';

const harness = useConsoleServers();

const ARTICLE_ID = '5e1f0c2e-0000-4000-8000-0000000000a1';
const published = staffHelpArticle({ id: ARTICLE_ID, status: 'published', publishedAt: '2026-11-02T08:00:00.000Z', updatedAt: '2026-11-02T08:00:00.000Z', updatedBy: 'Maria' });
const prices = helpArticleSummary({ id: '5e1f0c2e-0000-4000-8000-0000000000a2', slug: 'packages-and-prices', title: 'How much does it cost?', category: 'Prices and payment', updatedAt: '2026-11-25T08:00:00.000Z' });
const revisions = [
  { id: '12', title: published.title, savedAt: '2026-11-02T08:00:00.000Z', savedBy: 'Maria' },
  { id: '11', title: 'How long is an edit?', savedAt: '2026-11-01T08:00:00.000Z', savedBy: 'Eve' },
];

/** An editor signed in, on the Content tab's help center; `articles` answer its list. */
async function openHelpCenter(servers: ConsoleServers, articles = [helpArticleSummary(published), prices]) {
  servers.signIn(undefined, { role: 'editor', name: 'Eve' });
  servers.route('GET /api/staff/posts', { status: 200, body: { posts: [] } });
  servers.route('GET /api/staff/help-articles', { status: 200, body: { articles } });
  servers.route('POST /api/staff/posts/preview', (request) => ({ status: 200, body: { html: `<p>${(request.body as { body: string }).body}</p>` } }));
  const user = userEvent.setup();
  render(<AgentConsole />);
  await screen.findByText('No posts yet. Start one with New post.');
  await user.click(screen.getByRole('button', { name: 'Help center' }));
  await waitFor(() => expect(screen.queryByText('Loading the articles…')).not.toBeInTheDocument());
  return user;
}

describe('the help center in the Content tab', () => {
  it('is a second section beside the blog, loaded when first opened, reached by keyboard', async () => {
    const { servers } = harness;
    servers.signIn(undefined, { role: 'editor' });
    servers.route('GET /api/staff/posts', { status: 200, body: { posts: [] } });
    servers.route('GET /api/staff/help-articles', { status: 200, body: { articles: [prices] } });
    const user = userEvent.setup();
    render(<AgentConsole />);
    await screen.findByText('No posts yet. Start one with New post.');
    const sections = screen.getByRole('group', { name: 'Content section' });
    expect(within(sections).getByRole('button', { name: 'Blog' })).toHaveAttribute('aria-pressed', 'true');
    expect(servers.requestsTo('GET /api/staff/help-articles')).toHaveLength(0);

    within(sections).getByRole('button', { name: 'Help center' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('table', { name: 'Prices and payment' })).toBeInTheDocument();
    expect(within(sections).getByRole('button', { name: 'Help center' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('No posts yet. Start one with New post.')).not.toBeVisible();
    // Still one tab: the admin's row of tabs does not grow.
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Content']);
  });

  it('lists the articles by category, in the order /help lists them, each with its state and last change', async () => {
    await openHelpCenter(harness.servers);
    const tables = screen.getAllByRole('table');
    expect(tables.map((table) => table.querySelector('caption')!.textContent)).toEqual(['Prices and payment', 'Editing and formatting']);
    const editing = screen.getByRole('table', { name: 'Editing and formatting' });
    const [row] = within(editing).getAllByRole('row').slice(1);
    expect(within(row!).getByRole('rowheader')).toHaveTextContent('How long does editing take?');
    expect(within(row!).getAllByRole('cell')[0]).toHaveTextContent(/^Published .*2026$/);
    expect(within(row!).getAllByRole('cell')[1]).toHaveTextContent(/2026.*, by Maria$/);
    expect(within(screen.getByRole('table', { name: 'Prices and payment' })).getAllByRole('cell')[0]).toHaveTextContent('Draft');
  });
});

describe('writing a help article', () => {
  it('fills the slug from the title, takes a category and related pages one per line, and saves the draft (POST)', async () => {
    const { servers } = harness;
    const user = await openHelpCenter(servers, []);
    const saved = staffHelpArticle({ id: ARTICLE_ID, title: 'Do I keep my royalties?', slug: 'do-i-keep-my-royalties', category: 'Rights and royalties', relatedPaths: ['/faq', '/pricing'], updatedBy: 'Eve' });
    servers.route('POST /api/staff/help-articles', { status: 201, body: saved });
    servers.route(`GET /api/staff/help-articles/${ARTICLE_ID}/revisions`, { status: 200, body: { revisions: [{ id: '1', title: saved.title, savedAt: saved.updatedAt, savedBy: 'Eve' }] } });

    expect(screen.getByText('No articles yet. Start one with New article.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New article' }));
    expect(screen.getByRole('heading', { name: 'New article' })).toHaveFocus();
    /** Pastes into a field: what it does with the text is tested, not the typing of each key. */
    const paste = async (label: string, text: string) => {
      await user.click(screen.getByLabelText(label));
      await user.paste(text);
    };
    await paste('Title', 'Do I keep my royalties?');
    expect(screen.getByLabelText('Slug')).toHaveValue('do-i-keep-my-royalties');
    await paste('Short answer', 'Yes, all of them.');
    await paste('Body (Markdown)', 'You keep **100%**.');
    await user.selectOptions(screen.getByLabelText('Category'), 'Rights and royalties');
    await paste('Related pages', '/faq\n\n /pricing ');
    expect(await within(screen.getByRole('region', { name: 'Preview' })).findByText('You keep **100%**.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    expect(await screen.findByText('Saved as a draft.')).toBeInTheDocument();
    expect(servers.requestsTo('POST /api/staff/help-articles').map((request) => request.body)).toEqual([
      { title: 'Do I keep my royalties?', slug: 'do-i-keep-my-royalties', shortAnswer: 'Yes, all of them.', body: 'You keep **100%**.', category: 'Rights and royalties', relatedPaths: ['/faq', '/pricing'] },
    ]);
    expect(screen.getByRole('heading', { name: 'Edit article' })).toBeInTheDocument();
    expect(screen.getByText('State: Draft')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /^Restore the revision of .*, by Eve$/ })).toBeInTheDocument();
  });

  it('publishes a draft: saves the form, then publishes, and links the page on the site', async () => {
    const { servers } = harness;
    const draft = { ...published, status: 'draft' as const, publishedAt: null };
    const user = await openHelpCenter(servers, [helpArticleSummary(draft)]);
    servers.route(`GET /api/staff/help-articles/${ARTICLE_ID}`, { status: 200, body: draft });
    servers.route(`GET /api/staff/help-articles/${ARTICLE_ID}/revisions`, { status: 200, body: { revisions } });
    servers.route(`PUT /api/staff/help-articles/${ARTICLE_ID}`, (request) => ({ status: 200, body: { ...draft, ...(request.body as object) } }));
    servers.route(`POST /api/staff/help-articles/${ARTICLE_ID}/publish`, { status: 200, body: { ...draft, status: 'published', publishedAt: '2026-11-26T10:00:00.000Z' } });
    await user.click(screen.getByRole('button', { name: draft.title }));
    await screen.findByLabelText('Title');
    expect(screen.queryByRole('link', { name: /View on site/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Published: the article is on the help center and among the chat’s suggestions.')).toBeInTheDocument();
    expect(servers.requestsTo(`PUT /api/staff/help-articles/${ARTICLE_ID}`).map((request) => request.body)).toEqual([
      { title: draft.title, slug: draft.slug, shortAnswer: draft.shortAnswer, body: draft.body, category: draft.category, relatedPaths: draft.relatedPaths },
    ]);
    expect(servers.requestsTo(`POST /api/staff/help-articles/${ARTICLE_ID}/publish`).map((request) => request.body)).toEqual([{}]);
    expect(screen.getByText(/^State: Published/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unpublish' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /View on site/ })).toHaveAttribute('href', '/help/how-long-does-editing-take');
  });

  it("shows the server's refusal under each field it names, tied to the field, and focuses the first", async () => {
    const { servers } = harness;
    const user = await openHelpCenter(servers, []);
    // The contract's schema refuses these: the stand-in answers as the server does.
    servers.expectViolation('POST /api/staff/help-articles');
    await user.click(screen.getByRole('button', { name: 'New article' }));
    await user.click(screen.getByLabelText('Related pages'));
    await user.paste('/services/editing\nhttps://elsewhere.example/');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveAccessibleDescription(/Enter a title\.$/));
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Title')).toHaveFocus();
    expect(screen.getByLabelText('Slug')).toHaveAccessibleDescription(/Enter a slug\.$/);
    expect(screen.getByLabelText('Short answer')).toHaveAccessibleDescription(/Enter a short answer\.$/);
    expect(screen.getByLabelText('Category')).toHaveAccessibleDescription('Choose a category.');
    expect(screen.getByLabelText('Category')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Related pages')).toHaveAccessibleDescription(/Path 2: Use a path of this site, such as \/services\/publishing\.$/);
    expect(screen.getByLabelText('Body (Markdown)')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('alert')).toHaveTextContent('The article was not saved: see the fields marked below.');
  });

  it('shows a slug another article has under the Slug field', async () => {
    const { servers } = harness;
    const user = await openHelpCenter(servers);
    servers.route(`GET /api/staff/help-articles/${ARTICLE_ID}`, { status: 200, body: published });
    servers.route(`GET /api/staff/help-articles/${ARTICLE_ID}/revisions`, { status: 200, body: { revisions } });
    servers.route(`PUT /api/staff/help-articles/${ARTICLE_ID}`, { status: 409, body: { error: 'This slug is taken', fields: { slug: 'Another article has this slug: choose another.' } } });
    await user.click(screen.getByRole('button', { name: 'How long does editing take?' }));
    await user.clear(await screen.findByLabelText('Slug'));
    await user.click(screen.getByLabelText('Slug'));
    await user.paste('packages-and-prices');
    await user.keyboard('{Enter}');

    await waitFor(() => expect(screen.getByLabelText('Slug')).toHaveAccessibleDescription(/Another article has this slug: choose another\.$/));
    expect(screen.getByLabelText('Slug')).toHaveFocus();
  });
});

describe('a published article', () => {
  async function openPublished(servers: ConsoleServers) {
    const user = await openHelpCenter(servers);
    servers.route(`GET /api/staff/help-articles/${ARTICLE_ID}`, { status: 200, body: published });
    servers.route(`GET /api/staff/help-articles/${ARTICLE_ID}/revisions`, { status: 200, body: { revisions } });
    await user.click(screen.getByRole('button', { name: 'How long does editing take?' }));
    expect(await screen.findByRole('heading', { name: 'Edit article' })).toHaveFocus();
    await screen.findByLabelText('Title');
    return user;
  }

  it('is unpublished without a save first, and becomes a draft', async () => {
    const { servers } = harness;
    const user = await openPublished(servers);
    servers.route(`POST /api/staff/help-articles/${ARTICLE_ID}/unpublish`, { status: 200, body: { ...published, status: 'draft' } });
    expect(screen.getByLabelText('Category')).toHaveValue('Editing and formatting');
    expect(screen.getByLabelText('Related pages')).toHaveValue('/services/editing');

    await user.click(screen.getByRole('button', { name: 'Unpublish' }));
    expect(await screen.findByText('Unpublished: the article is a draft again, off the help center.')).toBeInTheDocument();
    expect(screen.getByText('State: Draft')).toBeInTheDocument();
    expect(servers.requestsTo(`PUT /api/staff/help-articles/${ARTICLE_ID}`)).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Publish' })).toBeInTheDocument();
  });

  it('restores a revision after a confirming click, by keyboard, and reloads the form with it', async () => {
    const { servers } = harness;
    const user = await openPublished(servers);
    const restored = { ...published, title: 'How long is an edit?', updatedAt: '2026-11-26T10:00:00.000Z' };
    servers.route(`POST /api/staff/help-articles/${ARTICLE_ID}/revisions/11/restore`, { status: 200, body: restored });
    await user.click(await screen.findByRole('button', { name: /^Restore the revision of .*, by Eve$/ }));
    expect(screen.getByRole('button', { name: /^Yes, restore the revision of .*, by Eve$/ })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(await screen.findByText('Revision restored: the form shows it.')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('How long is an edit?');
    expect(servers.requestsTo(`POST /api/staff/help-articles/${ARTICLE_ID}/revisions/11/restore`).map((request) => request.body)).toEqual([{}]);
  });
});
