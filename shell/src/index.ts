import { reportShellFailure } from './shellFailure';

// The page's Content-Security-Policy allows no eval. zod probes for `new Function` when its first
// schema is built unless told not to, and the browser reports that probe as a violation; zod reads
// this setting when it loads, so it is set before anything else.
Object.assign(((globalThis as { __zod_globalConfig?: object }).__zod_globalConfig ??= {}), { jitless: true });
// Async boundary: shared singletons are negotiated before any of them is used.
import('./bootstrap')
  .then(({ start }) => start())
  .catch(reportShellFailure);
