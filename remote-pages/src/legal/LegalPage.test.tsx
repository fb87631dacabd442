import { screen, within } from '@testing-library/react';
import { OPT_IN_TEXT, setRuntimeConfig } from '@bookcraft/shared';
import { renderPage } from '../testing/renderPage';
import { LegalPage } from './LegalPage';

beforeEach(() => setRuntimeConfig({ phone: '(212) 555-0147', email: 'authors@bookcraft.test' }));

const region = (name: string) => within(screen.getByRole('region', { name }));

describe('terms', () => {
  it('is a complete document with one h1 and a table of contents', () => {
    renderPage(<LegalPage document="terms" />, { url: '/terms' });
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Terms and Conditions']);
    const contents = within(screen.getByRole('navigation', { name: 'Contents' })).getAllByRole('link');
    expect(contents.length).toBeGreaterThanOrEqual(10);
    for (const link of contents) expect(document.getElementById(link.getAttribute('href')!.slice(1))).toHaveTextContent(link.textContent!);
    expect(document.title).toBe('Terms and Conditions | Book Craft');
  });

  it('states the text-message terms of the opt-in box: frequency, rates, STOP and HELP', () => {
    renderPage(<LegalPage document="terms" />, { url: '/terms' });
    const texts = region('Text messages');
    expect(texts.getByText(`“${OPT_IN_TEXT}”`)).toBeInTheDocument();
    expect(texts.getByText(/^Message frequency varies/)).toBeInTheDocument();
    expect(texts.getByText(/^Msg & data rates may apply/)).toBeInTheDocument();
    expect(texts.getByText(/^Reply STOP to any message to opt out/)).toBeInTheDocument();
    expect(texts.getByText('Reply HELP to any message for help, or call (212) 555-0147 or write to authors@bookcraft.test.')).toBeInTheDocument();
    expect(texts.getByText(/not a condition of buying/)).toBeInTheDocument();
  });

  it('promises no hidden fees and 100% royalties', () => {
    renderPage(<LegalPage document="terms" />, { url: '/terms' });
    expect(region('Consultations, plans and prices').getByText(/^No hidden fees/)).toBeInTheDocument();
    expect(region('Your rights and your royalties').getByText(/keep 100% of your royalties/)).toBeInTheDocument();
  });
});

describe('privacy', () => {
  it('says what the visitor tracking records, including the device fingerprint and presence', () => {
    renderPage(<LegalPage document="privacy" />, { url: '/privacy' });
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Privacy Policy']);
    const tracking = region('What the site records when you visit');
    for (const item of [/screen size, time zone and operating system/, /device fingerprint/, /utm_source, utm_medium, utm_campaign, utm_term .* gclid/, /pages you visit/, /active, idle, away or offline/]) {
      expect(tracking.getByText(item)).toBeInTheDocument();
    }
  });

  it('skips the fingerprint under Global Privacy Control', () => {
    renderPage(<LegalPage document="privacy" />, { url: '/privacy' });
    expect(region('Global Privacy Control').getByText(/skips the device fingerprint/)).toBeInTheDocument();
  });

  it('covers the chat, why data is used and how long it is kept', () => {
    renderPage(<LegalPage document="privacy" />, { url: '/privacy' });
    expect(region('What you tell us').getByText(/chat messages, and images you upload/)).toBeInTheDocument();
    expect(region('Why we use it').getAllByRole('listitem').length).toBeGreaterThanOrEqual(4);
    expect(region('How long we keep it').getByText(/uploaded images and transcripts: up to 24 months/)).toBeInTheDocument();
  });

  it('never shares mobile opt-in data with third parties', () => {
    renderPage(<LegalPage document="privacy" />, { url: '/privacy' });
    const sharing = region('Who sees it');
    expect(sharing.getByText('No mobile information is shared with third parties or affiliates for marketing or promotional purposes. Mobile opt-in data and consent are never shared with any third parties.')).toBeInTheDocument();
    expect(sharing.getByText('We do not sell your personal information.')).toBeInTheDocument();
    expect(document.title).toBe('Privacy Policy | Book Craft');
  });
});
