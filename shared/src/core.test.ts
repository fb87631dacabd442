import * as everything from './index';
import * as core from './core';

// The browser packages import '@bookcraft/shared', the server '@bookcraft/shared/core': one value of each name, wherever it is imported from.
it('exports only what index.ts exports, the very same values', () => {
  const all: Record<string, unknown> = everything;
  const missingOrOther = Object.entries(core).filter(([name, value]) => all[name] !== value).map(([name]) => name);
  expect(missingOrOther).toEqual([]);
  expect(Object.keys(core)).toContain('telHref');
});
