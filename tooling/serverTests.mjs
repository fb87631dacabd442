// `npm run test:server`: the server's test files, two at a time (most of a file's time is waiting on
// sockets and databases), then the few that break things on purpose one at a time: they stop
// PostgreSQL's connections, Redis or a node, or build the site and drive hundreds of visitors, and
// time what follows, so a neighbour's load would make them measure the machine instead of the code.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

const ALONE = new Set([
  'databaseOutage.test.ts',
  'redisOutage.test.ts',
  'shutdown.test.ts',
  'restartDuringChat.test.ts',
  'routingAcrossNodes.test.ts',
  'siteFromContainers.test.ts',
  'experiments.test.ts',
  'leadExperiment.test.ts',
  'pagesRenderedInNode.test.ts',
]);

const files = readdirSync('server/test').filter((file) => file.endsWith('.test.ts'));
// A test that hangs fails after ten minutes with its name, rather than holding CI until its limit.
const run = (concurrency, chosen) =>
  spawnSync(process.execPath, ['--import', 'tsx', '--import', './server/test/setup/redisDatabase.ts', '--test', `--test-concurrency=${concurrency}`, '--test-timeout=600000', ...chosen.map((file) => `server/test/${file}`)], { stdio: 'inherit' }).status;

const side = run(2, files.filter((file) => !ALONE.has(file)));
const alone = run(1, files.filter((file) => ALONE.has(file)));
process.exit(side === 0 && alone === 0 ? 0 : 1);
