import { screen, within } from '@testing-library/react';
import { renderPage } from '../testing/renderPage';
import { ThankYouPage } from './ThankYouPage';

describe('thank-you page', () => {
  it('shows "Thank You!" over a full-screen background, what happens next and the way back', () => {
    renderPage(<ThankYouPage />, { url: '/thankyou' });
    const page = screen.getByRole('region', { name: 'Thank You!' });
    expect(within(page).getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Thank You!']);
    const background = within(page).getByRole('presentation');
    expect(background).toHaveAttribute('width', '1920');
    expect(background).toHaveAttribute('height', '1200');
    expect(background.closest('picture')!.querySelector('source[media="(min-width: 768px)"]')).toHaveAttribute('srcset', '/images/hero-general/backgroundLg.avif');
    expect(within(page).getAllByRole('listitem')).toHaveLength(3);
    expect(within(page).getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
    expect(document.head.querySelector<HTMLMetaElement>('meta[name="robots"]')?.content).toBe('noindex, follow');
  });
});
