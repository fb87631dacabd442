import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrate, openPglite } from '@bookcraft/server';

// A new PGlite folder starts with PostgreSQL's initdb, which takes PGlite seconds; a test server or
// site needs one every time it starts. One folder with every migration applied is made once for this
// tree's migrations, and each server gets a copy of it, as `npm start` would have left it. The server
// still runs its migrations at start, finding every one applied.

const MIGRATIONS = path.resolve(import.meta.dirname, '../../server/src/core/db/migrations');

/** The template's folder, named by what it holds: a changed migration makes another. */
function templateDir(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(MIGRATIONS).sort()) hash.update(file).update(readFileSync(path.join(MIGRATIONS, file)));
  return path.join(tmpdir(), `bookcraft-pglite-${hash.digest('hex').slice(0, 16)}`);
}

async function madeTemplate(): Promise<string> {
  const ready = templateDir();
  if (existsSync(ready)) return ready;
  // Made aside and renamed into place whole: a test file beside this one never copies half of it.
  const making = mkdtempSync(`${ready}-making-`);
  const db = await openPglite(making);
  await migrate(db);
  await db.close();
  try {
    renameSync(making, ready);
  } catch {
    // Another test file made it first.
    rmSync(making, { recursive: true, force: true });
  }
  return ready;
}

/** Fills `folder` (the server's `<DATA_DIR>/pglite`) with a migrated database, unless it already holds one. */
export async function preparePglite(folder: string): Promise<void> {
  if (existsSync(folder)) return;
  cpSync(await madeTemplate(), folder, { recursive: true });
}
