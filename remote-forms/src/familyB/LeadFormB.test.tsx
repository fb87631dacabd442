import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import toast from 'react-hot-toast';
import { createMemoryRouter, RouterProvider } from '@bookcraft/shared/router';
import { LEAD_MESSAGES as M, SERVICE_OPTIONS } from '@bookcraft/shared';
import { useStubApi } from '../testing/useStubApi';
import { renderInRouter } from '../testing/renderForm';
import { LeadFormB, type LeadFormBProps } from './LeadFormB';


const stub = useStubApi();
const sentLeads = stub.sentLeads;

beforeEach(() => {
  toast.remove();
});

type User = ReturnType<typeof userEvent.setup>;
const renderForm = (props: Partial<LeadFormBProps> = {}, url?: string) =>
  renderInRouter(<LeadFormB variant="landing" formType="Publishing" formId="test" {...props} />, url);
const optIn = () => screen.getByRole('checkbox', { name: /I agree to receive text messages/ });
const submitButton = () => screen.getByRole('button', { name: /^(Submit|Submitted|Sending…)$/ });

async function fillValid(user: User) {
  await user.type(screen.getByLabelText('First Name*'), 'Grace');
  await user.type(screen.getByLabelText('Last Name*'), 'Author');
  await user.type(screen.getByLabelText('Email*'), 'grace@example.com');
  await user.type(screen.getByLabelText('Phone Number*'), '2125550148');
  await user.click(screen.getByRole('checkbox', { name: 'Ghostwriting' }));
  await user.click(screen.getByRole('checkbox', { name: 'Video Trailer' }));
  await user.type(screen.getByLabelText('Tell Us About Your Book*'), 'A memoir.');
}

describe('family B form', () => {
  it('starts empty, lists the nine services and keeps Submit disabled until the opt-in is ticked', async () => {
    const user = userEvent.setup();
    renderForm();
    expect(screen.getByLabelText('First Name*')).toHaveValue('');
    const services = within(screen.getByRole('group', { name: 'Services you are interested in*' })).getAllByRole('checkbox');
    expect(services.map((box) => box.getAttribute('value'))).toEqual([...SERVICE_OPTIONS]);
    expect(submitButton()).toBeDisabled();
    await user.click(optIn());
    expect(submitButton()).toBeEnabled();
    await user.click(optIn());
    expect(submitButton()).toBeDisabled();
  });

  it('marks the opt-in as required, with the star of the other required fields', () => {
    renderForm();
    expect(optIn()).toBeRequired();
    expect(optIn().closest('label')).toHaveTextContent(/for help\.\s*\*$/);
  });

  it('says why Submit is disabled, on the button itself, until the opt-in is ticked', async () => {
    const user = userEvent.setup();
    renderForm();
    expect(submitButton()).toBeDisabled();
    expect(submitButton()).toHaveAccessibleDescription('Tick the text-message consent to submit.');
    expect(screen.getByText('Tick the text-message consent to submit.')).toBeVisible();
    await user.click(optIn());
    expect(submitButton()).toBeEnabled();
    expect(submitButton()).not.toHaveAccessibleDescription();
    expect(screen.queryByText('Tick the text-message consent to submit.')).not.toBeInTheDocument();
  });

  it.each([
    ['First Name*', M.firstName],
    ['Last Name*', M.lastName],
    ['Email*', M.email],
    ['Phone Number*', M.phone],
    ['Tell Us About Your Book*', M.message],
  ])('landing form: %s says "%s" on submit', async (label, message) => {
    const user = userEvent.setup();
    renderForm();
    await user.click(optIn());
    await user.click(submitButton());
    expect(screen.getByLabelText(label)).toHaveAccessibleDescription(message);
    expect(sentLeads()).toHaveLength(0);
  });

  it(`landing form: the services say "${M.services}" until one is chosen`, async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(optIn());
    await user.click(submitButton());
    const ghostwriting = screen.getByRole('checkbox', { name: 'Ghostwriting' });
    expect(ghostwriting).toHaveAccessibleDescription(M.services);
    expect(ghostwriting).toHaveAttribute('aria-invalid', 'true');
  });

  it('landing form: rejects a malformed e-mail and phone', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('Email*'), 'grace.example.com');
    await user.type(screen.getByLabelText('Phone Number*'), '21255');
    await user.click(optIn());
    await user.click(submitButton());
    expect(screen.getByLabelText('Email*')).toHaveAccessibleDescription(M.email);
    expect(screen.getByLabelText('Phone Number*')).toHaveAccessibleDescription(M.phone);
  });

  it.each([
    ['Email*', M.emailRequired],
    ['Phone Number*', M.phoneRequired],
    ['First Name*', M.firstName],
    ['Last Name*', M.lastName],
    ['Tell Us About Your Book*', M.message],
  ])('footer form: an empty %s says "%s" (the first-name error shows too)', async (label, message) => {
    const user = userEvent.setup();
    renderForm({ variant: 'footer' });
    await user.click(optIn());
    await user.click(submitButton());
    expect(screen.getByLabelText(label)).toHaveAccessibleDescription(message);
  });

  it('footer form: an e-mail outside the footer pattern (2–4 letter domain) is refused', async () => {
    const user = userEvent.setup();
    renderForm({ variant: 'footer' });
    await user.type(screen.getByLabelText('Email*'), 'grace@example.museum');
    await user.click(optIn());
    await user.click(submitButton());
    expect(screen.getByLabelText('Email*')).toHaveAccessibleDescription(M.email);
  });

  it('sends once with the services joined by commas, shows "👍 Submitted." and resets the fields', async () => {
    const user = userEvent.setup();
    renderForm();
    await fillValid(user);
    await user.click(optIn());
    await user.click(submitButton());
    expect(await screen.findByText('👍 Submitted.')).toBeInTheDocument();
    expect(sentLeads()).toHaveLength(1);
    expect(sentLeads()[0]!.body).toMatchObject({
      formFamily: 'B',
      variant: 'landing',
      formType: 'Publishing',
      first_name: 'Grace',
      last_name: 'Author',
      phone: '(212) 555-0148',
      service: 'Ghostwriting, Video Trailer',
      optIn: true,
    });
    await waitFor(() => expect(screen.getByLabelText('First Name*')).toHaveValue(''));
    expect(screen.getByRole('checkbox', { name: 'Ghostwriting' })).not.toBeChecked();
    expect(optIn()).not.toBeChecked();
    expect(submitButton()).toHaveTextContent('Submit');
  });

  it('shows "Loading..." while sending and "Submitted" on the footer button after success', async () => {
    const user = userEvent.setup();
    let answer!: () => void;
    stub.api.respondWith(() => new Promise((resolve) => (answer = () => resolve({ status: 201, body: { id: 'lead-f', status: 'received' } }))));
    renderForm({ variant: 'footer' });
    await fillValid(user);
    await user.click(optIn());
    await user.click(submitButton());
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
    await waitFor(() => expect(sentLeads()).toHaveLength(1));
    answer();
    await waitFor(() => expect(submitButton()).toHaveTextContent('Submitted'));
    expect(screen.getByText('👍 Submitted.')).toBeInTheDocument();
  });

  it('keeps what was typed and shows "❌ Failed, please try again." when the lead cannot be sent', async () => {
    const user = userEvent.setup();
    stub.api.respondWith(() => ({ status: 503, body: { error: 'The service is briefly unavailable, please try again in a moment' } }));
    renderForm();
    await fillValid(user);
    await user.click(optIn());
    await user.click(submitButton());
    expect(await screen.findByText('❌ Failed, please try again.')).toBeInTheDocument();
    expect(screen.getByLabelText('First Name*')).toHaveValue('Grace');
    expect(screen.getByRole('checkbox', { name: 'Ghostwriting' })).toBeChecked();
  });

  it("maps the server's `service` error to the services choice", async () => {
    const user = userEvent.setup();
    stub.api.respondWith(() => ({ status: 400, body: { error: 'Invalid request', fields: { service: M.services } } }));
    renderForm();
    await fillValid(user);
    await user.click(optIn());
    await user.click(submitButton());
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Ghostwriting' })).toHaveAccessibleDescription(M.services));
  });
});

describe("the server's markup, which a visitor without scripts uses", () => {
  const page = document.createElement('div');
  afterEach(() => page.remove());

  it('marks the box required, keeps Submit enabled (the server checks the opt-in) and says on it that the box must be ticked', () => {
    page.innerHTML = renderToString(<RouterProvider router={createMemoryRouter([{ path: '*', element: <LeadFormB variant="footer" formType="Publishing" formId="painted" /> }])} />);
    document.body.append(page);
    const painted = within(page);
    const box = painted.getByRole('checkbox', { name: /I agree to receive text messages/ });
    expect(box).toBeRequired();
    expect(box.closest('label')).toHaveTextContent(/for help\.\s*\*$/);
    expect(painted.getByRole('button', { name: 'Submit' })).toBeEnabled();
    expect(painted.getByRole('button', { name: 'Submit' })).toHaveAccessibleDescription('Tick the text-message consent to submit.');
  });
});

describe('query parameters (requirements §2.5)', () => {
  it('preselects the service named by ?service=', () => {
    renderForm({}, '/contact?service=cover-design');
    expect(screen.getByRole('checkbox', { name: 'Cover Design & Illustration' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Ghostwriting' })).not.toBeChecked();
  });

  it('shows the package selector with the package of ?package=, and only then', () => {
    renderForm({}, '/book-publishing-services-pricing?package=premium');
    const select = screen.getByLabelText('Package') as HTMLSelectElement;
    expect(select.value).toBe('premium');
    expect([...select.options].map((option) => option.value).filter(Boolean)).toEqual(['standard', 'classic', 'premium', 'advanced']);
  });

  it('has no package selector without a package', () => {
    renderForm();
    expect(screen.queryByLabelText('Package')).not.toBeInTheDocument();
  });

  it('takes the service and package from props too (the contact page path)', () => {
    renderForm({ service: 'ghostwriting', package: 'classic' });
    expect(screen.getByRole('checkbox', { name: 'Ghostwriting' })).toBeChecked();
    expect(screen.getByLabelText('Package')).toHaveValue('classic');
  });
});

describe('the pricing page: a plan chosen (requirements §9 plans, sold as the §3.1 packages)', () => {
  const pricingPage = '/book-publishing-services-pricing';
  const renderPricingForm = (query: string) => renderForm({ variant: 'footer', formType: 'SelfPublishing', choosePlan: true }, `${pricingPage}${query}`);
  const packageSelect = () => screen.getByLabelText('Package') as HTMLSelectElement;
  const selectedLabel = () => packageSelect().selectedOptions[0]!.textContent;

  it('lists the six plans with their prices and selects the plan of ?package=', () => {
    renderPricingForm('?package=elite');
    const plans = [...packageSelect().options].filter((option) => option.value).map((option) => option.textContent);
    expect(plans).toEqual(['Starter — $399', 'Essential — $799', 'Professional — $1,299', 'Premium — $2,599', 'Elite — $6,599', 'Ultimate — $11,899']);
    expect(selectedLabel()).toBe('Elite — $6,599');
  });

  it('sends the plan with the package it is sold as', async () => {
    const user = userEvent.setup();
    renderPricingForm('?package=starter');
    await fillValid(user);
    await user.selectOptions(packageSelect(), 'Professional — $1,299');
    await user.click(optIn());
    await user.click(submitButton());
    await waitFor(() => expect(sentLeads()).toHaveLength(1));
    expect(sentLeads()[0]!.body).toMatchObject({ formType: 'SelfPublishing', package: 'classic', plan: 'Professional' });
  });

  it('follows a plan chosen on the page without losing what was typed, even the same plan again', async () => {
    const user = userEvent.setup();
    const { router } = renderPricingForm('?package=starter');
    await user.type(screen.getByLabelText('First Name*'), 'Grace');
    await act(() => router.navigate(`${pricingPage}?package=ultimate`, { replace: true }));
    expect(selectedLabel()).toBe('Ultimate — $11,899');
    expect(screen.getByLabelText('First Name*')).toHaveValue('Grace');
    await user.selectOptions(packageSelect(), 'Essential — $799');
    await act(() => router.navigate(`${pricingPage}?package=ultimate`, { replace: true }));
    expect(selectedLabel()).toBe('Ultimate — $11,899');
  });

  it('shows the plans once a plan is first chosen on a page opened without ?package=', async () => {
    const { router } = renderPricingForm('');
    expect(screen.queryByLabelText('Package')).not.toBeInTheDocument();
    await act(() => router.navigate(`${pricingPage}?package=premium`, { replace: true }));
    expect(selectedLabel()).toBe('Premium — $2,599');
  });

  it('elsewhere keeps the four packages: a plan named in ?package= stands for its package, and no plan is sent', async () => {
    const user = userEvent.setup();
    renderForm({}, '/book-publishing-services?package=elite');
    expect(packageSelect().value).toBe('advanced');
    await fillValid(user);
    await user.click(optIn());
    await user.click(submitButton());
    await waitFor(() => expect(sentLeads()).toHaveLength(1));
    expect(sentLeads()[0]!.body).toMatchObject({ package: 'advanced' });
    expect(sentLeads()[0]!.body).not.toHaveProperty('plan');
  });
});
