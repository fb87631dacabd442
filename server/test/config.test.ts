import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { loadConfig } from '../src/core/config';

describe('configuration from the environment', () => {
  it('takes the log level from LOG_LEVEL, warnings by default, and refuses one the logger does not know', () => {
    assert.equal(loadConfig({}).logLevel, 'warn');
    assert.equal(loadConfig({ LOG_LEVEL: 'debug' }).logLevel, 'debug');
    assert.throws(() => loadConfig({ LOG_LEVEL: 'loud' }), /^Error: LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, not "loud"$/);
  });

  it('refuses a port that is not one, an address that is not a URL, and names every wrong variable at once', () => {
    assert.equal(loadConfig({}).port, 8080);
    assert.equal(loadConfig({ PORT: '0' }).port, 0);
    assert.throws(() => loadConfig({ PORT: 'eighty' }), /^Error: PORT must be a whole number from 0 to 65535, not "eighty"$/);
    assert.throws(() => loadConfig({ PUBLIC_URL: 'books.example' }), /^Error: PUBLIC_URL must be an absolute URL, not "books.example"$/);
    assert.equal(loadConfig({ PUBLIC_URL: 'https://books.example/any/path' }).publicUrl, 'https://books.example');
    assert.throws(() => loadConfig({ OUTBOX_POLL_MS: '0', LOG_LEVEL: 'loud' }), /OUTBOX_POLL_MS must be .*; LOG_LEVEL must be one of/);
  });

  it("believes X-Forwarded-* from loopback only unless TRUST_PROXY names more: a private peer's are not taken on trust", () => {
    assert.equal(loadConfig({}).trustProxy, 'loopback');
    assert.equal(loadConfig({ TRUST_PROXY: '172.16.238.2' }).trustProxy, '172.16.238.2');
    assert.equal(loadConfig({ TRUST_PROXY: 'false' }).trustProxy, false);
  });
});
