import { createConfig } from '../tooling/webpack.mjs';

export default createConfig({
  dir: import.meta.dirname,
  name: 'shell',
  host: true,
  port: 3000,
  // /leave.js: the short-visit beacon, loaded by the boot script on every page without the shell (see its file).
  standalone: { leave: './src/tracking/leave.ts' },
});
