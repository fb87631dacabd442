import { screen, within } from '@testing-library/react';
import { GHOSTWRITING_PAGES, SERVICE_PAGES } from '@bookcraft/shared';
import { renderPage } from '../testing/renderPage';
import { ServicesPage } from './ServicesPage';

describe('services overview', () => {
  it('links every service page and every kind of ghostwriting', () => {
    renderPage(<ServicesPage />, { url: '/services' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const hrefs = (name: string) => within(screen.getByRole('list', { name })).getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs('Services')).toEqual(SERVICE_PAGES.map((page) => page.path));
    expect(hrefs('Kinds of ghostwriting')).toEqual(GHOSTWRITING_PAGES.map((page) => page.path));
    expect(screen.getByRole('link', { name: 'Learn about Script Writing' })).toHaveAttribute('href', '/services/ghostwriting/script-writing');
    expect(document.title).toBe('Book Writing, Editing and Publishing Services | Book Craft');
  });
});
