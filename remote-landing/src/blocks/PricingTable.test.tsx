import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PRICING_PLANS } from '@bookcraft/shared';
import { ServiceLandingPage } from '../pages/ServiceLandingPage';
import { renderLanding, setWideScreen } from '../testing/renderLanding';

beforeEach(() => {
  setWideScreen(true);
  Element.prototype.scrollIntoView = jest.fn();
});

const renderPricingPage = (query = '') =>
  renderLanding(<ServiceLandingPage slug="book-publishing-services-pricing" formType="SelfPublishing" />, `/book-publishing-services-pricing${query}`);
const footerForm = () => screen.getByRole('region', { name: 'Ask About a Package, at the end of the page' });

describe('the pricing table', () => {
  it('offers each of the six plans with a button of its own', async () => {
    renderPricingPage();
    await within(footerForm()).findByText('Plan chosen: none');
    const table = screen.getByRole('table');
    for (const { plan } of PRICING_PLANS) expect(within(table).getByRole('button', { name: `Choose ${plan}` })).toBeInTheDocument();
  });

  it('choosing a plan puts it in ?package= (keeping the other parameters) and takes the visitor to the footer form', async () => {
    const user = userEvent.setup();
    const { router } = renderPricingPage('?utm_campaign=spring');
    expect(await within(footerForm()).findByText('Plan chosen: none')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Choose Elite' }));
    expect(router.state.location.search).toBe('?utm_campaign=spring&package=elite');
    expect(within(footerForm()).getByText('Plan chosen: elite')).toBeInTheDocument();
    expect(footerForm()).toHaveFocus();
    expect(footerForm().scrollIntoView).toHaveBeenCalled();
  });

  it('a later choice replaces the earlier one', async () => {
    const user = userEvent.setup();
    const { router } = renderPricingPage('?package=starter');
    await user.click(screen.getByRole('button', { name: 'Choose Ultimate' }));
    expect(router.state.location.search).toBe('?package=ultimate');
    expect(await within(footerForm()).findByText('Plan chosen: ultimate')).toBeInTheDocument();
  });
});
