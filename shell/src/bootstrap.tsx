import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { startLeadOutbox } from '@bookcraft/shared';
import { loadRuntimeConfig } from './federation/runtimeConfig';
import { registerAppRemotes } from '@bookcraft/shared/federation';
import { createAppRouter } from './routes/router';

async function start() {
  const config = await loadRuntimeConfig();
  registerAppRemotes(config);
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  // A transition lets React render in slices and yield to the browser: no long task while the page takes over.
  const app = createRoot(root);
  startTransition(() => app.render(<RouterProvider router={createAppRouter()} />));
  // Leads that could not be sent on an earlier visit go out now, and whenever the browser is back online.
  startLeadOutbox();
}

void start();
