// Runs this remote alone (npm run dev -w @bookcraft/remote-pages): every exposed page on its own route.
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { HomePage } from './pages/HomePage';
import { AboutPage } from './pages/AboutPage';
import { ServicesPage } from './pages/ServicesPage';
import { ServicePage } from './pages/ServicePage';
import { BlogListPage } from './pages/BlogListPage';
import { BlogPostPage } from './pages/BlogPostPage';
import { ContactPage } from './pages/ContactPage';
import { LegalPage } from './pages/LegalPage';
import { ThankYouPage } from './pages/ThankYouPage';

const router = createBrowserRouter([
  { path: '/', element: <HomePage /> },
  { path: '/about-us', element: <AboutPage /> },
  { path: '/services', element: <ServicesPage /> },
  { path: '/services/*', element: <ServicePage slug="publishing" /> },
  { path: '/blogs', element: <BlogListPage /> },
  { path: '/blog/:id', element: <BlogPostPage /> },
  { path: '/contact/:service?/:package?', element: <ContactPage /> },
  { path: '/terms', element: <LegalPage document="terms" /> },
  { path: '/privacy', element: <LegalPage document="privacy" /> },
  { path: '/thankyou', element: <ThankYouPage /> },
]);

createRoot(document.getElementById('root')!).render(<RouterProvider router={router} />);
