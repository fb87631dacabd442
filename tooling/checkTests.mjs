// `npm run lint:tests` (first steps of `npm test`): every test file says what it did. It fails on a focused
// test (.only), a skip without a reason, a todo, and a fixed sleep a test waits out (a sleep before an
// assertion): a test waits for a condition or a marker event instead. The few sleeps that are not waits
// for the system are listed in ALLOWED, each with why.
//
//   node tooling/checkTests.mjs [file or folder ...]   (the whole repository when none is given)
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const TEST_FILE = /\.(test\.tsx?|spec\.ts)$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'coverage', '.git', '.cache']);

/** What a test file may not hold, each with what to do instead. */
const RULES = [
  { name: 'focused test', pattern: /\b(?:it|test|describe|suite)\.only\s*\(|\bonly:\s*true\b|\bf(?:it|describe)\s*\(/, fix: 'remove .only / { only: true }: it hides every other test' },
  { name: 'skip without a reason', pattern: /\b(?:it|test|describe|suite)\.skip\s*\(|\bx(?:it|describe|test)\s*\(|\bskip:\s*(?:true|''|""|``)\s*[,}]|\bt\.skip\(\s*\)/, fix: "give the reason: `{ skip: 'TEST_REDIS_URL is not set: …' }` or t.skip('why')" },
  { name: 'todo', pattern: /\b(?:it|test|describe|suite)\.todo\s*\(|\btodo:\s*(?:true|'[^']*'|"[^"]*")|\bt\.todo\(/, fix: 'write the test, or leave the note in an issue' },
  {
    name: 'sleep before an assertion',
    // An awaited timer: `await new Promise(... setTimeout ...)`, `await sleep(…)` / `delay(…)` / `pause(…)`,
    // node:timers/promises' `await setTimeout(…)`, and Playwright's waitForTimeout.
    pattern: /\bawait\s+new\s+Promise\b.*\bsetTimeout\s*\(|\bawait\s+(?:sleep|delay|pause|wait|setTimeout|setTimeoutPromise)\s*\(|\.waitForTimeout\s*\(/,
    fix: 'wait for a condition (waitFor, eventually, a locator) or for a marker sent after what must not arrive',
  },
];

/** Sleeps that are not a test waiting out the system, by file and a piece of the line: each with why. */
const ALLOWED = [
  { file: 'shared/src/browser/pageReady.test.ts', line: 'setTimeout(resolve, 0)', why: 'one turn of the event loop, no time: shows that a promise has not settled yet' },
  { file: 'deploy/test/gatewayHeaders.test.ts', line: 'setTimeout(resolve, 100)', why: 'the polling interval of a loop that waits for nginx to answer' },
  { file: 'deploy/test/gatewayHeaders.test.ts', line: "includes('/LP-GN-GAD') && attempt < 50", why: 'the polling interval of a loop that waits for the access log line' },
  { file: 'server/test/databaseOutage.test.ts', line: 'await sleep(100);', why: 'the pace of the lead traffic the outage test keeps up, not a wait before an assertion' },
  { file: 'e2e/tests/is-live-when-painted.spec.ts', line: 'releaseAt - Date.now()', why: "a slow network, simulated in a route handler: the remotes' scripts arrive late on purpose" },
  { file: 'e2e/tests/is-followed-from-ad-to-lead.spec.ts', line: 'waitForTimeout(2_000)', why: 'the scenario is a two-second visit from an ad: the visitor stays that long, the test then waits for the row' },
  { file: 'e2e/compose/runs-under-docker-compose.spec.ts', line: 'setTimeout(resolve, 3_000)', why: 'traffic kept up for 3 s after a redeploy, then counted: the length of the load, not a wait for the system' },
];

function testFiles(start) {
  const stat = statSync(start);
  if (stat.isFile()) return TEST_FILE.test(start) ? [start] : [];
  return readdirSync(start, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : testFiles(path.join(start, entry.name));
    return TEST_FILE.test(entry.name) ? [path.join(start, entry.name)] : [];
  });
}

/** Comments are not code: a line's `//` tail (outside strings, roughly) is not checked. */
const code = (line) => line.replace(/(^|[^:'"`\\])\/\/.*$/, '$1');

const starts = process.argv.slice(2);
const files = (starts.length ? starts.map((start) => path.resolve(start)) : [root]).flatMap(testFiles);
const problems = [];
const allowanceUsed = new Set();
for (const file of files) {
  const relative = path.relative(root, file).split(path.sep).join('/');
  const lines = readFileSync(file, 'utf8').split('\n');
  lines.forEach((line, index) => {
    // An awaited timer promise written over two or three lines is read as one.
    const wrapped = /\bawait\s+new\s+Promise\b/.test(line) && !/setTimeout/.test(line) && /^\s*(?:\(?\w*\)?\s*=>\s*)?setTimeout\s*\(/m.test(lines.slice(index + 1, index + 3).join('\n'));
    const checked = code(line) + (wrapped ? ' setTimeout(' : '');
    for (const rule of RULES) {
      if (!rule.pattern.test(checked)) continue;
      const allowance = rule.name === 'sleep before an assertion' && ALLOWED.find((allowed) => allowed.file === relative && line.includes(allowed.line));
      if (allowance) {
        allowanceUsed.add(allowance);
        continue;
      }
      problems.push(`${relative}:${index + 1}: ${rule.name}: ${line.trim()}\n    ${rule.fix}`);
    }
  });
}
// An allowance whose line is gone is stale: the list stays as short as what it excuses.
if (!starts.length) for (const allowed of ALLOWED) if (!allowanceUsed.has(allowed)) problems.push(`tooling/checkTests.mjs: the allowance for ${allowed.file} ("${allowed.line}") matches nothing: remove it`);

if (problems.length) {
  console.error(`Test files that do not say what they did (${problems.length}):\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(`${files.length} test files: no .only, no skip without a reason, no todo, no sleep before an assertion (${ALLOWED.length} sleeps allowed, each with its reason in tooling/checkTests.mjs).`);
