import { fireEvent, screen, within } from '@testing-library/react';
import { on } from '@bookcraft/shared';
import { GENRE_TAGLINE } from '../content/layouts/genre';
import { renderLanding, setWideScreen } from '../testing/renderLanding';
import { ServiceLandingPage } from './ServiceLandingPage';

beforeEach(() => setWideScreen(true));

const renderRoute = (slug: string) => renderLanding(<ServiceLandingPage slug={slug} formType="General" />, `/${slug}`);
const faqCount = () => within(screen.getByRole('region', { name: 'Frequently Asked Questions' })).getAllByRole('group').length;

describe('service landing pages (requirements §2.3)', () => {
  it.each([
    ['book-publishing-services', 'Publishing', 5],
    ['book-publishing-services-pricing', 'SelfPublishing', 5],
    ['self-publishing-services', 'SelfPublishing', 5],
    ['book-marketing-services', 'Marketing', 7],
    ['book-ghostwriting-services', 'GhostWriting', 5],
    ['book-video-trailer', 'VideoTrailer', 7],
    ['sci-fi-publishing-services', 'SciFi', 5],
    ['art-book-services', 'ArtBook', 5],
    ['cook-book-services', 'CookBook', 5],
    ['photography-book-services', 'Photography', 5],
  ])('/%s uses form type %s, has a FAQ of %i and a footer form', async (slug, formType, faqs) => {
    renderRoute(slug);
    expect(await screen.findByRole('region', { name: `FooterForm (${formType})` })).toBeInTheDocument();
    expect(faqCount()).toBe(faqs);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('/book-publishing-services: "Do you have a Manuscript Ready?" and "Create your Account"', async () => {
    renderRoute('book-publishing-services');
    expect(screen.getByRole('heading', { level: 1, name: 'Do you have a Manuscript Ready?' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Create your Account' }).length).toBeGreaterThan(0);
    expect(await screen.findByRole('region', { name: 'HeroForm (Publishing)' })).toBeInTheDocument();
  });

  it('/book-marketing-services: "Build my Book Marketing Plan" and every block the requirements list', () => {
    renderRoute('book-marketing-services');
    expect(screen.getByRole('link', { name: 'Build my Book Marketing Plan' })).toBeInTheDocument();
    for (const heading of ['Great Books Still Need to Be Found', 'Why Choose Us', 'Our Marketing Services', 'Increase Your Visibility', 'Genre-Specific Marketing']) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
  });

  it('/book-ghostwriting-services: "HIRE A PROFESSIONAL WRITER"', () => {
    renderRoute('book-ghostwriting-services');
    expect(screen.getByRole('link', { name: 'HIRE A PROFESSIONAL WRITER' })).toBeInTheDocument();
  });

  it('/book-video-trailer: "START YOUR BOOK TRAILER TODAY", the 6-step process and the form title', async () => {
    renderRoute('book-video-trailer');
    expect(screen.getByRole('link', { name: 'START YOUR BOOK TRAILER TODAY' })).toBeInTheDocument();
    const process = screen.getByRole('heading', { name: 'Our 6-Step Production Process' }).closest('section')!;
    expect(within(process).getAllByRole('listitem')).toHaveLength(6);
    const heroForm = await screen.findByRole('region', { name: 'HeroForm (VideoTrailer)' });
    expect(within(heroForm).getByRole('heading', { name: 'Signup For Professional Book Trailer Services' })).toBeInTheDocument();
  });

  it('/sci-fi-publishing-services: "Create Your Account" and "PUBLISH YOUR BOOK NOW"', () => {
    renderRoute('sci-fi-publishing-services');
    expect(screen.getByRole('link', { name: 'Create Your Account' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'PUBLISH YOUR BOOK NOW' }).length).toBeGreaterThan(0);
  });

  it('/book-publishing-services-pricing: the six plans of requirements §9 with their prices and platforms', () => {
    renderRoute('book-publishing-services-pricing');
    const table = screen.getByRole('table');
    const plans = within(table).getAllByRole('columnheader').slice(1).map((cell) => cell.textContent);
    expect(plans).toEqual(['Starter', 'Essential', 'Professional', 'Premium', 'Elite', 'Ultimate']);
    const prices = within(within(table).getByRole('rowheader', { name: 'Price' }).closest('tr')!).getAllByRole('cell').map((cell) => cell.textContent);
    expect(prices).toEqual(['$399', '$799', '$1,299', '$2,599', '$6,599', '$11,899']);
    const platforms = within(within(table).getByRole('rowheader', { name: 'Platforms' }).closest('tr')!).getAllByRole('cell').map((cell) => cell.textContent);
    expect(platforms).toEqual(['3', '6', '10', '15', '20', '100+']);
  });

  it('any other path: the General landing with the form title "Get Started Today"', async () => {
    renderRoute('no-such-page');
    const heroForm = await screen.findByRole('region', { name: 'HeroForm (General)' });
    expect(within(heroForm).getByRole('heading', { name: 'Get Started Today' })).toBeInTheDocument();
  });

  it('shows FAQs as disclosures that open to their answer', () => {
    renderRoute('book-publishing-services');
    const question = screen.getByText('How long does publishing take?');
    expect(question.closest('details')).not.toHaveAttribute('open');
    question.click();
    expect(question.closest('details')).toHaveAttribute('open');
  });
});

describe('genre layout (requirements §2.3)', () => {
  it.each(['book-ghostwriting-services', 'sci-fi-publishing-services', 'art-book-services', 'cook-book-services', 'photography-book-services'])(
    '/%s: the tagline and six selling points',
    (slug) => {
      renderRoute(slug);
      expect(screen.getByText(GENRE_TAGLINE)).toBeInTheDocument();
      expect(within(screen.getByRole('list', { name: 'Why authors choose us' })).getAllByRole('listitem')).toHaveLength(6);
    },
  );

  it('shows the services as a wrapping grid on larger screens', () => {
    setWideScreen(true);
    renderRoute('sci-fi-publishing-services');
    expect(within(screen.getByRole('list', { name: 'Services' })).getAllByRole('article')).toHaveLength(6);
    expect(screen.queryByRole('button', { name: 'Next service' })).not.toBeInTheDocument();
  });

  it('shows the services as a carousel with pagination and previous/next buttons on small screens', async () => {
    setWideScreen(false);
    renderRoute('sci-fi-publishing-services');
    // The carousel's code (Swiper) is loaded only now, as in the browser.
    expect(await screen.findByRole('button', { name: 'Next service' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous service' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Go to slide/ })).not.toHaveLength(0);
    expect(screen.queryByRole('list', { name: 'Services' })).not.toBeInTheDocument();
  });

  it('splits a card list after six items', () => {
    renderRoute('book-ghostwriting-services');
    const card = screen.getByRole('heading', { level: 3, name: 'Fiction Ghostwriting' }).closest('article')!;
    const lists = within(card).getAllByRole('list');
    expect(lists.map((list) => within(list).getAllByRole('listitem').length)).toEqual([6, 2]);
  });
});

describe('calls to action that open the form popup: links that work without scripts', () => {
  it.each([
    ['book-publishing-services', 'Create your Account', 'Publishing', '/contact/publishing'],
    ['book-marketing-services', 'Build my Book Marketing Plan', 'Marketing', '/contact/marketing'],
    ['book-ghostwriting-services', 'HIRE A PROFESSIONAL WRITER', 'GhostWriting', '/contact/ghostwriting'],
    ['book-video-trailer', 'START YOUR BOOK TRAILER TODAY', 'VideoTrailer', '/contact/video-trailer'],
    ['cook-book-services', 'Get My Sample Layout', 'CookBook', '/contact/publishing'],
  ])('/%s: "%s" leads to the contact page of its service and, where the page runs, opens the %s popup', (slug, name, formType, contactPage) => {
    renderRoute(slug);
    const links = screen.getAllByRole('link', { name });
    for (const link of links) expect(link).toHaveAttribute('href', contactPage);
    const requests: unknown[] = [];
    const stop = on('openFormPopup', (payload) => requests.push(payload));
    expect(fireEvent.click(links[0]!)).toBe(false);
    stop();
    expect(requests).toEqual([{ formType }]);
  });

  it('leaves a click with a key held to the browser: the contact page opens where the visitor asked', () => {
    renderRoute('book-publishing-services');
    const requests: unknown[] = [];
    const stop = on('openFormPopup', (payload) => requests.push(payload));
    expect(fireEvent.click(screen.getAllByRole('link', { name: 'Create your Account' })[0]!, { ctrlKey: true })).toBe(true);
    stop();
    expect(requests).toEqual([]);
  });
});
