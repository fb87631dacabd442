import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PRICING_PLANS } from '@bookcraft/shared';
import { ServiceLandingPage } from '../pages/ServiceLandingPage';
import { renderLanding, setWideScreen } from '../testing/renderLanding';

beforeEach(() => setWideScreen(true));

const renderPricingPage = (query = '') =>
  renderLanding(<ServiceLandingPage slug="book-publishing-services-pricing" formType="SelfPublishing" />, `/book-publishing-services-pricing${query}`);
const footerForm = () => screen.getByRole('region', { name: 'Ask About a Package, at the end of the page' });

/**
 * The footer form, which choosing a plan scrolls to. jsdom lays nothing out and has no scrollIntoView: this
 * one element is given one that records how it was asked to scroll (any other element asked would throw).
 */
function footerFormThatScrolls() {
  const form = footerForm();
  const scrollIntoView = jest.fn<void, [ScrollIntoViewOptions?]>();
  form.scrollIntoView = scrollIntoView;
  return { form, scrollIntoView };
}

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
    const { form, scrollIntoView } = footerFormThatScrolls();
    await user.click(screen.getByRole('button', { name: 'Choose Elite' }));
    expect(router.state.location.search).toBe('?utm_campaign=spring&package=elite');
    expect(within(form).getByText('Plan chosen: elite')).toBeInTheDocument();
    // The form itself is brought into view, its top first, and the keyboard arrives with the eye.
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(form).toHaveFocus();
  });

  it('a later choice replaces the earlier one', async () => {
    const user = userEvent.setup();
    const { router } = renderPricingPage('?package=starter');
    const { scrollIntoView } = footerFormThatScrolls();
    await user.click(screen.getByRole('button', { name: 'Choose Ultimate' }));
    expect(router.state.location.search).toBe('?package=ultimate');
    expect(await within(footerForm()).findByText('Plan chosen: ultimate')).toBeInTheDocument();
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
  });
});
