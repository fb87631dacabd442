import { createConfig } from '../tooling/webpack.mjs';

export default createConfig({
  dir: import.meta.dirname,
  name: 'pages',
  port: 3001,
  exposes: {
    './HomePage': './src/exposes/HomePage.ts',
    './AboutPage': './src/exposes/AboutPage.ts',
    './ServicesPage': './src/exposes/ServicesPage.ts',
    './ServicePage': './src/exposes/ServicePage.ts',
    './BlogListPage': './src/exposes/BlogListPage.ts',
    './BlogPostPage': './src/exposes/BlogPostPage.ts',
    './HelpPage': './src/exposes/HelpPage.ts',
    './HelpArticlePage': './src/exposes/HelpArticlePage.ts',
    './ContactPage': './src/exposes/ContactPage.ts',
    './LegalPage': './src/exposes/LegalPage.ts',
    './ThankYouPage': './src/exposes/ThankYouPage.ts',
  },
});
