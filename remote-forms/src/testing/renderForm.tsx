import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '@bookcraft/shared/router';
import { ToastHost } from '@bookcraft/shared/toasts';

/** Renders a form inside a router at `url` (query parameters included), beside the toaster, as the shell would. */
export function renderInRouter(ui: ReactElement, url = '/book-publishing-services') {
  const router = createMemoryRouter(
    [
      { path: '/thankyou', element: <h1>Thank You!</h1> },
      { path: '*', element: ui },
    ],
    { initialEntries: [url] },
  );
  return {
    router,
    ...render(
      <>
        <RouterProvider router={router} />
        <ToastHost />
      </>,
    ),
  };
}
