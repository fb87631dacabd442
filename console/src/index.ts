// The console's Content-Security-Policy allows no eval: zod must not probe for `new Function` (see shell/src/index.ts).
Object.assign(((globalThis as { __zod_globalConfig?: object }).__zod_globalConfig ??= {}), { jitless: true });
import('./bootstrap');
