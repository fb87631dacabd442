import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { staffPost, staffPostSummary } from '../testing/fixtures';
import { useConsoleServers } from '../testing/consoleServers';
import { AgentConsole } from '../AgentConsole';

const harness = useConsoleServers();

const jpeg = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], name, { type: 'image/jpeg' });
const published = staffPostSummary({ id: 3, title: 'Finding an agent', status: 'published', publishedAt: '2026-11-02T08:00:00.000Z', updatedAt: '2026-11-02T08:00:00.000Z', updatedBy: 'Maria' });
const scheduled = staffPostSummary({ id: 4, title: 'Self-publishing costs', status: 'scheduled', scheduledAt: '2026-12-01T10:00:00.000Z', updatedAt: '2026-11-24T08:00:00.000Z' });

describe('who sees the Content tab', () => {
  it("shows an editor the Content tab alone: no inbox, visitors, search or availability, no socket and no sales team's call", async () => {
    const { servers } = harness;
    servers.signIn(undefined, { role: 'editor', name: 'Eve' });
    servers.route('GET /api/staff/posts', { status: 200, body: { posts: [published] } });
    render(<AgentConsole />);

    expect(await screen.findByRole('button', { name: 'Finding an agent' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Content']);
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: 'Your availability' })).not.toBeInTheDocument();
    expect(screen.getByText('Signed in as Eve (ann@bookcraft.example)')).toBeInTheDocument();
    // Headed for the role: an editor answers no visitor.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Editor console');
    expect(document.title).toBe('Editor console');
    // Every call a sales route would be is refused by the stand-in (403) and fails the test; none was made.
    expect(servers.requests.map((request) => `${request.method} ${request.path}`)).toEqual(['GET /api/staff/me', 'GET /api/staff/posts']);
    expect(servers.connectedSockets()).toBe(0);
  });

  it('shows an agent no Content tab', async () => {
    harness.servers.signIn(undefined, { role: 'agent' });
    render(<AgentConsole />);
    await screen.findByRole('tab', { name: 'Leads' });
    expect(screen.queryByRole('tab', { name: 'Content' })).not.toBeInTheDocument();
  });

  it('shows an admin the Content tab beside the others', async () => {
    const { servers } = harness;
    servers.signIn(undefined, { role: 'admin' });
    servers.route('GET /api/staff/posts', { status: 200, body: { posts: [] } });
    const user = userEvent.setup();
    render(<AgentConsole />);
    await user.click(await screen.findByRole('tab', { name: 'Content' }));
    expect(await screen.findByText('No posts yet. Start one with New post.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Inbox' })).toBeInTheDocument();
  });
});

describe('the list of posts', () => {
  it('lists each post with its state and last change, the newest change first', async () => {
    const { servers } = harness;
    servers.signIn(undefined, { role: 'editor' });
    const draft = staffPostSummary({ id: 5, title: 'Cover design basics', updatedAt: '2026-11-25T08:00:00.000Z', updatedBy: null });
    const takenDown = staffPostSummary({ id: 2, title: 'Old news', status: 'unpublished', updatedAt: '2026-10-01T08:00:00.000Z' });
    servers.route('GET /api/staff/posts', { status: 200, body: { posts: [published, takenDown, draft, scheduled] } });
    render(<AgentConsole />);

    const table = await screen.findByRole('table', { name: 'Posts' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['Cover design basics', 'Self-publishing costs', 'Finding an agent', 'Old news']);
    const stateOf = (row: HTMLElement) => within(row).getAllByRole('cell')[0]!.textContent;
    expect(stateOf(rows[0]!)).toBe('Draft');
    expect(stateOf(rows[1]!)).toMatch(/^Scheduled for .*2026/);
    expect(stateOf(rows[2]!)).toMatch(/^Published .*2026/);
    expect(stateOf(rows[3]!)).toBe('Unpublished');
    expect(within(rows[2]!).getAllByRole('cell')[1]).toHaveTextContent(/2026.*, by Maria$/);
  });
});

describe('writing a new post', () => {
  it('fills the slug from the title, uploads the cover, and saves the draft (POST)', async () => {
    const { servers } = harness;
    servers.signIn(undefined, { role: 'editor', name: 'Eve' });
    servers.route('GET /api/staff/posts', { status: 200, body: { posts: [] } });
    servers.route('POST /api/staff/post-images', { status: 201, body: { name: 'blurb-cover', url: '/images/blurb-cover/Desktop720.webp' } });
    servers.route('POST /api/staff/posts/preview', { status: 200, body: { html: '<p>A blurb is short.</p>' } });
    const saved = staffPost({ id: 7, author: 'Eve', excerpt: 'Three sentences that sell a book.', updatedBy: 'Eve' });
    servers.route('POST /api/staff/posts', { status: 201, body: saved });
    servers.route('GET /api/staff/posts/7/revisions', { status: 200, body: { revisions: [{ id: 1, title: saved.title, savedAt: saved.updatedAt, savedBy: 'Eve' }] } });
    const user = userEvent.setup();
    render(<AgentConsole />);

    await user.click(await screen.findByRole('button', { name: 'New post' }));
    expect(screen.getByRole('heading', { name: 'New post' })).toHaveFocus();
    await user.type(screen.getByLabelText('Title'), 'How to write a blurb');
    expect(screen.getByLabelText('Slug')).toHaveValue('how-to-write-a-blurb');
    expect(screen.getByLabelText('Author')).toHaveValue('Eve');
    await user.type(screen.getByLabelText('Excerpt'), 'Three sentences that sell a book.');
    await user.upload(screen.getByLabelText('Cover image'), jpeg('cover.jpg'));
    expect(await screen.findByRole('img', { name: 'Cover image: blurb-cover' })).toHaveAttribute('src', '/images/blurb-cover/Mobile480.webp');
    await user.type(screen.getByLabelText('Body'), 'A blurb is short.');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    expect(await screen.findByText('Saved as a draft.')).toBeInTheDocument();
    expect(servers.requestsTo('POST /api/staff/posts').map((request) => request.body)).toEqual([
      {
        title: 'How to write a blurb',
        slug: 'how-to-write-a-blurb',
        excerpt: 'Three sentences that sell a book.',
        body: 'A blurb is short.',
        image: 'blurb-cover',
        author: 'Eve',
        seoTitle: '',
        seoDescription: '',
        shareImage: '',
      },
    ]);
    const [upload] = servers.requestsTo('POST /api/staff/post-images');
    expect(upload!.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(upload!.body).toEqual(expect.stringContaining('filename="cover.jpg"'));
    expect(screen.getByRole('heading', { name: 'Edit post' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /^Restore the revision of .*, by Eve$/ })).toBeInTheDocument();
  });

  it('keeps a slug typed by hand when the title changes', async () => {
    const { servers } = harness;
    servers.signIn(undefined, { role: 'editor' });
    servers.route('GET /api/staff/posts', { status: 200, body: { posts: [] } });
    const user = userEvent.setup();
    render(<AgentConsole />);
    await user.click(await screen.findByRole('button', { name: 'New post' }));

    await user.type(screen.getByLabelText('Title'), 'Blurbs');
    await user.clear(screen.getByLabelText('Slug'));
    await user.type(screen.getByLabelText('Slug'), 'blurbs-that-sell');
    await user.type(screen.getByLabelText('Title'), ' that sell books');
    expect(screen.getByLabelText('Slug')).toHaveValue('blurbs-that-sell');
  });

  it("shows the server's refusal under each field it names, tied to the field, and focuses the first", async () => {
    const { servers } = harness;
    servers.signIn(undefined, { role: 'editor' });
    servers.route('GET /api/staff/posts', { status: 200, body: { posts: [] } });
    // An empty post is refused by the contract's schema itself: the stand-in answers as the server does.
    servers.expectViolation('POST /api/staff/posts');
    const user = userEvent.setup();
    render(<AgentConsole />);
    await user.click(await screen.findByRole('button', { name: 'New post' }));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('Enter a title.'));
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Title')).toHaveFocus();
    expect(screen.getByLabelText('Slug')).toHaveAccessibleDescription(/lower-case words joined by dashes\. Enter a slug\.$/);
    expect(screen.getByLabelText('Excerpt')).toHaveAccessibleDescription(/Enter an excerpt\.$/);
    expect(screen.getByLabelText('Cover image')).toHaveAccessibleDescription(/Choose an uploaded image\.$/);
    expect(screen.getByLabelText('Author')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('alert')).toHaveTextContent('The post was not saved: see the fields marked below.');
  });

  it('shows a slug another post has under the Slug field', async () => {
    const { servers } = harness;
    servers.signIn(undefined, { role: 'editor' });
    servers.route('GET /api/staff/posts', { status: 200, body: { posts: [] } });
    servers.route('POST /api/staff/post-images', { status: 201, body: { name: 'blurb-cover', url: '/images/blurb-cover/Desktop720.webp' } });
    servers.route('POST /api/staff/posts', { status: 409, body: { error: 'This slug is taken', fields: { slug: 'Another post has this slug: choose another.' } } });
    const user = userEvent.setup();
    render(<AgentConsole />);
    await user.click(await screen.findByRole('button', { name: 'New post' }));
    await user.type(screen.getByLabelText('Title'), 'Finding an agent');
    await user.type(screen.getByLabelText('Excerpt'), 'Where to start.');
    await user.upload(screen.getByLabelText('Cover image'), jpeg('agent.jpg'));
    await screen.findByRole('img', { name: 'Cover image: blurb-cover' });
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    await waitFor(() => expect(screen.getByLabelText('Slug')).toHaveAccessibleDescription(/Another post has this slug: choose another\.$/));
    expect(screen.getByLabelText('Slug')).toHaveFocus();
  });
});
