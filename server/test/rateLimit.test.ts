import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { clientKey, createRateLimiter, MEMORY_LIMITER_KEYS } from '../src/core/rateLimit';

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
