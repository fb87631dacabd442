import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { forgetRemoteComponents } from '@bookcraft/shared/federation';
import { standInRemoteModules } from '../../../tooling/testing/federationRuntime';

/**
 * Renders a landing page in a router, with a small stand-in for each form
 * the page loads from the forms remote (jsdom cannot load another build):
 * the stand-in names the module and the form type it was given.
 */
export function renderLanding(ui: ReactElement, url = '/') {
  forgetRemoteComponents();
  standInRemoteModules(async (id) => ({
    default: ({ formType, title }: { formType: string; title?: string }) => (
      <section aria-label={`${id.split('/')[1]} (${formType})`}>{title && <h2>{title}</h2>}</section>
    ),
  }));
  return render(<RouterProvider router={createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [url] })} />);
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
