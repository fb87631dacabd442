// Runs this remote alone (npm run dev -w @bookcraft/remote-pages): every exposed page on its own route.
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, useParams } from '@bookcraft/shared/router';
import { setRuntimeConfig } from '@bookcraft/shared';
import { registerAppRemotes } from '@bookcraft/shared/federation';
import { AboutPage } from './about/AboutPage';
import { BlogListPage } from './blog/BlogListPage';
import { BlogPostPage } from './blog/BlogPostPage';
import { ContactPage } from './contact/ContactPage';
import { HelpArticlePage } from './help/HelpArticlePage';
import { HelpPage } from './help/HelpPage';
import { HomePage } from './home/HomePage';
import { LegalPage } from './legal/LegalPage';
import { ServicePage } from './services/ServicePage';
import { ServicesPage } from './services/ServicesPage';
import { ThankYouPage } from './thankYou/ThankYouPage';

function StandaloneServicePage() {
  const { '*': slug = '' } = useParams();
  return <ServicePage key={slug} slug={slug} />;
}

// Alone, the contact page still shows the real form: from the forms remote's own dev server.
registerAppRemotes(setRuntimeConfig({ remotes: { forms: 'http://localhost:3003/mf-manifest.json' } as never }));

const router = createBrowserRouter([
  { path: '/', element: <HomePage /> },
  { path: '/about-us', element: <AboutPage /> },
  { path: '/services', element: <ServicesPage /> },
  { path: '/services/*', element: <StandaloneServicePage /> },
  { path: '/blogs', element: <BlogListPage /> },
  { path: '/blog/:id', element: <BlogPostPage /> },
  { path: '/help', element: <HelpPage /> },
  { path: '/help/:slug', element: <HelpArticlePage /> },
  { path: '/contact/:service?/:package?', element: <ContactPage /> },
  { path: '/terms', element: <LegalPage document="terms" /> },
  { path: '/privacy', element: <LegalPage document="privacy" /> },
  { path: '/thankyou', element: <ThankYouPage /> },
]);

createRoot(document.getElementById('root')!).render(<RouterProvider router={router} />);
