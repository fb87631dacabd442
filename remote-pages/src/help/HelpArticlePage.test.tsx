import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useStubApi } from '@bookcraft/testing/useStubApi';
import { PRELOADED_ANSWERS_ELEMENT_ID } from '@bookcraft/shared';
import { renderPage } from '../testing/renderPage';
import { EDITING_ARTICLE } from './fixtures';
import { helpArticlePath } from './helpApi';
import { HelpArticlePage } from './HelpArticlePage';

const stub = useStubApi();
const renderArticle = (slug: string) => renderPage(<HelpArticlePage />, { url: `/help/${slug}`, path: '/help/:slug' });
const robots = () => document.head.querySelector<HTMLMetaElement>('meta[name="robots"]')?.content;
const description = () => document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;

describe('a help article', () => {
  it('shows GET /api/help/{slug}: the way back, the question, the short answer first, the HTML the server rendered and the related pages', async () => {
    stub.api.respondWith(() => ({ status: 200, body: EDITING_ARTICLE }));
    renderArticle('how-long-does-editing-take');
    expect(await screen.findByRole('heading', { level: 1, name: 'How long does editing take?' })).toBeInTheDocument();
    expect(stub.api.requests.map((request) => request.path)).toEqual(['/api/help/how-long-does-editing-take']);
    const trail = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(trail.getByRole('link', { name: 'Help center' })).toHaveAttribute('href', '/help');
    expect(trail.getByText('How long does editing take?')).toHaveAttribute('aria-current', 'page');

    const article = within(screen.getByRole('article'));
    const lead = article.getByText(EDITING_ARTICLE.shortAnswer);
    expect(lead.tagName).toBe('P');
    expect(lead.compareDocumentPosition(article.getByText('two to six weeks')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(article.getByText('two to six weeks').tagName).toBe('STRONG');
    expect(article.getByRole('heading', { level: 2, name: 'How the time is spent' })).toBeInTheDocument();
    expect(article.getByRole('link', { name: 'editing and proofreading' })).toHaveAttribute('href', '/services/proofreading');

    const related = within(screen.getByRole('region', { name: 'Related pages' }));
    expect(related.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Editing & Proofreading', '/services/proofreading'],
      ['Publishing packages and prices', '/book-publishing-services-pricing'],
      ['About Us: The Team Behind Your Book', '/about-us'],
    ]);
    const stillAsking = within(screen.getByRole('complementary', { name: 'Still have a question?' }));
    expect(stillAsking.getByText(/Ask us in the chat on this page/)).toBeInTheDocument();
    expect(stillAsking.getByRole('link', { name: 'contact us' })).toHaveAttribute('href', '/contact');

    expect(document.title).toBe('How long does editing take? | Book Craft');
    expect(description()).toBe(EDITING_ARTICLE.shortAnswer);
    expect(robots()).toBe('index, follow');
  });

  it('shows "Article not found", kept out of search results, for a slug no published article has', async () => {
    stub.api.respondWith(() => ({ status: 404, body: { error: 'No such article' } }));
    renderArticle('a-draft-nobody-sees');
    expect(await screen.findByRole('heading', { level: 1, name: 'Article not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the help center' })).toHaveAttribute('href', '/help');
    expect(robots()).toBe('noindex, follow');
  });

  it.each(['How-Long', 'a_b', 'how--long', 'x'.repeat(101)])('shows "Article not found" for %s, which can name no article, without asking the API', async (slug) => {
    renderArticle(slug);
    expect(await screen.findByRole('heading', { level: 1, name: 'Article not found' })).toBeInTheDocument();
    expect(stub.api.requests).toHaveLength(0);
    expect(robots()).toBe('noindex, follow');
  });

  it('says it is loading, then on a failure offers a retry that loads the article', async () => {
    const user = userEvent.setup();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    stub.api.respondWith(() => ({ status: 500, body: { error: 'Internal server error' } }));
    renderArticle('how-long-does-editing-take');
    expect(screen.getByRole('status')).toHaveTextContent('Loading the answer…');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 1, name: 'We could not load this answer' })).toBeInTheDocument();
    stub.api.respondWith(() => ({ status: 200, body: EDITING_ARTICLE }));
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'How long does editing take?' })).toBeInTheDocument();
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});

describe('a help article painted by the server', () => {
  afterEach(() => document.getElementById(PRELOADED_ANSWERS_ELEMENT_ID)?.remove());

  it('shows the answer the server put in the page at once, without asking the API', () => {
    const answers = Object.assign(document.createElement('script'), { type: 'application/json', id: PRELOADED_ANSWERS_ELEMENT_ID });
    answers.textContent = JSON.stringify({ [helpArticlePath('how-long-does-editing-take')]: { status: 200, body: EDITING_ARTICLE } });
    document.body.append(answers);
    renderArticle('how-long-does-editing-take');
    expect(screen.getByRole('heading', { level: 1, name: 'How long does editing take?' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'How the time is spent' })).toBeInTheDocument();
    expect(stub.api.requests).toHaveLength(0);
  });
});
