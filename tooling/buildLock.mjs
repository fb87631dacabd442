// One build at a time in a checkout. Server test files that need the site built (pages rendered in
// Node, the experiments') ask for a build, and so may a developer's `npm start` beside them: the
// second waits for the first and then finds everything built, instead of two webpack runs writing
// the same dist folders.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether the process that took the lock has ended without giving it back (killed, or crashed). */
function holderGone(lock) {
  let pid;
  try {
    pid = Number(readFileSync(path.join(lock, 'pid'), 'utf8'));
  } catch {
    return false; // Taken a moment ago: its holder has not written its pid yet.
  }
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return error.code === 'ESRCH';
  }
}

export async function withBuildLock(root, work) {
  const lock = path.join(root, '.build-lock');
  let said = false;
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(path.join(lock, 'pid'), String(process.pid));
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      if (holderGone(lock)) rmSync(lock, { recursive: true, force: true });
      else {
        if (!said) console.log('Another build is running in this checkout: waiting for it.');
        said = true;
        await sleep(500);
      }
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}
