import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { useStubApi } from '@bookcraft/testing/useStubApi';
import { createMemoryRouter, RouterProvider } from '@bookcraft/shared/router';
import { renderPage } from '../testing/renderPage';
import { BlogPostPage } from './BlogPostPage';
import { on, PRELOADED_ANSWERS_ELEMENT_ID } from '@bookcraft/shared';
import { blogPostPath } from './blogApi';
import { POST } from './fixtures';

const stub = useStubApi();
const post = POST;
const renderPost = (id: string) => renderPage(<BlogPostPage />, { url: `/blog/${id}`, path: '/blog/:id' });
const robots = () => document.head.querySelector<HTMLMetaElement>('meta[name="robots"]')?.content;

describe('blog post', () => {
  it('shows the post from GET /api/blogs/{id}: its title, date, image and the HTML the server rendered from its Markdown', async () => {
    stub.api.respondWith(() => ({ status: 200, body: post }));
    renderPost('6');
    expect(await screen.findByRole('heading', { level: 1, name: 'Working with a Ghostwriter: What to Expect' })).toBeInTheDocument();
    expect(stub.api.requests.map((request) => request.path)).toEqual(['/api/blogs/6']);
    const article = within(screen.getByRole('article'));
    expect(article.getByText('November 11, 2026')).toBeInTheDocument();
    expect(article.getByRole('presentation')).toHaveAttribute('src', '/images/hero-ghostwriting/Mobile480.webp');
    expect(article.getByText('A ghostwriting project begins with conversations. Your writer interviews you.')).toBeInTheDocument();
    expect(article.getByText('The finished manuscript is yours.')).toBeInTheDocument();
    expect(article.getByRole('heading', { level: 2, name: 'The outline' })).toBeInTheDocument();
    expect(article.getByRole('link', { name: 'our ghostwriters' })).toHaveAttribute('href', '/services/ghostwriting');
    expect(article.getByRole('img', { name: 'A manuscript with notes' })).toHaveAttribute('src', '/images/hero-editing/Mobile480.webp');
    expect(article.getByText('chapter by chapter').tagName).toBe('STRONG');
    expect(article.getAllByRole('link', { name: '← All articles' })[0]).toHaveAttribute('href', '/blogs');
    expect(document.title).toBe('Working with a Ghostwriter: What to Expect | Book Craft');
    expect(document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content).toBe(post.excerpt);
  });

  it('shows the post at its slug, asking GET /api/blogs/{slug}', async () => {
    stub.api.respondWith(() => ({ status: 200, body: post }));
    renderPost('working-with-a-ghostwriter');
    expect(await screen.findByRole('heading', { level: 1, name: 'Working with a Ghostwriter: What to Expect' })).toBeInTheDocument();
    expect(stub.api.requests.map((request) => request.path)).toEqual(['/api/blogs/working-with-a-ghostwriter']);
  });

  it('shows "Article not found" with a link back to the blog for an unknown id', async () => {
    stub.api.respondWith(() => ({ status: 404, body: { error: 'No such post' } }));
    renderPost('999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Article not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to all articles' })).toHaveAttribute('href', '/blogs');
    expect(robots()).toBe('noindex, follow');
  });

  it('shows "Article removed" with a link back to the blog for a post taken down (410)', async () => {
    stub.api.respondWith(() => ({ status: 410, body: { error: 'This post was taken down' } }));
    renderPost('4');
    expect(await screen.findByRole('heading', { level: 1, name: 'Article removed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to all articles' })).toHaveAttribute('href', '/blogs');
    expect(robots()).toBe('noindex, follow');
  });

  it.each(['a_b', '1.5', '12345678901', '-3', 'how--to'])('shows "Article not found" for %s, neither an id nor a slug, without asking the API', async (id) => {
    renderPost(id);
    expect(await screen.findByRole('heading', { level: 1, name: 'Article not found' })).toBeInTheDocument();
    expect(stub.api.requests).toHaveLength(0);
  });

  it('shows "Article not found" when the API has no post of that id', async () => {
    // 0 is a number the contract's params take: the server looks it up and answers 404.
    stub.api.respondWith(() => ({ status: 404, body: { error: 'No such post' } }));
    renderPost('0');
    expect(await screen.findByRole('heading', { level: 1, name: 'Article not found' })).toBeInTheDocument();
  });

  it('says it is loading, then on a failure offers a retry that loads the post', async () => {
    const user = userEvent.setup();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    stub.api.respondWith(() => ({ status: 500, body: { error: 'Internal server error' } }));
    renderPost('6');
    expect(screen.getByRole('status')).toHaveTextContent('Loading article…');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 1, name: 'We could not load this article' })).toBeInTheDocument();
    stub.api.respondWith(() => ({ status: 200, body: post }));
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Working with a Ghostwriter: What to Expect' })).toBeInTheDocument();
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});

describe('blog post rendered by the server', () => {
  afterEach(() => document.getElementById(PRELOADED_ANSWERS_ELEMENT_ID)?.remove());

  it('shows the answer the server put in the page at once, without asking the API', () => {
    const answers = document.createElement('script');
    answers.type = 'application/json';
    answers.id = PRELOADED_ANSWERS_ELEMENT_ID;
    answers.textContent = JSON.stringify({ '/blogs/6': { status: 200, body: post } });
    document.body.append(answers);
    renderPost('6');
    expect(screen.getByRole('heading', { level: 1, name: 'Working with a Ghostwriter: What to Expect' })).toBeInTheDocument();
    expect(within(screen.getByRole('article')).getByRole('heading', { level: 2, name: 'The outline' })).toBeInTheDocument();
    expect(stub.api.requests).toHaveLength(0);
  });
});

describe("the post's call to action", () => {
  const painted = document.createElement('div');
  afterEach(() => {
    document.getElementById(PRELOADED_ANSWERS_ELEMENT_ID)?.remove();
    painted.remove();
  });

  it('is painted as a link to the contact page, which a visitor without scripts can follow', () => {
    // A post of its own: the page uses an answer in the page once, and the answers are read once per text.
    const paintedPost = { ...post, id: 7, title: 'A Post Painted Without Scripts' };
    const answers = Object.assign(document.createElement('script'), { type: 'application/json', id: PRELOADED_ANSWERS_ELEMENT_ID });
    answers.textContent = JSON.stringify({ [blogPostPath('7')]: { status: 200, body: paintedPost } });
    document.body.append(answers);
    painted.innerHTML = renderToString(<RouterProvider router={createMemoryRouter([{ path: '/blog/:id', element: <BlogPostPage /> }], { initialEntries: ['/blog/7'] })} />);
    document.body.append(painted);
    expect(within(painted).getByRole('heading', { level: 1, name: paintedPost.title })).toBeInTheDocument();
    expect(within(painted).getByRole('link', { name: 'Get a Free Consultation' })).toHaveAttribute('href', '/contact');
    expect(within(painted).queryByRole('button', { name: 'Get a Free Consultation' })).not.toBeInTheDocument();
  });

  it('opens the form popup where the page runs, instead of following its link', async () => {
    stub.api.respondWith(() => ({ status: 200, body: post }));
    const requests: unknown[] = [];
    const stop = on('openFormPopup', (payload) => requests.push(payload));
    renderPost('6');
    const cta = await screen.findByRole('link', { name: 'Get a Free Consultation' });
    expect(fireEvent.click(cta)).toBe(false);
    stop();
    expect(requests).toEqual([{}]);
  });
});
