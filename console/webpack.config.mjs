import { createAppConfig } from '../tooling/webpack.mjs';

// The staff console: its page is sent at /agent, its scripts served under /console/.
export default createAppConfig({ dir: import.meta.dirname, name: 'console', title: 'Book Craft – Agent console', publicPath: '/console/', port: 3005 });
