// `npm test`: every test layer in order, each timed; a table of the times at the end (also when a layer
// fails, which stops the run), so the next change that costs minutes is seen at once. With
// LAYER_TIMINGS=<file>, the steps already timed there (.ci/run's installs) head the table.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const LAYERS = [
  ['types', 'typecheck'],
  ['imports', 'lint:imports'],
  ['unused', 'lint:unused'],
  ['test files', 'lint:tests'],
  ['unit (jest)', 'test:unit'],
  ['build', 'build:if-needed'],
  ['server', 'test:server'],
  ['deploy', 'test:deploy'],
  ['bench tools', 'test:bench'],
  ['e2e', 'test:e2e'],
  ['compose', 'test:compose'],
];

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const earlier = process.env.LAYER_TIMINGS && existsSync(process.env.LAYER_TIMINGS) ? JSON.parse(readFileSync(process.env.LAYER_TIMINGS, 'utf8')) : [];
const timings = [];
let failed;
for (const [layer, script] of LAYERS) {
  const started = Date.now();
  const run = spawnSync(npm, ['run', '--silent', script], { stdio: 'inherit' });
  timings.push({ layer, seconds: Math.round((Date.now() - started) / 1000), ok: run.status === 0 });
  if (run.status !== 0) {
    failed = layer;
    break;
  }
}

function timingTable(rows) {
  const width = Math.max(...rows.map((row) => row.layer.length), 'layer'.length);
  const total = rows.reduce((sum, row) => sum + row.seconds, 0);
  const line = (layer, seconds, note = '') => `${layer.padEnd(width)}  ${String(seconds).padStart(6)} s  ${note}`.trimEnd();
  return [line('layer', 'time'), ...rows.map((row) => line(row.layer, row.seconds, row.ok ? '' : 'FAILED')), line('total', total, `(${(total / 60).toFixed(1)} min)`)].join('\n');
}

console.log(`\nTime per layer${failed ? `, stopped at ${failed}` : ''}:\n${timingTable([...earlier, ...timings])}`);
process.exit(failed ? 1 : 0);
