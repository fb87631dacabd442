/**
 * The import rules between packages, run by `npm test` (`npm run lint:imports`).
 * A package reaches another only by its name (`@bookcraft/shared/...`), which resolves through that
 * package's `exports`: its public surface. The shell and the remotes reach nothing but `shared`
 * (and `testing` in their tests), so they meet only through its contracts and the event bus.
 */
const PACKAGES = 'shared|shell|remote-pages|remote-landing|remote-forms|remote-chat|console|server|e2e|bench|testing|tooling|deploy|types';
const WORKSPACE = '^node_modules/@bookcraft/';
const TEST_FILE = '(\\.test\\.tsx?|/testing/.*)$';

// The server's floors (docs/architecture.md, "The server in layers"): a bottom layer nobody above may be
// imported by, domains that know nothing of HTTP, sockets or pages, and transports that call domains.
// The composition root (app.ts, main.ts, index.ts) sits on top.
const SERVER_BOTTOM = '^server/src/core/';
const SERVER_TRANSPORTS = '^server/src/(http|realtime|web)/';
const SERVER_ROOT = '^server/src/[^/]+\\.ts$';
const SERVER_DOMAINS = '^server/src/(adPlatforms|adSpend|assignment|blog|chat|consultations|conversations|deals|experiments|help|leads|mail|media|people|privacy|reports|revenue|search|staff|team|visitors|webhooks)/';

module.exports = {
  forbidden: [
    {
      name: 'no-path-into-another-package',
      comment: "A relative import that leaves its package reaches another package's source; import it by its name.",
      severity: 'error',
      // The front-end packages' webpack configs share the one config factory in tooling/.
      from: { path: `^(${PACKAGES})/`, pathNot: '/webpack\\.config\\.mjs$' },
      to: { dependencyTypes: ['local'], pathNot: '^$1/' },
    },
    {
      name: 'front-ends-meet-only-through-shared',
      comment: 'The shell, the remotes and the console are deployed apart: they share only the contracts and the event bus in shared.',
      severity: 'error',
      from: { path: '^(shell|remote-pages|remote-landing|remote-forms|remote-chat|console)/src/', pathNot: TEST_FILE },
      to: { path: WORKSPACE, pathNot: `${WORKSPACE}shared/` },
    },
    {
      name: 'front-end-tests-use-only-shared-and-testing',
      severity: 'error',
      from: { path: '^(shell|remote-pages|remote-landing|remote-forms|remote-chat|console)/src/.*' + TEST_FILE },
      to: { path: WORKSPACE, pathNot: `${WORKSPACE}(shared|testing)/` },
    },
    {
      name: 'server-uses-only-shared',
      comment: 'The server image holds shared and server alone (deploy/Dockerfile), and the server imports only what needs neither a DOM nor React, except its page renderer, which provides the containers\' Node bundles with the shared singletons.',
      severity: 'error',
      from: { path: '^server/src/', pathNot: '^server/src/web/render/' },
      to: { path: WORKSPACE, pathNot: `${WORKSPACE}shared/src/contract/(core|contracts)\\.ts$` },
    },
    {
      name: 'pages-are-painted-without-a-browser',
      comment: 'Pages are rendered by React in Node, at build (tooling/prerender.ts) and per request (server/src): neither drives a browser.',
      severity: 'error',
      from: { path: '^(tooling/prerender\\.ts$|server/src/)' },
      to: { path: '(^|/)node_modules/(playwright-core|chrome-launcher|playwright|puppeteer[^/]*)/' },
    },
    {
      name: 'shared-stands-alone',
      severity: 'error',
      from: { path: '^shared/src/', pathNot: TEST_FILE },
      to: { path: WORKSPACE },
    },
    {
      name: 'shared-contract-is-server-safe',
      comment:
        'shared/src/contract/ is what the server may import (@bookcraft/shared/core and /contracts): plain data, types, schemas and pure functions. It imports nothing of the browser kit (shared/src/browser/) and no library that needs a DOM or React.',
      severity: 'error',
      from: { path: '^shared/src/contract/', pathNot: TEST_FILE },
      to: { path: ['^shared/src/browser/', '^shared/src/index\\.ts$'] },
    },
    {
      name: 'shared-contract-runs-without-a-dom',
      comment: "What shared/src/contract/ runs needs no DOM and no React (types from React are fine: the remotes' module props name components).",
      severity: 'error',
      from: { path: '^shared/src/contract/', pathNot: TEST_FILE },
      to: { path: '(^|/)node_modules/(react|react-dom|react-router|react-hot-toast|@emotion/[^/]+|axios|socket\\.io-client)/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'workspace-dependencies-declared',
      comment: "A package names in its package.json every other package it imports.",
      severity: 'error',
      from: {},
      to: { path: WORKSPACE, dependencyTypes: ['npm-no-pkg', 'npm-unknown'] },
    },
    {
      name: 'server-bottom-imports-nothing-above',
      comment: 'core/ (errors, clock, limits, locks, the outbox, the database, the socket server the domains publish through) is what everything stands on: it imports no domain, transport or the composition root.',
      severity: 'error',
      from: { path: SERVER_BOTTOM },
      to: { path: '^server/src/', pathNot: SERVER_BOTTOM },
    },
    {
      name: 'server-domains-know-no-transport',
      comment: 'A domain is called by the transports (HTTP routes, sockets, pages) and never reaches up to them or to the composition root.',
      severity: 'error',
      from: { path: SERVER_DOMAINS },
      to: { path: `${SERVER_TRANSPORTS}|${SERVER_ROOT}` },
    },
    {
      name: 'server-transports-know-no-root',
      comment: 'Transports take what they are given (http/deps.ts); the composition root builds them, not the other way round.',
      severity: 'error',
      from: { path: SERVER_TRANSPORTS },
      to: { path: SERVER_ROOT },
    },
    {
      name: 'server-no-cycles',
      comment: 'Within the server, imports run one way: two modules that import each other are one module, or want a third.',
      severity: 'error',
      from: { path: '^server/src/' },
      to: { circular: true },
    },
    {
      name: 'no-unresolvable-import',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|public)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    // Workspaces stay what an import by name reaches: node_modules/@bookcraft/<package>/...
    preserveSymlinks: true,
  },
};
