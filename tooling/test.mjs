// `npm test`: every test layer, each timed; a table of the times at the end (also when a layer fails,
// which stops the run), so the next change that costs minutes is seen at once. With
// LAYER_TIMINGS=<file>, the steps already timed there (.ci/run's installs) head the table.
//
// The first stage's layers run side by side: none of them times anything or waits on a timeout (type
// checking, import and test-file rules, the build), so sharing the two cores costs them nothing but
// wall time, and the build is ready before the first layer that needs it. Every later stage runs
// alone: its tests wait on sockets, browsers and containers with timeouts a neighbour's load would
// turn into failures (docs/development.md, "Side by side, and one after another").
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const STAGES = [
  [
    ['types', 'typecheck'],
    ['build', 'build:if-needed'],
    ['imports', 'lint:imports'],
    ['unused', 'lint:unused'],
    ['test files', 'lint:tests'],
  ],
  [['unit (jest)', 'test:unit']],
  [['server', 'test:server']],
  [['deploy', 'test:deploy']],
  [['bench tools', 'test:bench']],
  [['e2e', 'test:e2e']],
  [['compose', 'test:compose']],
];

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/**
 * Runs one layer; its time and whether it passed. A layer alone prints as it goes; beside others,
 * its output is held and printed whole when it ends, so no two layers' lines interleave.
 */
function runLayer([layer, script], alone) {
  const started = Date.now();
  const child = spawn(npm, ['run', '--silent', script], { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.once('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      if (!alone) process.stdout.write(`\n── ${layer} (${seconds} s) ──\n${Buffer.concat(output).toString()}`);
      resolve({ layer, seconds, ok: code === 0 });
    });
  });
}

function timingTable(rows, wall) {
  const width = Math.max(...rows.map((row) => row.layer.length), 'layer'.length, 'wall time'.length);
  const line = (layer, seconds, note = '') => `${layer.padEnd(width)}  ${String(seconds).padStart(6)} s  ${note}`.trimEnd();
  const minutes = (seconds) => `(${(seconds / 60).toFixed(1)} min)`;
  return [line('layer', 'time'), ...rows.map((row) => line(row.layer, row.seconds, `${row.ok ? '' : 'FAILED '}${row.beside ? '(side by side)' : ''}`)), line('wall time', wall, minutes(wall))].join('\n');
}

const earlier = process.env.LAYER_TIMINGS && existsSync(process.env.LAYER_TIMINGS) ? JSON.parse(readFileSync(process.env.LAYER_TIMINGS, 'utf8')) : [];
const started = Date.now();
const timings = [];
let failed;
for (const stage of STAGES) {
  const results = await Promise.all(stage.map((layer) => runLayer(layer, stage.length === 1)));
  timings.push(...results.map((result) => ({ ...result, beside: stage.length > 1 })));
  failed = results.find((result) => !result.ok)?.layer;
  if (failed) break;
}

const wall = earlier.reduce((sum, row) => sum + row.seconds, 0) + Math.round((Date.now() - started) / 1000);
console.log(`\nTime per layer${failed ? `, stopped at ${failed}` : ''}:\n${timingTable([...earlier, ...timings], wall)}`);
process.exit(failed ? 1 : 0);
