import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from '@bookcraft/shared/router';
import { PRERENDERED_PATH_ATTRIBUTE, startLeadOutbox } from '@bookcraft/shared';
import { loadRuntimeConfig } from './federation/runtimeConfig';
import { keepPaintedStaticParts, registerAppRemotes } from '@bookcraft/shared/federation';
import { createAppRouter } from './routes/router';

/** Renders the page (adopting its painted markup); index.ts reports a start-up that fails. */
export async function start() {
  const config = await loadRuntimeConfig();
  registerAppRemotes(config);
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  const app = <RouterProvider router={createAppRouter()} />;
  // The server's markup of this page is adopted, not replaced: each remote's part stays painted and is
  // hydrated when its code arrives. (Hydration renders in slices and yields to the browser by itself.) The API
  // answers it was rendered with are in the page too (useRemoteData's `preload`), so the first render matches it.
  if (root.getAttribute(PRERENDERED_PATH_ATTRIBUTE) === window.location.pathname) {
    keepPaintedStaticParts(root, window.location.pathname);
    hydrateRoot(root, app, { onRecoverableError: reportNotAdopted });
  }
  else startTransition(() => createRoot(root).render(app));
  // Leads that could not be sent on an earlier visit go out now, and whenever the browser is back online.
  startLeadOutbox();
}

/** Logged when React renders a painted part afresh (its snapshot and the code that runs it differ). */
const NOT_ADOPTED_WARNING = 'The painted page did not match the code that runs it; that part was rendered afresh';

/**
 * A painted part that does not match the code (a remote redeployed between the page's HTML and its
 * scripts, a snapshot older than the shell) is rendered afresh by React: the page works, so it is a
 * warning, not an uncaught error.
 */
function reportNotAdopted(error: unknown) {
  console.warn(NOT_ADOPTED_WARNING, error);
}
