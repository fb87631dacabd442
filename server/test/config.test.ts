import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { loadConfig } from '../src/config';

describe('configuration from the environment', () => {
  it('takes the log level from LOG_LEVEL, warnings by default, and refuses one the logger does not know', () => {
    assert.equal(loadConfig({}).logLevel, 'warn');
    assert.equal(loadConfig({ LOG_LEVEL: 'debug' }).logLevel, 'debug');
    assert.throws(() => loadConfig({ LOG_LEVEL: 'loud' }), /^Error: LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, not "loud"$/);
  });
});
