import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { soak } from '@bookcraft/bench/soak';
import { dropSchema, storageBackends } from './helpers';
import { assertRedisAnswers } from './helpers';

const MB = 1024 * 1024;

// The 30-second version of the bench's 10-minute soak (bench/soak.ts): a server process of its own,
// on this machine's PostgreSQL and Redis when the environment names them, PGlite otherwise.
describe('soak: 30 seconds of page loads, leads and chats', { timeout: 120_000 }, () => {
  it('answers every request without an error, and gives back its memory and file descriptors', async (t) => {
    const backends = await storageBackends(); // a set but silent TEST_DATABASE_URL fails here
    const env = await backends.filter((backend) => !backend.skip).at(-1)!.env();
    const redisUrl = process.env.TEST_REDIS_URL;
    if (redisUrl) await assertRedisAnswers(redisUrl);
    try {
      const result = await soak({ durationSeconds: 30, warmUpSeconds: 5, env: { ...env, ...(redisUrl ? { REDIS_URL: redisUrl } : {}) } });
      const { baseline, end, counts } = result;
      t.diagnostic(JSON.stringify({ counts, pagePaths: result.pagePaths, baseline, end }));

      assert.deepEqual(result.errors, [], 'no error answers');
      assert.ok(counts.pages >= 100 && counts.leads >= 50 && counts.visits >= 5 && counts.otherCalls >= 20, `too little traffic: ${JSON.stringify(counts)}`);
      // The database's own files and pooled connections are held on purpose; everything else must be let go.
      const held = (sample: typeof baseline) => sample.openFiles - sample.databaseFiles;
      assert.ok(held(end) - held(baseline) <= 2, `open files besides the database's went from ${held(baseline)} to ${held(end)}`);
      // After a full GC the heap is back near where it was; PGlite's own memory lives outside it.
      const heapGrowth = end.heapUsedBytes - baseline.heapUsedBytes;
      assert.ok(heapGrowth <= Math.max(8 * MB, baseline.heapUsedBytes * 0.15), `the heap grew by ${(heapGrowth / MB).toFixed(1)} MB from ${(baseline.heapUsedBytes / MB).toFixed(1)} MB`);
    } finally {
      await dropSchema(env.DATABASE_SCHEMA);
    }
  });
});
