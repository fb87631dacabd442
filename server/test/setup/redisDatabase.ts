// Loaded into every server test file's process (package.json: `--import`), before the file itself: when
// TEST_REDIS_URL is set, the process claims a Redis database of its own (1 to 15) and points TEST_REDIS_URL
// at it, so test files that run side by side never share keys, rate-limit counters or socket.io streams.
// A claim lives in database 0 for CLAIM_SECONDS, renewed while the process runs and given back as it ends;
// one left by a process that died frees its database soon after.
import { createClient } from 'redis';

const CLAIM_SECONDS = 30;
const DATABASES = 15;

const clientOf = (url: string) => createClient({ url, socket: { connectTimeout: 5_000, reconnectStrategy: false } });

/** Runs `work` on a connection of its own, closed after: an open one would keep the test file's process alive. */
async function withRedis<T>(url: string, work: (client: ReturnType<typeof clientOf>) => Promise<T>): Promise<T> {
  const client = clientOf(url);
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.quit().catch(() => undefined);
  }
}

const claimKey = (database: number) => `bookcraft:test-database:${database}`;

async function claimDatabase(baseUrl: string): Promise<number> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const claimed = await withRedis(baseUrl, async (client) => {
      for (let database = 1; database <= DATABASES; database += 1) {
        if ((await client.set(claimKey(database), String(process.pid), { NX: true, EX: CLAIM_SECONDS })) === 'OK') return database;
      }
      return undefined;
    });
    if (claimed !== undefined) return claimed;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  throw new Error(`No free Redis database of ${DATABASES} in 20 s: are more test files running at once than there are databases?`);
}

function databaseUrl(baseUrl: string, database: number): string {
  const url = new URL(baseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

// The runner's own process starts none of the servers; each test file's process (NODE_TEST_CONTEXT) does.
const baseUrl = process.env.TEST_REDIS_URL;
if (baseUrl && process.env.NODE_TEST_CONTEXT) {
  const database = await claimDatabase(baseUrl);
  // Left over from a file that ended before it cleaned up: gone before this one starts.
  await withRedis(databaseUrl(baseUrl, database), (client) => client.flushDb());
  const renew = setInterval(() => void withRedis(baseUrl, (client) => client.expire(claimKey(database), CLAIM_SECONDS)).catch(() => undefined), (CLAIM_SECONDS / 3) * 1000);
  renew.unref();
  process.once('beforeExit', () => {
    clearInterval(renew);
    void withRedis(baseUrl, (client) => client.del(claimKey(database))).catch(() => undefined);
  });
  process.env.TEST_REDIS_URL = databaseUrl(baseUrl, database);
}
