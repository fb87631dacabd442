import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { loadRuntimeConfig } from './federation/runtimeConfig';
import { registerAppRemotes } from './federation/remotes';
import { createAppRouter } from './routes/router';

async function start() {
  const config = await loadRuntimeConfig();
  registerAppRemotes(config);
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  createRoot(root).render(<RouterProvider router={createAppRouter()} />);
}

void start();
