import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useStubApi } from '@bookcraft/testing/useStubApi';
import { renderPage } from '../testing/renderPage';
import { BlogListPage } from './BlogListPage';
import { PRELOADED_ANSWERS_ELEMENT_ID } from '@bookcraft/shared';
import { POSTS } from './fixtures';

const stub = useStubApi();
afterEach(() => jest.restoreAllMocks());
const answerWith = (total = POSTS.length) => stub.api.respondWith(({ path }) => ({ status: 200, body: { posts: POSTS, page: Number(new URL(path, 'http://x').searchParams.get('page')), pageSize: 9, total } }));
const renderList = (url = '/blogs') => renderPage(<BlogListPage />, { url });

describe('blog list', () => {
  it('lists the posts of GET /api/blogs with title, date, excerpt and image, each linking to its post at its slug', async () => {
    answerWith();
    renderList();
    const articles = within(await screen.findByRole('list', { name: 'Articles' })).getAllByRole('article');
    expect(articles).toHaveLength(2);
    const first = within(articles[0]!);
    expect(first.getByRole('heading', { level: 2 })).toHaveTextContent('Working with a Ghostwriter: What to Expect');
    expect(first.getByRole('link', { name: 'Working with a Ghostwriter: What to Expect' })).toHaveAttribute('href', '/blog/working-with-a-ghostwriter');
    expect(first.getByText('November 11, 2026')).toHaveAttribute('datetime', '2026-11-11');
    expect(first.getByText('How a ghostwritten book comes together, and how to keep it in your voice.')).toBeInTheDocument();
    const image = first.getByRole('presentation');
    expect(image).toHaveAttribute('src', '/images/hero-ghostwriting/Mobile480.webp');
    expect(image).toHaveAttribute('width', '480');
    expect(image).toHaveAttribute('height', '300');
    expect(within(articles[1]!).getByRole('link', { name: 'The Launch Week Checklist for New Authors' })).toHaveAttribute('href', '/blog/launch-week-checklist');
    expect(stub.api.requests.map((request) => request.path)).toEqual(['/api/blogs?page=1&pageSize=9']);
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['The Book Craft Blog']);
  });

  it('says it is loading until the posts arrive, keeping the heading in place', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    stub.api.respondWith(async () => {
      await answered;
      return { status: 200, body: { posts: POSTS, page: 1, pageSize: 9, total: 2 } };
    });
    renderList();
    expect(screen.getByRole('status')).toHaveTextContent('Loading articles…');
    expect(screen.getByRole('heading', { level: 1, name: 'The Book Craft Blog' })).toBeInTheDocument();
    answer();
    expect(await screen.findByRole('list', { name: 'Articles' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows a retry when the API fails, and the posts once it answers', async () => {
    const user = userEvent.setup();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    stub.api.respondWith(() => ({ status: 503, body: { error: 'Unavailable' } }));
    renderList();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the articles');
    answerWith();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Articles' })).toBeInTheDocument();
    expect(stub.api.requests).toHaveLength(2);
    expect(warn).toHaveBeenCalledWith('Loading blog page 1 failed:', 'Request failed with status code 503');
  });

  it('shows a retry when the API cannot be reached', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    stub.api.respondWith(() => 'drop');
    renderList();
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('pages through older posts', async () => {
    answerWith(20);
    renderList('/blogs?page=2');
    const pages = await screen.findByRole('navigation', { name: 'Blog pages' });
    expect(stub.api.requests.map((request) => request.path)).toEqual(['/api/blogs?page=2&pageSize=9']);
    expect(within(pages).getByText('Page 2 of 3')).toBeInTheDocument();
    expect(within(pages).getByRole('link', { name: '← Newer articles' })).toHaveAttribute('href', '/blogs');
    expect(within(pages).getByRole('link', { name: 'Older articles →' })).toHaveAttribute('href', '/blogs?page=3');
  });
});

describe('blog list rendered by the server', () => {
  afterEach(() => document.getElementById(PRELOADED_ANSWERS_ELEMENT_ID)?.remove());

  it('lists the posts the server put in the page at once, without asking the API', () => {
    const answers = document.createElement('script');
    answers.type = 'application/json';
    answers.id = PRELOADED_ANSWERS_ELEMENT_ID;
    answers.textContent = JSON.stringify({ '/blogs?page=2&pageSize=9': { status: 200, body: { posts: POSTS, page: 2, pageSize: 9, total: 11 } } });
    document.body.append(answers);
    renderList('/blogs?page=2');
    expect(within(screen.getByRole('list', { name: 'Articles' })).getAllByRole('article')).toHaveLength(2);
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(stub.api.requests).toHaveLength(0);
  });
});
