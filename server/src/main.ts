import { buildServer } from './app';
import { loadConfig } from './core/config';
import { generatedPasswordFile } from './staff/generatedPassword';

const config = loadConfig();
const server = await buildServer(config);
const url = await server.listen();

if (!config.staffPassword) {
  console.log(`Staff sign-in: ${config.staffEmail}, with the password in ${generatedPasswordFile(config.dataDir)} (set STAFF_PASSWORD to choose one)`);
}
console.log(`Book Craft ready at ${url} (database: ${server.db.kind})`);

// docker stop waits 10 s before it kills: past the deadline, whatever is still under way is cut off.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    setTimeout(() => {
      server.app.log.error(`Shutdown took over ${config.shutdownTimeoutMs} ms: exiting with work still under way`);
      process.exit(1);
    }, config.shutdownTimeoutMs).unref();
    server.close().finally(() => process.exit(0));
  });
}
