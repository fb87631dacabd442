// `npm start`: build whatever is not built, then serve the whole composed site from one process.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { build, buildImagesIfNeeded, FRONTEND_PACKAGES, isBuilt } from './build.mjs';

const root = path.resolve(import.meta.dirname, '..');
await buildImagesIfNeeded();
const stale = FRONTEND_PACKAGES.filter((pkg) => !isBuilt(pkg));
if (stale.length > 0) {
  console.log(`Building ${stale.join(', ')} (first start or changed sources)...`);
  await build(stale);
}

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/src/main.ts')], { cwd: root, stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
