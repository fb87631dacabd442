import { createConfig } from '../tooling/webpack.mjs';

export default createConfig({
  dir: import.meta.dirname,
  name: 'chat',
  port: 3004,
  exposes: {
    './ChatWidget': './src/exposes/ChatWidget.ts',
  },
  // The partner embed, /remotes/chat/embed.js: a plain script for other sites.
  standalone: { embed: './src/embed/index.ts' },
});
