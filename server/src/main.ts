import { buildServer } from './app';
import { loadConfig } from './config';

const config = loadConfig();
const server = await buildServer(config);
const url = await server.listen();

if (config.staffPasswordGenerated) {
  console.log(`Staff sign-in for this run: ${config.staffEmail} / ${config.staffPassword} (set STAFF_PASSWORD to choose one)`);
}
console.log(`Book Craft ready at ${url} (database: ${server.db.kind})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close().finally(() => process.exit(0));
  });
}
