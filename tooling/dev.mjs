// `npm run dev`: every front-end package on its own dev server and the API server with reload.
// Open http://localhost:3000; each remote also runs alone at its own port, the staff console at
// http://localhost:3005/agent.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const remotes = { pages: 3001, landing: 3002, forms: 3003, chat: 3004 };
const remoteUrls = Object.fromEntries(Object.entries(remotes).map(([name, port]) => [`REMOTE_${name.toUpperCase()}_URL`, `http://localhost:${port}/mf-manifest.json`]));

const children = [
  spawn('npm', ['run', 'dev', '-w', 'server'], { cwd: root, stdio: 'inherit', env: { ...process.env, ...remoteUrls } }),
  ...['shell', ...Object.keys(remotes).map((name) => `remote-${name}`), 'console'].map((pkg) => spawn('npm', ['run', 'dev', '-w', pkg], { cwd: root, stdio: 'inherit' })),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
