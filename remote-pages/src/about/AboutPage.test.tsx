import { screen, within } from '@testing-library/react';
import { renderPage } from '../testing/renderPage';
import { AboutPage } from './AboutPage';

describe('about page', () => {
  it('introduces the company, its commitments, its team and its record, with a way to get in touch', () => {
    renderPage(<AboutPage />, { url: '/about-us' });
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['About Book Craft']);
    expect(within(screen.getByRole('list', { name: 'Our commitments' })).getByRole('heading', { name: 'A fixed price' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Our team' })).getAllByRole('listitem').length).toBeGreaterThan(3);
    expect(within(screen.getByRole('list', { name: 'Track record' })).getByText('1200+')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Get a Free Consultation' })).toHaveAttribute('href', '/contact');
    expect(document.title).toBe('About Us: The Team Behind Your Book | Book Craft');
  });
});
