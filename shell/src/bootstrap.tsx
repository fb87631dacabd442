import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from '@bookcraft/shared/router';
import { PRERENDERED_PATH_ATTRIBUTE, RENDER_TO_STRING_GLOBAL, startLeadOutbox } from '@bookcraft/shared';
import { loadRuntimeConfig } from './federation/runtimeConfig';
import { registerAppRemotes } from '@bookcraft/shared/federation';
import { createAppRouter } from './routes/router';

async function start() {
  const config = await loadRuntimeConfig();
  registerAppRemotes(config);
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  const app = <RouterProvider router={createAppRouter()} />;
  // The server's markup of this page is adopted, not replaced: each remote's part stays painted and is
  // hydrated when its code arrives. (Hydration renders in slices and yields to the browser by itself.)
  if (root.getAttribute(PRERENDERED_PATH_ATTRIBUTE) === window.location.pathname) hydrateRoot(root, app);
  else startTransition(() => createRoot(root).render(app));
  exposeRenderToString();
  // Leads that could not be sent on an earlier visit go out now, and whenever the browser is back online.
  startLeadOutbox();
}

/** While the build prerenders (it defines the global first), it can ask for the page's server markup. */
function exposeRenderToString() {
  const page = window as unknown as Record<string, unknown>;
  if (!(RENDER_TO_STRING_GLOBAL in page)) return;
  page[RENDER_TO_STRING_GLOBAL] = async () => (await import('./prerender/renderPage')).renderPage(window.location.pathname);
}

void start();
