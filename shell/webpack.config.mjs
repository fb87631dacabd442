import { createConfig } from '../tooling/webpack.mjs';

export default createConfig({
  dir: import.meta.dirname,
  name: 'shell',
  host: true,
  port: 3000,
  // /assets/leave.js: the short-visit beacon, loaded by the boot script on every page without the shell (see its
  // file); under /assets/ so that wherever the shell's files are served (the server, nginx), it is too.
  standalone: { 'assets/leave': './src/tracking/leave.ts' },
});
