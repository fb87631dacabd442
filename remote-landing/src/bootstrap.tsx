// Runs this remote alone (npm run dev -w @bookcraft/remote-landing).
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, useParams } from '@bookcraft/shared/router';
import { setRuntimeConfig } from '@bookcraft/shared';
import { registerAppRemotes } from '@bookcraft/shared/federation';
import { AdLandingPage } from './pages/AdLandingPage';
import { ServiceLandingPage } from './pages/ServiceLandingPage';

function StandaloneRoute() {
  const slug = useParams().slug ?? 'general';
  if (!slug.startsWith('LP-')) return <ServiceLandingPage slug={slug} formType="General" />;
  const [, group = 'GN', variant = 'GAD'] = slug.split('-');
  return <AdLandingPage group={group} variant={variant} />;
}

// Alone, this remote still shows the real forms: from the forms remote's own dev server.
registerAppRemotes(setRuntimeConfig({ remotes: { forms: 'http://localhost:3003/mf-manifest.json' } as never }));

const router = createBrowserRouter([{ path: '/:slug?', element: <StandaloneRoute /> }]);

createRoot(document.getElementById('root')!).render(<RouterProvider router={router} />);
