import * as everything from '../index';
import * as core from './core';
import * as paintedRoutes from './paintedRoutes';
import * as helpStructuredData from './seo/helpStructuredData';

// The browser packages import '@bookcraft/shared', the server '@bookcraft/shared/core': one value of each name,
// wherever it is imported from. Which route paints a path is the server's and the build's alone (no page carries it),
// as is the help center's structured data (painted into its pages' HTML).
const serverOnly = { ...paintedRoutes, ...helpStructuredData };
it('exports what index.ts exports, the very same values, and the server-only route matching besides', () => {
  const all: Record<string, unknown> = everything;
  const missingOrOther = Object.entries(core).filter(([name, value]) => !(name in serverOnly) && all[name] !== value).map(([name]) => name);
  expect(missingOrOther).toEqual([]);
  expect(Object.keys(core)).toContain('telHref');
  expect(Object.keys(serverOnly).filter((name) => name in all)).toEqual([]);
});
