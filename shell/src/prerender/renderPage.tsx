import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from '@bookcraft/shared/router';
import { appRoutes } from '../routes/router';

/**
 * The page on screen as React server markup, for the build's prerender (tooling/prerender.ts).
 * It runs in the page once everything has rendered, so every remote's module is loaded and renders
 * at once, and what the markup holds is what the visitor's first render will hydrate.
 */
export function renderPage(pathname: string): string {
  return renderToString(<RouterProvider router={createMemoryRouter(appRoutes, { initialEntries: [pathname] })} />);
}
