import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contactTopic, GHOSTWRITING_PAGES, on, pageTitle, SERVICE_LANDING_FORM_TYPES, SERVICE_PAGES, siteHeadFor } from '@bookcraft/shared';
import { SERVICE_CONTENT } from '../content/services';
import { SERVICE_SUMMARIES } from '../content/services/catalog';
import type { ServiceSlug } from '../content/services/types';
import { renderPage } from '../testing/renderPage';
import { ServicePage } from './ServicePage';

// The 13 service pages of requirements §2.1, from the requirements' route list rather than from the content under test.
const SLUGS = [...SERVICE_PAGES, ...GHOSTWRITING_PAGES].map((page) => page.path.replace('/services/', '') as ServiceSlug);

const renderService = (slug: string) => renderPage(<ServicePage slug={slug} />, { url: `/services/${slug}` });

describe('service pages', () => {
  it('has content for each of the 13 service pages, each with its own heading and copy', () => {
    expect(SLUGS).toHaveLength(13);
    expect(Object.keys(SERVICE_CONTENT).sort()).toEqual([...SLUGS].sort());
    const contents = SLUGS.map((slug) => SERVICE_CONTENT[slug]);
    for (const field of ['title', 'lead'] as const) expect(new Set(contents.map((content) => content[field])).size).toBe(13);
    expect(new Set(contents.map((content) => content.faq[0]!.question)).size).toBe(13);
  });

  describe.each(SLUGS)('/services/%s', (slug) => {
    const content = SERVICE_CONTENT[slug];
    const { name } = SERVICE_SUMMARIES[slug];

    it('has its own h1, process and FAQ', () => {
      renderService(slug);
      expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([content.title]);
      const process = screen.getByRole('list', { name: content.process.title });
      expect(within(process).getAllByRole('heading', { level: 3 }).map((step) => step.textContent)).toEqual(content.process.steps.map((step) => step.title));
      const faq = screen.getByRole('region', { name: 'Frequently asked questions' });
      expect(within(faq).getAllByRole('group')).toHaveLength(content.faq.length);
      for (const item of content.faq) expect(within(faq).getByText(item.question)).toBeInTheDocument();
    });

    it('links to its service landing page and to the contact page preselected for it', () => {
      renderService(slug);
      expect(Object.keys(SERVICE_LANDING_FORM_TYPES)).toContain(content.landing.path);
      expect(screen.getByRole('link', { name: content.landing.label })).toHaveAttribute('href', content.landing.path);
      const contactLinks = screen.getAllByRole('link', { name: `Contact us about ${name}` });
      expect(contactLinks.length).toBeGreaterThan(0);
      for (const link of contactLinks) {
        const [, , service] = link.getAttribute('href')!.split('/');
        expect(link.getAttribute('href')).toBe(`/contact/${service}`);
        // The contact page must recognise the service, or the form would not preselect it.
        expect(contactTopic(service).service).toBeDefined();
      }
    });

    it("opens the form popup with its landing page's form type, links to its contact page without scripts, and sets its head", async () => {
      const user = userEvent.setup();
      const requests: unknown[] = [];
      const stop = on('openFormPopup', (payload) => requests.push(payload));
      renderService(slug);
      const ctas = screen.getAllByRole('link', { name: content.cta.button });
      for (const cta of ctas) expect(cta).toHaveAttribute('href', `/contact/${slug.split('/')[0]}`);
      await user.click(ctas[0]!);
      stop();
      expect(requests).toEqual([{ formType: SERVICE_LANDING_FORM_TYPES[content.landing.path] }]);
      expect(document.title).toBe(pageTitle(siteHeadFor(`/services/${slug}`)!.title));
    });
  });

  it('gives the video trailer its 6-step process and 2 to 4 weeks', () => {
    renderService('video-trailer');
    expect(within(screen.getByRole('list', { name: 'Our 6-step production process' })).getAllByRole('listitem')).toHaveLength(6);
    expect(within(screen.getByRole('list', { name: 'Video Trailer in figures' })).getByText('2 to 4 weeks')).toBeInTheDocument();
  });

  it('sends a kind of ghostwriting to the Ghostwriting contact page, with the way back up to Ghostwriting', () => {
    renderService('ghostwriting/fiction');
    expect(screen.getAllByRole('link', { name: 'Contact us about Fiction Ghostwriting' })[0]).toHaveAttribute('href', '/contact/ghostwriting');
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Ghostwriting' })).toHaveAttribute('href', '/services/ghostwriting');
  });

  it('leads from the ghostwriting page to its four kinds', () => {
    renderService('ghostwriting');
    const kinds = within(screen.getByRole('list', { name: 'Choose the kind of book' })).getAllByRole('link');
    expect(kinds.map((link) => link.getAttribute('href'))).toEqual(GHOSTWRITING_PAGES.map((page) => page.path));
  });

  it('answers an unknown service with a not-found page', () => {
    renderService('knitting');
    expect(screen.getByRole('heading', { level: 1, name: 'Service not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all services' })).toHaveAttribute('href', '/services');
  });
});
