import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useStubApi } from '@bookcraft/testing/useStubApi';
import { PRELOADED_ANSWERS_ELEMENT_ID } from '@bookcraft/shared';
import { renderPage } from '../testing/renderPage';
import { HELP_INDEX, HELP_SEARCH, HELP_SEARCH_NOTHING } from './fixtures';
import { helpIndexPath } from './helpApi';
import { HelpPage } from './HelpPage';

const stub = useStubApi();
afterEach(() => jest.restoreAllMocks());
const renderHelp = (url = '/help') => renderPage(<HelpPage />, { url, path: '/help' });
/** Answers as the API would: the index alone, or the search for the question asked. */
const answerWith = (search: object = HELP_SEARCH) => stub.api.respondWith(({ path }) => ({ status: 200, body: new URL(path, 'http://x').searchParams.has('q') ? search : HELP_INDEX }));
const searchBox = () => screen.getByRole('searchbox', { name: 'Search the help center' });

describe('the help center', () => {
  it('lists every section of GET /api/help as a heading, with its articles linking to their pages and their short answers', async () => {
    answerWith();
    renderHelp();
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Help center']);
    expect(await screen.findByRole('heading', { level: 2, name: 'Prices and payment' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Prices and payment', 'Rights and royalties', 'Editing and formatting']);
    const editing = within(screen.getByRole('region', { name: 'Editing and formatting' }));
    expect(editing.getByRole('link', { name: 'How long does editing take?' })).toHaveAttribute('href', '/help/how-long-does-editing-take');
    expect(editing.getByText('Most edits take two to six weeks, depending on the length of the manuscript and the level of editing.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /^Results for/ })).not.toBeInTheDocument();
    expect(stub.api.requests.map((request) => request.path)).toEqual(['/api/help']);
    expect(document.title).toBe('Help Center: Answers for Authors | Book Craft');
  });

  it('searches with a form that works without scripts: GET /help with a labelled q', () => {
    answerWith();
    renderHelp();
    const box = searchBox();
    expect(box).toHaveAttribute('name', 'q');
    const form = box.closest('form')!;
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/help');
    expect(within(form).getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
  });

  it('shows the answers to ?q= first, best first, with the question in the box, then every section', async () => {
    answerWith();
    renderHelp('/help?q=how%20long%20does%20editing%20take');
    const results = within(await screen.findByRole('region', { name: 'Results for “how long does editing take”' }));
    expect(results.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/help/how-long-does-editing-take', '/help/packages-and-prices']);
    expect(searchBox()).toHaveValue('how long does editing take');
    expect(screen.getByRole('heading', { level: 2, name: 'Editing and formatting' })).toBeInTheDocument();
    expect(stub.api.requests.map((request) => new URL(request.path, 'http://x').searchParams.get('q'))).toEqual(['how long does editing take']);
  });

  it('says when no article answers a question, and where to ask a person', async () => {
    answerWith(HELP_SEARCH_NOTHING);
    renderHelp('/help?q=what+is+the+weather+tomorrow');
    const results = within(await screen.findByRole('region', { name: 'Results for “what is the weather tomorrow”' }));
    expect(results.getByText(/No article answers that yet\./)).toBeInTheDocument();
    expect(results.getByRole('link', { name: 'Ask us directly' })).toHaveAttribute('href', '/contact');
    expect(results.queryByRole('list')).not.toBeInTheDocument();
  });

  it('searches in place where the page runs, and takes the focus to what it found', async () => {
    const user = userEvent.setup();
    answerWith();
    const { router } = renderHelp();
    await screen.findByRole('heading', { level: 2, name: 'Prices and payment' });
    await user.type(searchBox(), '  how long does editing take  ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const heading = await screen.findByRole('heading', { level: 2, name: 'Results for “how long does editing take”' });
    expect(router.state.location.search).toBe('?q=how%20long%20does%20editing%20take');
    expect(heading).toHaveFocus();
  });

  it('shows a retry when the API fails, and the sections once it answers', async () => {
    const user = userEvent.setup();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    stub.api.respondWith(() => ({ status: 503, body: { error: 'Unavailable' } }));
    renderHelp();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the help center…');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'We could not load the help center' })).toBeInTheDocument();
    answerWith();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Prices and payment' })).toBeInTheDocument();
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('the help center painted by the server', () => {
  afterEach(() => document.getElementById(PRELOADED_ANSWERS_ELEMENT_ID)?.remove());

  it('shows the answer the server put in the page at once, without asking the API', () => {
    const answers = Object.assign(document.createElement('script'), { type: 'application/json', id: PRELOADED_ANSWERS_ELEMENT_ID });
    answers.textContent = JSON.stringify({ [helpIndexPath('how long does editing take')]: { status: 200, body: HELP_SEARCH } });
    document.body.append(answers);
    renderHelp('/help?q=+how+long+does+editing+take+');
    expect(screen.getByRole('heading', { level: 2, name: 'Results for “how long does editing take”' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'How long does editing take?' })).toHaveLength(2);
    expect(stub.api.requests).toHaveLength(0);
  });
});
