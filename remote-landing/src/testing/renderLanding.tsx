import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useSearchParams } from '@bookcraft/shared/router';
import { forgetRemoteComponents } from '@bookcraft/shared/federation';
import { standInRemoteModules } from '@bookcraft/testing/federationRuntime';

interface StandInProps {
  formType: string;
  title?: string;
  choosePlan?: boolean;
}

/**
 * Renders a landing page in a router, with a small stand-in for each form
 * the page loads from the forms remote (jsdom cannot load another build):
 * the stand-in names the module and the form type it was given, and a form
 * that chooses a plan says which package the URL names.
 */
export function renderLanding(ui: ReactElement, url = '/') {
  forgetRemoteComponents();
  standInRemoteModules(async (id) => ({
    default: ({ formType, title, choosePlan }: StandInProps) => {
      const [searchParams] = useSearchParams();
      return (
        <section aria-label={`${id.split('/')[1]} (${formType})`}>
          {title && <h2>{title}</h2>}
          {choosePlan && <p>Plan chosen: {searchParams.get('package') ?? 'none'}</p>}
        </section>
      );
    },
  }));
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [url] });
  return { router, ...render(<RouterProvider router={router} />) };
}

/** Makes every media query match or not (jsdom has no layout). */
export function setWideScreen(wide: boolean) {
  window.matchMedia = ((media: string) => ({
    matches: wide && media.includes('min-width'),
    media,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}
