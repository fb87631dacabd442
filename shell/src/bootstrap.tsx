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
  createRoot(root).render(<RouterProvider router={createAppRouter()} />);
  // Leads that could not be sent on an earlier visit go out now, and whenever the browser is back online.
  startLeadOutbox();
}

void start();
