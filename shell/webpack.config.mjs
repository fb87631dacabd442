import { createConfig } from '../tooling/webpack.mjs';

export default createConfig({ dir: import.meta.dirname, name: 'shell', host: true, port: 3000 });
