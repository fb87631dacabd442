import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { on, SERVICE_PAGES } from '@bookcraft/shared';
import { renderPage } from '../testing/renderPage';
import { HomePage } from './HomePage';

describe('home page', () => {
  it('says what the company does, for whom, under one h1', () => {
    renderPage(<HomePage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const audiences = within(screen.getByRole('list', { name: 'Authors we help' })).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(audiences).toEqual(['Aspiring authors', 'Photographers', 'Artists', 'Cooks and chefs', 'Science-fiction writers', 'Anyone with a story but no words']);
  });

  it('links every service to its page', () => {
    renderPage(<HomePage />);
    const services = screen.getByRole('list', { name: 'Services' });
    const hrefs = within(services).getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(SERVICE_PAGES.map((page) => page.path));
    expect(within(services).getByRole('link', { name: 'Learn about Cover Design & Illustration' })).toHaveAttribute('href', '/services/cover-design');
  });

  it('shows the claims of requirements §9', () => {
    renderPage(<HomePage />);
    const record = screen.getByRole('list', { name: 'Track record' });
    for (const [value, label] of [['1200+', 'books edited'], ['1000+', 'covers designed'], ['500+', 'books published'], ['4.9/5', 'average author rating'], ['100+', 'countries'], ['50+', 'platforms']]) {
      expect(within(record).getByText(value).closest('li')).toHaveTextContent(label);
    }
    const timelines = screen.getByRole('list', { name: 'Typical timelines' });
    for (const value of ['3–6 weeks', '1–4 weeks', '2 to 4 weeks']) expect(within(timelines).getByText(value)).toBeInTheDocument();
    expect(within(timelines).getByText(/three cover concepts/)).toBeInTheDocument();
    expect(within(timelines).getByText(/in 6 steps/)).toBeInTheDocument();
  });

  it('makes the sales promises, shows how it works and what authors say', () => {
    renderPage(<HomePage />);
    const promises = within(screen.getByRole('list', { name: 'Our promises' })).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(promises).toEqual(['No hidden fees', '100% royalties', 'Creative control']);
    expect(within(screen.getByRole('list', { name: 'Steps' })).getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
    expect(within(screen.getByRole('list', { name: 'Testimonials' })).getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
  });

  it('opens the form popup from its calls to action, links to the contact page for a visitor without scripts', async () => {
    const user = userEvent.setup();
    const requests: unknown[] = [];
    const stop = on('openFormPopup', (payload) => requests.push(payload));
    renderPage(<HomePage />);
    const links = screen.getAllByRole('link', { name: 'Get a Free Consultation' });
    expect(links).toHaveLength(2);
    for (const link of links) {
      expect(link).toHaveAttribute('href', '/contact');
      await user.click(link);
    }
    stop();
    expect(requests).toEqual([{}, {}]);
  });

  it('sets its own head', () => {
    renderPage(<HomePage />);
    expect(document.title).toBe('Book Craft – Ghostwriting, Editing, Cover Design and Publishing');
  });
});
