import { fireEvent, screen, within } from '@testing-library/react';
import { setRuntimeConfig } from '@bookcraft/shared';
import { renderLanding, setWideScreen } from '../testing/renderLanding';
import { AdLandingPage } from './AdLandingPage';
import { unbreakablePhone } from '@bookcraft/shared';

beforeEach(() => {
  setWideScreen(true);
  setRuntimeConfig({});
});

const renderAd = (group: string) => renderLanding(<AdLandingPage group={group} variant="GAD" />, `/LP-${group}-GAD`);

describe('ad landing page (requirements §2.2)', () => {
  it('has the discount headline, the family B form, six retailers, Why Choose, bestsellers, How to Get Started, a footer form and Visit Our Website', async () => {
    renderAd('GN');
    expect(screen.getByRole('heading', { level: 1, name: 'Get 50% Off Your First Book Project' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'LandingForm (General)' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Retailers' })).getAllByRole('listitem')).toHaveLength(6);
    expect(screen.getByRole('heading', { name: 'Why Choose Book Craft' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Bestsellers' })).getAllByRole('listitem').length).toBeGreaterThan(2);
    const started = screen.getByRole('heading', { name: 'How to Get Started' }).closest('section')!;
    expect(within(started).getAllByRole('heading', { level: 3 }).map((step) => step.textContent)).toEqual(['Free consultation', 'Start publishing']);
    expect(await screen.findByRole('region', { name: 'FooterForm (General)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Visit Our Website' })).toHaveAttribute('href', '/');
  });

  it('takes the discount from the configuration, so marketing can change it without a release', () => {
    setRuntimeConfig({ offers: { firstProjectDiscount: '40%', discount: '30%', year: '2027' } });
    renderAd('GN');
    expect(screen.getByRole('heading', { level: 1, name: 'Get 40% Off Your First Book Project' })).toBeInTheDocument();
  });

  it('GW uses the ghostwriting page, not the general one', () => {
    renderAd('GW');
    expect(screen.getByRole('link', { name: 'HIRE A PROFESSIONAL WRITER' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Retailers' })).not.toBeInTheDocument();
  });
});

describe('templates (requirements §2.3) behind /LP-ED, /LP-CD and /LP-PB', () => {
  it.each(['ED', 'CD', 'PB'])('/LP-%s-*: Free Consultation, offers, blueprint, trust stats, services with testimonials, the offer, FAQ and a call-now line', (group) => {
    setRuntimeConfig({ offers: { firstProjectDiscount: '50%', discount: '50%', year: '2027' }, phone: '(212) 555-0147' });
    renderAd(group);
    expect(screen.getByRole('link', { name: 'Free Consultation' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your Free Consultation Includes' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Blueprint$/ })).toBeInTheDocument();
    const stats = screen.getByRole('heading', { name: 'Why Authors Trust Us' }).closest('section')!;
    for (const value of ['1200+', '1000+', '500+', '4.9/5']) expect(within(stats).getByText(value)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What Our Authors Say' })).toBeInTheDocument();
    const offer = screen.getByRole('heading', { name: 'Limited-Time Offer: 50% Off for 2027' }).closest('section')!;
    expect(within(offer).getAllByRole('listitem')).toHaveLength(3);
    expect(within(offer).getAllByText(/free formatting/).length).toBeGreaterThan(0);
    expect(screen.getByRole('region', { name: 'Frequently Asked Questions' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: unbreakablePhone('(212) 555-0147') })).toHaveAttribute('href', 'tel:+12125550147');
  });
});

describe("a call to action that goes to the footer form", () => {
  it('is a link to the footer form, which works without scripts, and where the page runs scrolls there and moves focus to it', async () => {
    renderAd('GN');
    const cta = screen.getByRole('link', { name: 'Get My Free Consultation' });
    expect(cta).toHaveAttribute('href', '#footer-form');
    const footerForm = await screen.findByRole('region', { name: /at the end of the page$/ });
    // jsdom lays nothing out and has no scrollIntoView: the footer form is given one that records the request.
    const scrollIntoView = jest.fn<void, [ScrollIntoViewOptions?]>();
    footerForm.scrollIntoView = scrollIntoView;
    expect(fireEvent.click(cta)).toBe(false);
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(footerForm).toHaveFocus();
  });
});
