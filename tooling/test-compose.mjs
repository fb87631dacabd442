// `npm run test:compose`: the docker-compose test (e2e/compose/), on a machine where a Docker engine
// answers. .ci/run sets BOOKCRAFT_COMPOSE_TEST=required: there a missing engine fails the run.
import { execFileSync, spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

function dockerAnswers() {
  try {
    execFileSync('docker', ['info'], { stdio: 'ignore', timeout: 15_000 });
    return true;
  } catch {
    return false;
  }
}

if (!dockerAnswers()) {
  if (process.env.BOOKCRAFT_COMPOSE_TEST === 'required') {
    console.error('The docker-compose test is required here, and no Docker engine answers (docker info).');
    process.exit(1);
  }
  // Said like node:test's own skips, so a laptop's `npm test` lists it with the rest of what it did not run.
  console.log('﹣ the docker-compose test (e2e/compose/runs-under-docker-compose.spec.ts) # SKIP no Docker engine answers here (docker info); .ci/run always runs it (BOOKCRAFT_COMPOSE_TEST=required)');
  process.exit(0);
}
const test = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', 'e2e/compose/runs-under-docker-compose.spec.ts'], { cwd: root, stdio: 'inherit' });
process.exit(test.status ?? 1);
