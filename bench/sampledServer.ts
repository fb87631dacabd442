// The server as `npm start` runs it, in a process of its own started with --expose-gc, so a benchmark
// (the soak, the sockets) can ask it over IPC for its memory after a full collection and its open files.
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { buildServer, loadConfig } from '@bookcraft/server';

export interface ServerSample {
  heapUsedBytes: number;
  rssBytes: number;
  /** Outside the V8 heap: buffers, and PGlite's WebAssembly memory. */
  externalBytes: number;
  /** Every open file descriptor: sockets, pipes, files. */
  openFiles: number;
  /**
   * Of those, the database's own: PGlite's table files (opened the first time a table is touched, then
   * kept) or the PostgreSQL pool's connections (up to its size while busy). Held on purpose, and bounded.
   */
  databaseFiles: number;
}

const collect = globalThis.gc;
if (!collect) throw new Error('Start the sampled server with --expose-gc');

const config = loadConfig();
const databaseDir = path.join(config.dataDir, 'pglite');
const databasePort = config.databaseUrl ? Number(new URL(config.databaseUrl).port || 5432) : undefined;

/** The socket inodes of this process's TCP connections to `port`. */
function connectionsTo(port: number | undefined): Set<string> {
  const inodes = new Set<string>();
  if (port === undefined) return inodes;
  for (const table of ['/proc/self/net/tcp', '/proc/self/net/tcp6']) {
    let lines: string[] = [];
    try {
      lines = readFileSync(table, 'utf8').split('\n').slice(1);
    } catch {
      continue;
    }
    for (const line of lines) {
      // sl local_address rem_address st tx_queue:rx_queue tr:tm->when retrnsmt uid timeout inode
      const fields = line.trim().split(/\s+/);
      if (fields.length > 9 && parseInt(fields[2]!.split(':')[1]!, 16) === port) inodes.add(fields[9]!);
    }
  }
  return inodes;
}

function openFiles(): string[] {
  return readdirSync('/proc/self/fd').map((fd) => {
    try {
      return readlinkSync(`/proc/self/fd/${fd}`);
    } catch {
      return ''; // the descriptor that listed the folder, closed since
    }
  });
}

async function sample(): Promise<ServerSample> {
  // Several passes, a turn apart: finalizers and weak references let go of more on the next one.
  for (let pass = 0; pass < 3; pass += 1) {
    collect!();
    await nextTurn();
  }
  const memory = process.memoryUsage();
  const files = openFiles();
  const pool = connectionsTo(databasePort);
  const ownedByDatabase = (target: string) => target.startsWith(databaseDir) || pool.has(/^socket:\[(\d+)\]$/.exec(target)?.[1] ?? '');
  return {
    heapUsedBytes: memory.heapUsed,
    rssBytes: memory.rss,
    externalBytes: memory.external,
    openFiles: files.length,
    databaseFiles: files.filter(ownedByDatabase).length,
  };
}

const server = await buildServer(config);
const url = await server.listen();
process.on('message', (message) => {
  if (message === 'sample') void sample().then((measured) => process.send!(measured));
});
process.once('SIGTERM', () => void server.close().finally(() => process.exit(0)));
console.log(`sampled server ready at ${url}`);
