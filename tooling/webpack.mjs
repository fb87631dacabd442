// The one webpack config factory: every package's webpack.config.mjs is a single call to it.
import { createRequire } from 'node:module';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';

const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, '..');
const versionOf = (pkg) => require(`${pkg}/package.json`).version;

/** One React, one emotion cache, one event bus, one router (`@bookcraft/shared/router`): singletons in every container. */
function sharedSingletons() {
  const singleton = (pkg) => ({ singleton: true, version: versionOf(pkg), requiredVersion: `^${versionOf(pkg)}` });
  const shared = {};
  for (const pkg of ['react', 'react-dom', '@emotion/react']) {
    shared[pkg] = singleton(pkg);
  }
  // Deep imports (react/jsx-runtime, react-dom/client, @emotion/react/jsx-runtime) must be shared too,
  // or each bundle carries its own copy and hooks break across containers.
  for (const pkg of ['react', 'react-dom', '@emotion/react']) shared[`${pkg}/`] = singleton(pkg);
  shared['@bookcraft/shared'] = { singleton: true, version: '1.0.0', requiredVersion: '^1.0.0' };
  shared['@bookcraft/shared/'] = { singleton: true, version: '1.0.0', requiredVersion: '^1.0.0' };
  return shared;
}

/**
 * @param {object} options
 * @param {string} options.dir             the package folder (import.meta.dirname)
 * @param {string} options.name            federation container name
 * @param {Record<string,string>} [options.exposes]  remotes only
 * @param {boolean} [options.host]         the shell: no exposes, served at `/`
 * @param {number} options.port            dev server port
 * @param {Record<string,string>} [options.standalone]  scripts for other sites (name -> entry), built by a second, plain
 *   config (their own React, no federation runtime) beside the container as one file each, `[name].js`
 */
export function createConfig({ dir, name, exposes, host = false, port, standalone }) {
  // Each container also builds its Node bundle (`dist/server/render.js`), which renders its part of a page in the
  // server with the same components the browser hydrates: the shell's `renderPage`, a remote's exposed modules.
  const server = host ? { renderPage: './src/prerender/renderPage.tsx' } : { exposes };
  return (_env, argv = {}) => {
    const production = (argv.mode ?? process.env.NODE_ENV) === 'production';
    const entry = {};
    const htmlPlugins = [];
    // The shell always has its page; a remote gets a standalone page only in development.
    if (host || !production) {
      entry.main = './src/index.ts';
      htmlPlugins.push(htmlPage({ chunk: 'main', title: host ? 'Book Craft' : `Book Craft – ${name} (standalone)` }));
    }
    // In production the remotes run on the shell's federation runtime instead of shipping a copy each (about 18 KB
    // gzip less per remoteEntry.js). The development servers keep their own, so a remote still runs alone.
    // Every container runs in a browser: the runtime's Node script loading is left out (`target: 'web'`).
    const experiments = { optimization: { target: 'web' }, ...(production ? (host ? { provideExternalRuntime: true } : { externalRuntime: true }) : {}) };

    const ownedByPlain = (file) => file.startsWith(`${PLAIN_FOLDER}/`) || Object.hasOwn(standalone ?? {}, file.replace(/\.js(\.gz|\.br)?$/, ''));

    const federated = {
      name,
      context: dir,
      mode: production ? 'production' : 'development',
      devtool: production ? false : 'eval-cheap-module-source-map',
      entry,
      output: {
        path: path.join(dir, 'dist'),
        publicPath: host ? '/' : 'auto',
        filename: host ? 'assets/[name].[contenthash:8].js' : '[name].[contenthash:8].js',
        chunkFilename: host ? 'assets/[name].[contenthash:8].js' : '[name].[contenthash:8].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        crossOriginLoading: 'anonymous',
        uniqueName: name,
        // The plain config writes into the same folder: each cleans only its own files.
        clean: { keep: (file) => ownedByPlain(file) || file.startsWith(`${SERVER_FOLDER}/`) },
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs'],
        // The plugin that hands the runtime to the remotes requires its CommonJS build while webpack's federation
        // code imports the ES one: without this the shell would carry the runtime twice (+25 KB gzip).
        alias: host ? { '@module-federation/runtime-core$': require.resolve('@module-federation/runtime-core').replace(/\.cjs$/, '.js') } : {},
      },
      module: moduleRules(dir),
      plugins: [
        new ModuleFederationPlugin({
          name,
          ...(host ? { remotes: {} } : { filename: 'remoteEntry.js', exposes }),
          shared: sharedSingletons(),
          shareStrategy: 'loaded-first',
          experiments,
          manifest: !host,
          dts: false,
          dev: false,
        }),
        ...htmlPlugins,
      ],
      performance: { hints: false },
      stats: 'errors-warnings',
      infrastructureLogging: { level: 'error' },
      devServer: {
        port,
        hot: false,
        historyApiFallback: host,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: host ? [{ context: ['/api', '/socket.io', '/remotes.json', '/images'], target: 'http://localhost:8080', ws: true }] : [],
      },
    };
    // Only production builds have one: the development servers render in the browser alone.
    const configs = [federated];
    if (production) configs.push(serverConfig({ name, dir, entry: server, production, module: federated.module, resolve: federated.resolve, output: federated.output, host }));
    if (!standalone) return configs.length === 1 ? federated : configs;

    const { context, mode, devtool, resolve, module, performance, stats, infrastructureLogging } = federated;
    const plainEntry = {};
    // A fixed name other sites link to; what the code imports lazily goes into the same file.
    for (const [script, file] of Object.entries(standalone)) plainEntry[script] = { import: file, filename: '[name].js', asyncChunks: false };
    const plain = {
      name: `${name}-plain`,
      context, mode, devtool, resolve, module, performance, stats, infrastructureLogging,
      entry: plainEntry,
      output: {
        path: federated.output.path,
        publicPath: 'auto',
        filename: `${PLAIN_FOLDER}/[name].[contenthash:8].js`,
        chunkFilename: `${PLAIN_FOLDER}/[name].[contenthash:8].js`,
        assetModuleFilename: `${PLAIN_FOLDER}/assets/[name].[contenthash:8][ext]`,
        uniqueName: `${name}-plain`,
        clean: { keep: (file) => !ownedByPlain(file) },
      },
    };
    return [...configs, plain];
  };
}

/** What every container shares as a singleton, and the server's own node_modules provides to a Node bundle (one instance in the process). */
const SERVER_EXTERNAL = /^(react|react-dom|react-router|@emotion\/(react|cache|server)|@bookcraft\/shared)(\/.*)?$/;

/**
 * A container's Node bundle: one CommonJS file (no async chunks, so the server evaluates one text),
 * with every shared singleton left to the server's `require`. Not minified: it never travels to a browser.
 * A remote's entry exports its exposed modules (`modules`), the shell's its `renderPage`.
 */
function serverConfig({ name, dir, entry, production, module, resolve, output, host }) {
  const source = entry.renderPage
    ? `export { renderPage } from ${JSON.stringify(path.join(dir, entry.renderPage))};`
    : `${Object.values(entry.exposes).map((file, index) => `import * as m${index} from ${JSON.stringify(path.join(dir, file))};`).join('\n')}
export const modules = { ${Object.keys(entry.exposes).map((exposed, index) => `${JSON.stringify(exposed)}: m${index}`).join(', ')} };`;
  return {
    name: `${name}-server`,
    context: dir,
    mode: production ? 'production' : 'development',
    devtool: false,
    target: 'node',
    entry: { render: `data:text/javascript,${encodeURIComponent(source)}` },
    output: {
      path: path.join(dir, 'dist', SERVER_FOLDER),
      filename: '[name].js',
      // An asset (a font) is named as in the browser's build and left for it to emit: the markup and CSS name the
      // same file. A remote's own files are where the browser finds them by default (`auto` there).
      publicPath: host ? output.publicPath : `/remotes/${name}/`,
      assetModuleFilename: output.assetModuleFilename,
      library: { type: 'commonjs2' },
      asyncChunks: false,
      uniqueName: `${name}-server`,
      clean: true,
    },
    externals: [({ request }, callback) => (SERVER_EXTERNAL.test(request) ? callback(undefined, `commonjs ${request}`) : callback())],
    externalsType: 'commonjs',
    resolve,
    module: { ...module, generator: { 'asset/resource': { emit: false } } },
    optimization: { minimize: false, splitChunks: false, runtimeChunk: false },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'error' },
  };
}

/**
 * An app of its own (the staff console): one page and its content-hashed scripts, with its own React and no
 * federation runtime, since no other container is ever loaded beside it. The server sends the page at its route
 * and serves the rest under `publicPath`.
 * @param {object} options
 * @param {string} options.dir         the package folder (import.meta.dirname)
 * @param {string} options.name        the build's name
 * @param {string} options.title       the page's title
 * @param {string} options.publicPath  where the scripts are served (`/console/`)
 * @param {number} options.port        dev server port
 */
export function createAppConfig({ dir, name, title, publicPath, port }) {
  return (_env, argv = {}) => {
    const production = (argv.mode ?? process.env.NODE_ENV) === 'production';
    return {
      name,
      context: dir,
      mode: production ? 'production' : 'development',
      devtool: production ? false : 'eval-cheap-module-source-map',
      entry: { main: './src/index.ts' },
      output: {
        path: path.join(dir, 'dist'),
        publicPath,
        filename: '[name].[contenthash:8].js',
        chunkFilename: '[name].[contenthash:8].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        uniqueName: name,
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
      module: moduleRules(dir),
      plugins: [htmlPage({ chunk: 'main', title })],
      performance: { hints: false },
      stats: 'errors-warnings',
      infrastructureLogging: { level: 'error' },
      // Alone in development: the page at /, its scripts under publicPath, the API and socket from `npm run dev -w server`.
      devServer: {
        port,
        hot: false,
        historyApiFallback: { index: `${publicPath}index.html` },
        proxy: [{ context: ['/api', '/socket.io'], target: 'http://localhost:8080', ws: true }],
      },
    };
  };
}

/** TypeScript through ts-loader, images as files, library stylesheets as text. */
function moduleRules(dir) {
  return {
    rules: [
      {
        test: /\.tsx?$/,
        exclude: /node_modules/,
        loader: 'ts-loader',
        // Type checking is `npm run typecheck`'s job, not the bundle's; the compiler options are the package's own
        // (its tsconfig.json, on tsconfig.base.json: the root tsconfig.json only lists the projects).
        options: { transpileOnly: true, configFile: path.join(dir, 'tsconfig.json') },
      },
      { test: /\.(png|jpe?g|webp|avif|svg|woff2?)$/, type: 'asset/resource' },
      // A library's stylesheet arrives as text and goes into the page through emotion (no css-loader).
      { test: /\.css$/, type: 'asset/source' },
    ],
  };
}

/** Where a container's Node bundle goes inside `dist/` (tooling/prerender.ts and the server read `server/render.js`). */
const SERVER_FOLDER = 'server';

/** Where the plain config's hashed files go inside `dist/`, apart from the container's. */
const PLAIN_FOLDER = 'plain';

/** Keep comments: the server fills `<!--bookcraft-config-->` and `<!--bookcraft-head-->` in. */
const htmlPage = ({ chunk, filename = 'index.html', title }) =>
  new HtmlWebpackPlugin({ template: path.join(root, 'tooling/index.html'), minify: { collapseWhitespace: true, removeComments: false }, chunks: [chunk], filename, title });

