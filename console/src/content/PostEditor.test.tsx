import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { staffPost, staffPostSummary } from '../testing/fixtures';
import { useConsoleServers, type ConsoleServers } from '../testing/consoleServers';
import { AgentConsole } from '../AgentConsole';

const harness = useConsoleServers();

const draft = staffPost({ id: 7, body: 'A blurb is short.' });
/** What a save of the unchanged draft sends. */
const draftBody = { title: draft.title, slug: draft.slug, excerpt: draft.excerpt, body: draft.body, image: draft.image, author: draft.author, seoTitle: '', seoDescription: '', shareImage: '' };

/** An editor opens post 7 from the list; the preview answers with `html`. */
async function openDraft(servers: ConsoleServers, post = draft, html = '<p>A blurb is short.</p>') {
  servers.signIn(undefined, { role: 'editor' });
  servers.route('GET /api/staff/posts', { status: 200, body: { posts: [staffPostSummary(post)] } });
  servers.route('GET /api/staff/posts/7', { status: 200, body: post });
  servers.route('GET /api/staff/posts/7/revisions', { status: 200, body: { revisions: [] } });
  servers.route('POST /api/staff/posts/preview', { status: 200, body: { html } });
  servers.route('PUT /api/staff/posts/7', (request) => ({ status: 200, body: { ...post, ...(request.body as object), updatedAt: '2026-11-26T10:00:00.000Z' } }));
  const user = userEvent.setup();
  render(<AgentConsole />);
  await user.click(await screen.findByRole('button', { name: post.title }));
  await screen.findByLabelText('Title');
  return user;
}

const previewRegion = () => screen.getByRole('region', { name: 'Preview' });

describe('the live preview', () => {
  it("shows the server's rendering of the body as the article page will, with the title and cover", async () => {
    const { servers } = harness;
    servers.signIn(undefined, { role: 'editor' });
    servers.route('GET /api/staff/posts', { status: 200, body: { posts: [] } });
    servers.route('POST /api/staff/posts/preview', (request) => {
      const { body } = request.body as { body: string };
      return { status: 200, body: { html: body.includes('Why blurbs matter') ? '<h2>Why blurbs matter</h2><p>See <a href="https://example.com/" rel="noopener nofollow">an example</a>.</p>' : '<p>…</p>' } };
    });
    const user = userEvent.setup();
    render(<AgentConsole />);
    await user.click(await screen.findByRole('button', { name: 'New post' }));
    await user.type(screen.getByLabelText('Title'), 'How to write a blurb');
    await user.type(screen.getByLabelText('Body'), '## Why blurbs matter');

    const preview = previewRegion();
    expect(within(preview).getByRole('heading', { level: 1, name: 'How to write a blurb' })).toBeInTheDocument();
    expect(await within(preview).findByRole('heading', { level: 2, name: 'Why blurbs matter' })).toBeInTheDocument();
    expect(within(preview).getByRole('link', { name: 'an example' })).toHaveAttribute('href', 'https://example.com/');
    expect(servers.requestsTo('POST /api/staff/posts/preview').at(-1)!.body).toEqual({ body: '## Why blurbs matter' });
  });

  it('shows the cover of a saved post in the preview', async () => {
    await openDraft(harness.servers);
    const preview = previewRegion();
    expect(await within(preview).findByText('A blurb is short.')).toBeInTheDocument();
    expect(within(preview).getByRole('heading', { level: 1, name: draft.title })).toBeInTheDocument();
    expect(preview.querySelector('img')).toHaveAttribute('src', '/images/blurb-cover/Mobile480.webp');
  });
});

describe('publishing', () => {
  it('publishes now: saves the form, then publishes, and says so', async () => {
    const { servers } = harness;
    const user = await openDraft(servers);
    servers.route('POST /api/staff/posts/7/publish', { status: 200, body: { ...draft, status: 'published', publishedAt: '2026-11-26T10:00:00.000Z' } });

    await user.click(screen.getByRole('button', { name: 'Publish now' }));

    expect(await screen.findByText('Published: the post is on the site.')).toBeInTheDocument();
    expect(screen.getByText(/^State: Published/)).toBeInTheDocument();
    expect(servers.requestsTo('PUT /api/staff/posts/7').map((request) => request.body)).toEqual([draftBody]);
    expect(servers.requestsTo('POST /api/staff/posts/7/publish').map((request) => request.body)).toEqual([{}]);
    expect(screen.queryByRole('button', { name: 'Publish now' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('links a published post to its page on the site at its slug, in a new tab; a draft has no page to link', async () => {
    const { servers } = harness;
    const user = await openDraft(servers);
    expect(screen.queryByRole('link', { name: /View on site/ })).not.toBeInTheDocument();
    servers.route('POST /api/staff/posts/7/publish', { status: 200, body: { ...draft, status: 'published', publishedAt: '2026-11-26T10:00:00.000Z' } });

    await user.click(screen.getByRole('button', { name: 'Publish now' }));

    const link = await screen.findByRole('link', { name: 'View on site (opens in a new tab)' });
    expect(link).toHaveAttribute('href', '/blog/how-to-write-a-blurb');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('unpublishes a published post', async () => {
    const { servers } = harness;
    const user = await openDraft(servers, { ...draft, status: 'published', publishedAt: '2026-11-02T08:00:00.000Z' });
    servers.route('POST /api/staff/posts/7/unpublish', { status: 200, body: { ...draft, status: 'unpublished', publishedAt: '2026-11-02T08:00:00.000Z' } });

    await user.click(screen.getByRole('button', { name: 'Unpublish' }));

    expect(await screen.findByText('Unpublished: the post is off the site.')).toBeInTheDocument();
    expect(screen.getByText('State: Unpublished')).toBeInTheDocument();
    expect(servers.requestsTo('POST /api/staff/posts/7/unpublish')).toHaveLength(1);
    expect(servers.requestsTo('PUT /api/staff/posts/7')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Publish now' })).toBeInTheDocument();
  });

  it('cancels a schedule: the post goes back to being a draft', async () => {
    const { servers } = harness;
    const user = await openDraft(servers, { ...draft, status: 'scheduled', scheduledAt: '2026-12-01T15:02:00.000Z' });
    servers.route('POST /api/staff/posts/7/unpublish', { status: 200, body: draft });

    await user.click(screen.getByRole('button', { name: 'Cancel the schedule' }));

    expect(await screen.findByText('The schedule is cancelled: the post is a draft.')).toBeInTheDocument();
    expect(screen.getByText('State: Draft')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel the schedule' })).not.toBeInTheDocument();
  });

  it('schedules the post: sends the chosen time as an ISO date-time', async () => {
    const { servers } = harness;
    const user = await openDraft(servers);
    const at = new Date('2026-12-01T10:00').toISOString();
    servers.route('POST /api/staff/posts/7/publish', { status: 200, body: { ...draft, status: 'scheduled', scheduledAt: at } });

    // A datetime-local control takes its value whole, as a browser's picker gives it.
    fireEvent.change(screen.getByLabelText('Publish at'), { target: { value: '2026-12-01T10:00' } });
    await user.click(screen.getByRole('button', { name: 'Schedule' }));

    expect(await screen.findByText(/^Scheduled for .*2026.*\.$/)).toBeInTheDocument();
    expect(servers.requestsTo('POST /api/staff/posts/7/publish').map((request) => request.body)).toEqual([{ at }]);
    expect(screen.getByText(/^State: Scheduled for/)).toBeInTheDocument();
  });

  it('asks for a time before scheduling, under the Publish at field', async () => {
    const { servers } = harness;
    const user = await openDraft(servers);
    await user.click(screen.getByRole('button', { name: 'Schedule' }));

    expect(screen.getByLabelText('Publish at')).toHaveAccessibleDescription('Enter a date and time.');
    expect(screen.getByLabelText('Publish at')).toHaveFocus();
    expect(servers.requestsTo('POST /api/staff/posts/7/publish')).toHaveLength(0);
  });

  it("shows the server's refusal of the time under the Publish at field", async () => {
    const { servers } = harness;
    const user = await openDraft(servers);
    servers.route('POST /api/staff/posts/7/publish', { status: 400, body: { error: 'Invalid request', fields: { at: 'Choose a moment in the future, or publish now.' } } });
    fireEvent.change(screen.getByLabelText('Publish at'), { target: { value: '2020-01-01T10:00' } });
    await user.click(screen.getByRole('button', { name: 'Schedule' }));

    await waitFor(() => expect(screen.getByLabelText('Publish at')).toHaveAccessibleDescription('Choose a moment in the future, or publish now.'));
    // The post itself was saved: no line says otherwise.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('editing a saved post', () => {
  it('saves changes with PUT and keeps the post a draft', async () => {
    const { servers } = harness;
    const user = await openDraft(servers);
    expect(screen.getByLabelText('Title')).toHaveValue(draft.title);
    await user.type(screen.getByLabelText('SEO title'), 'Blurbs that sell');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    expect(await screen.findByText('Saved as a draft.')).toBeInTheDocument();
    expect(servers.requestsTo('PUT /api/staff/posts/7').map((request) => request.body)).toEqual([{ ...draftBody, seoTitle: 'Blurbs that sell' }]);
    expect(servers.requestsTo('POST /api/staff/posts')).toHaveLength(0);
  });

  it('inserts an uploaded image at the cursor in the body', async () => {
    const { servers } = harness;
    const user = await openDraft(servers);
    servers.route('POST /api/staff/post-images', { status: 201, body: { name: 'stack-of-books', url: '/images/stack-of-books/Desktop720.webp' } });
    const body = screen.getByLabelText('Body') as HTMLTextAreaElement;
    body.setSelectionRange(2, 2);
    await user.type(screen.getByLabelText('Image description'), 'A stack of books');
    await user.upload(screen.getByLabelText('Insert image'), new File([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], 'stack.jpg', { type: 'image/jpeg' }));

    await waitFor(() => expect(body).toHaveValue('A ![A stack of books](/images/stack-of-books/Desktop720.webp)blurb is short.'));
    expect(screen.getByText('Image inserted in the body.')).toBeInTheDocument();
  });

  it('uploads one image at a time, as the server takes them: a body image waits for the cover under way', async () => {
    const { servers } = harness;
    const user = await openDraft(servers);
    let releaseCover = () => {};
    let underWay = false;
    servers.route('POST /api/staff/post-images', async (request) => {
      // The server's rule: a second upload while one is under way is refused (429).
      if (underWay) return { status: 429, body: { error: 'Send one image at a time: wait for the one under way to finish' } };
      underWay = true;
      const isCover = String(request.body).includes('filename="cover.jpg"');
      if (isCover) await new Promise<void>((resolve) => (releaseCover = resolve));
      underWay = false;
      const name = isCover ? 'new-cover' : 'chart';
      return { status: 201, body: { name, url: `/images/${name}/Desktop720.webp` } };
    });
    const jpeg = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], name, { type: 'image/jpeg' });

    await user.upload(screen.getByLabelText('Cover image'), jpeg('cover.jpg'));
    await user.upload(screen.getByLabelText('Insert image'), jpeg('chart.jpg'));
    await screen.findByText('Uploading the image…');
    await waitFor(() => expect(servers.requestsTo('POST /api/staff/post-images')).toHaveLength(1));
    releaseCover();

    await waitFor(() => expect(screen.getByLabelText('Body')).toHaveValue('![chart](/images/chart/Desktop720.webp)A blurb is short.'));
    expect(screen.getByRole('img', { name: 'Cover image: new-cover' })).toBeInTheDocument();
  });

  it('says why the server refused an image, under the field', async () => {
    const { servers } = harness;
    const user = await openDraft(servers);
    servers.route('POST /api/staff/post-images', { status: 415, body: { error: 'Only JPEG, PNG, GIF or WebP images can be sent' } });
    await user.upload(screen.getByLabelText('Cover image'), new File([new Uint8Array([0x00, 0x01])], 'cover.png', { type: 'image/png' }));
    await waitFor(() => expect(screen.getByLabelText('Cover image')).toHaveAccessibleDescription(/Only JPEG, PNG, GIF or WebP images can be sent\.$/));
    expect(screen.getByLabelText('Cover image')).toHaveAttribute('aria-invalid', 'true');
  });

  it('adds and removes the optional share image', async () => {
    const { servers } = harness;
    const user = await openDraft(servers);
    servers.route('POST /api/staff/post-images', { status: 201, body: { name: 'blurb-share', url: '/images/blurb-share/Desktop720.webp' } });
    await user.upload(screen.getByLabelText('Share image'), new File([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], 'share.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByRole('img', { name: 'Share image: blurb-share' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove share image' }));
    expect(screen.queryByRole('img', { name: 'Share image: blurb-share' })).not.toBeInTheDocument();
  });
});
