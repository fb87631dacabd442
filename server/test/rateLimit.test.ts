import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { createClient, type RedisClientType } from 'redis';
import { clientKey, createRateLimiter, MEMORY_LIMITER_KEYS } from '../src/core/rateLimit';
import { NO_REDIS } from './helpers';

describe('rate limits in memory', () => {
  it('counts a bounded number of clients: a flood of new ones pushes out the longest untouched, never the memory up', async () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, prefix: 'test' });
    assert.equal((await limiter.hit('first')).allowed, true);
    assert.equal((await limiter.hit('first')).allowed, false, 'counted');
    for (let client = 0; client < MEMORY_LIMITER_KEYS; client++) await limiter.hit(`flood-${client}`);
    // The first client was the longest untouched: forgotten, it starts again.
    assert.equal((await limiter.hit('first')).allowed, true);
    // The newest flooders are still counted.
    assert.equal((await limiter.hit(`flood-${MEMORY_LIMITER_KEYS - 1}`)).allowed, false);
  });

  it("opens a client's window with its first hit: a burst across a round minute is not counted afresh halfway", async (t) => {
    t.mock.timers.enable({ apis: ['Date'], now: 59_000 });
    const limiter = createRateLimiter({ limit: 2, windowMs: 60_000, prefix: 'test' });
    assert.equal((await limiter.hit('burst')).allowed, true);
    assert.equal((await limiter.hit('burst')).allowed, true);
    t.mock.timers.tick(2_000);
    const third = await limiter.hit('burst');
    assert.equal(third.allowed, false, 'the minute turned, the window did not');
    assert.equal(third.retryAfterSeconds, 58);
    t.mock.timers.tick(58_000);
    assert.equal((await limiter.hit('burst')).allowed, true, 'a minute after the first hit');
  });

  it('keys IPv4 addresses as they are, and IPv6 addresses by their /64', () => {
    assert.equal(clientKey('203.0.113.7'), '203.0.113.7');
    assert.equal(clientKey('::ffff:203.0.113.7'), '203.0.113.7');
    assert.equal(clientKey('2001:db8:1:2::1'), '2001:db8:1:2::/64');
    assert.equal(clientKey('2001:0db8:0001:0002:aaaa:bbbb:cccc:dddd'), '2001:db8:1:2::/64');
    assert.equal(clientKey('2001:db8::1'), '2001:db8:0:0::/64');
    assert.equal(clientKey('fe80::1%eth0'), 'fe80:0:0:0::/64');
    assert.equal(clientKey('::1'), '0:0:0:0::/64');
    assert.notEqual(clientKey('2001:db8:1:3::1'), clientKey('2001:db8:1:2::1'));
  });
});

describe('rate limits in Redis', { skip: NO_REDIS }, () => {
  let redis: RedisClientType;
  after(() => redis?.quit());

  it("opens a client's window with its first hit, and says how long it has left", async () => {
    redis = createClient({ url: process.env.TEST_REDIS_URL });
    await redis.connect();
    const limiter = createRateLimiter({ limit: 2, windowMs: 60_000, prefix: `test:${randomUUID()}`, redis });
    const first = await limiter.hit('client');
    assert.equal(first.allowed, true);
    assert.equal(first.retryAfterSeconds, 60, 'the whole window, whatever the clock says');
    assert.equal((await limiter.hit('client')).allowed, true);
    assert.equal((await limiter.hit('client')).allowed, false);
  });
});
