// `npm test`: every test layer, each timed; a table of the times at the end (also when a layer fails,
// which stops the run), so the next change that costs minutes is seen at once. With
// LAYER_TIMINGS=<file>, the steps already timed there (.ci/run's installs) head the table.
//
// Stages run one after another; the lanes of a stage run side by side, each lane's layers in order.
// The checks and jest keep both cores busy on their own, so they run alone. After them the server's
// tests (mostly waiting on sockets and databases) run beside the build and the browser tests: the
// two lanes share the machine well and the run takes the longer lane's time, not the sum. The first
// lane of a stage prints as it goes; the others print their output when they end.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const STAGES = [
  [
    [
      ['types', 'typecheck'],
      ['imports', 'lint:imports'],
      ['unused', 'lint:unused'],
      ['test files', 'lint:tests'],
      ['unit (jest)', 'test:unit'],
    ],
  ],
  [
    [
      ['build', 'build:if-needed'],
      ['e2e', 'test:e2e'],
    ],
    [
      ['server', 'test:server'],
      ['deploy', 'test:deploy'],
      ['bench tools', 'test:bench'],
    ],
  ],
  [[['compose', 'test:compose']]],
];

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const earlier = process.env.LAYER_TIMINGS && existsSync(process.env.LAYER_TIMINGS) ? JSON.parse(readFileSync(process.env.LAYER_TIMINGS, 'utf8')) : [];

/** Runs one npm script; `streamed` prints its output as it comes, otherwise it is handed back. */
function runScript(script, streamed) {
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', '--silent', script], { stdio: streamed ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => resolve({ ok: status === 0, output: Buffer.concat(output).toString() }));
  });
}

/** A lane's layers in order, stopping at the first that fails. */
async function runLane(lane, streamed) {
  const timings = [];
  const output = [];
  for (const [layer, script] of lane) {
    const started = Date.now();
    const run = await runScript(script, streamed);
    output.push(run.output);
    timings.push({ layer, seconds: Math.round((Date.now() - started) / 1000), ok: run.ok });
    if (!run.ok) break;
  }
  if (!streamed) console.log(`\n----- ${lane.map(([layer]) => layer).join(', ')} (ran beside the others) -----\n${output.join('')}`);
  return timings;
}

const timings = [];
let wall = 0;
for (const stage of STAGES) {
  const started = Date.now();
  const lanes = await Promise.all(stage.map((lane, index) => runLane(lane, index === 0)));
  wall += Math.round((Date.now() - started) / 1000);
  timings.push(...lanes.flatMap((rows, index) => rows.map((row) => ({ ...row, lane: stage.length > 1 ? index + 1 : undefined }))));
  if (timings.some((row) => !row.ok)) break;
}
const failed = timings.filter((row) => !row.ok).map((row) => row.layer);

function timingTable(rows) {
  const width = Math.max(...rows.map((row) => row.layer.length), 'layer'.length);
  const installs = earlier.reduce((sum, row) => sum + row.seconds, 0);
  const line = (layer, seconds, note = '') => `${layer.padEnd(width)}  ${String(seconds).padStart(6)} s  ${note}`.trimEnd();
  const noteOf = (row) => [row.ok ? '' : 'FAILED', row.lane ? `(side by side, lane ${row.lane})` : ''].filter(Boolean).join(' ');
  const total = installs + wall;
  return [line('layer', 'time'), ...rows.map((row) => line(row.layer, row.seconds, noteOf(row))), line('total', total, `(${(total / 60).toFixed(1)} min, wall clock)`)].join('\n');
}

console.log(`\nTime per layer${failed.length ? `, stopped at ${failed.join(', ')}` : ''}:\n${timingTable([...earlier, ...timings])}`);
process.exit(failed.length ? 1 : 0);
