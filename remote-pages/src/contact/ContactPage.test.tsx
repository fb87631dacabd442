import { screen, within } from '@testing-library/react';
import { setRuntimeConfig } from '@bookcraft/shared';
import { renderPage } from '../testing/renderPage';
import { ContactPage } from './ContactPage';
import { unbreakablePhone } from '@bookcraft/shared';

const ROUTE = '/contact/:service?/:package?';
const renderContact = (url: string) => renderPage(<ContactPage />, { url, path: ROUTE });
const FORM = { formType: 'General', title: 'Send us your details', submitText: 'Send' };

beforeEach(() => setRuntimeConfig({ phone: '(212) 555-0147', email: 'authors@bookcraft.test' }));

/** The props the page gave the forms remote's ./LandingForm, once it has loaded; beside it, "Pick a time" (./ConsultationPicker). */
async function formProps(remoteModules: { id: string; props: Record<string, unknown> }[]) {
  await screen.findByRole('region', { name: 'forms/LandingForm stand-in' });
  expect(new Set(remoteModules.map((use) => use.id))).toEqual(new Set(['forms/LandingForm', 'forms/ConsultationPicker']));
  return remoteModules.filter((use) => use.id === 'forms/LandingForm').at(-1)!.props;
}

describe('contact page', () => {
  it('without parameters: the family B form with nothing preselected, and the phone and e-mail links', async () => {
    const { remoteModules } = renderContact('/contact');
    expect(await formProps(remoteModules)).toEqual(FORM);
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Contact Us']);
    expect(screen.getByText(/Tell us about your book/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: unbreakablePhone('(212) 555-0147') })).toHaveAttribute('href', 'tel:+12125550147');
    expect(screen.getByRole('link', { name: 'authors@bookcraft.test' })).toHaveAttribute('href', 'mailto:authors@bookcraft.test');
    expect(document.title).toBe('Contact Us | Book Craft');
  });

  it('with a service: the service preselected and no package selector', async () => {
    const { remoteModules } = renderContact('/contact/ghostwriting');
    expect(await formProps(remoteModules)).toEqual({ ...FORM, service: 'Ghostwriting' });
    expect(screen.getByText('You are asking about Ghostwriting.')).toBeInTheDocument();
    expect(document.title).toBe('Contact Us about Ghostwriting | Book Craft');
  });

  it('with a service and a package: both handed to the form, which shows the package selector', async () => {
    const { remoteModules } = renderContact('/contact/ghostwriting/premium');
    expect(await formProps(remoteModules)).toEqual({ ...FORM, service: 'Ghostwriting', package: 'premium' });
    expect(screen.getByText('You are asking about Ghostwriting, premium package.')).toBeInTheDocument();
    expect(document.title).toBe('Contact Us about Ghostwriting, Premium Package | Book Craft');
  });

  it("reads a service page's slug as the form's service name", async () => {
    const { remoteModules } = renderContact('/contact/proofreading');
    expect(await formProps(remoteModules)).toMatchObject({ service: 'Editing & Proofreading' });
  });

  it('ignores a service or package it does not know', async () => {
    const { remoteModules } = renderContact('/contact/knitting/gold');
    expect(await formProps(remoteModules)).toEqual(FORM);
    expect(screen.getByText(/Tell us about your book/)).toBeInTheDocument();
  });

  it('falls back to the phone and e-mail links when the forms remote cannot load', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { remoteModules } = renderPage(<ContactPage />, { url: '/contact/ghostwriting', path: ROUTE, remotesDown: true });
    const fallback = (await screen.findByRole('heading', { level: 2, name: 'Send us your details' })).parentElement!;
    expect(within(fallback).getByRole('link', { name: unbreakablePhone('(212) 555-0147') })).toHaveAttribute('href', 'tel:+12125550147');
    expect(within(fallback).getByRole('link', { name: 'authors@bookcraft.test' })).toHaveAttribute('href', 'mailto:authors@bookcraft.test');
    expect(remoteModules).toEqual([]);
    jest.restoreAllMocks();
  });
});
