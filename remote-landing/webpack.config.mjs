import { createConfig } from '../tooling/webpack.mjs';

export default createConfig({
  dir: import.meta.dirname,
  name: 'landing',
  port: 3002,
  exposes: {
    './AdLandingPage': './src/exposes/AdLandingPage.ts',
    './ServiceLandingPage': './src/exposes/ServiceLandingPage.ts',
  },
});
