// One webpack configuration for the shell and every remote: Module Federation with the shared
// singletons of the architecture, TypeScript through swc, CSS Modules prefixed with the app name.
const path = require('node:path');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const zlib = require('node:zlib');
const { ShellHeadTagsPlugin } = require('./webpack-shell-head-tags.cjs');
const optimizeLocales = require('@react-aria/optimize-locales-plugin');

/**
 * The languages react-aria's widget texts are kept in: the shop's four (shared-contracts/src/locales.ts)
 * and English, which react-aria falls back to for a locale it has no texts of (a widget outside any
 * I18nProvider follows the browser's language). The other twenty-odd are left out of every build.
 */
const REACT_ARIA_LANGUAGES = ['fr', 'es', 'it', 'nl', 'en'];

/** Text files the servers send compressed: written beside each file as .br and .gz at build time. */
const COMPRESSIBLE = /\.(js|css|html|json|svg|txt)$/;
/** Smaller files are sent as they are: the compressed copy would save less than a packet. */
const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * V8 compiles a script's functions lazily: each one the first time it is called, on the main
 * thread, where a phone's start-up then waits for it. This comment at the top of a file asks V8
 * (Chrome 136 and later) to compile all of its functions eagerly while the file streams in, on a
 * background thread. Put on every production script: the scripts a page loads are the ones its
 * start-up runs (the rest arrive when asked for, and are run then). Added after minification,
 * which would strip it, and before the source maps, so their lines still match.
 */
const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad';

function eagerCompileHint() {
  return new webpack.BannerPlugin({
    banner: EAGER_COMPILE_HINT,
    raw: true,
    test: /\.js$/,
    stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
  });
}

/** Brotli at its best quality and gzip at level 9: the files are compressed once, served many times. */
function precompression() {
  return [
    new CompressionPlugin({
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      test: COMPRESSIBLE,
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
      threshold: COMPRESS_THRESHOLD_BYTES,
      minRatio: 0.9,
    }),
    new CompressionPlugin({
      filename: '[path][base].gz',
      algorithm: 'gzip',
      test: COMPRESSIBLE,
      compressionOptions: { level: 9 },
      threshold: COMPRESS_THRESHOLD_BYTES,
      minRatio: 0.9,
    }),
  ];
}

/**
 * A remote's page for one route is a chunk of its own, named `page-<route kind>` by the import
 * that loads it, so a page does not download the code of the remote's other pages.
 */
const PAGE_CHUNK_PREFIX = 'page-';

/**
 * Adds to a remote's manifest the files of each of its page chunks (`metaData.pageChunks`, by route
 * kind): the chunk and the shared chunks it needs, scripts and stylesheets. The edge reads them to
 * announce the route's page with the remote's entry, and to put the page's styles in the server's
 * markup, as it does for the exposed module's own files.
 */
function addPageChunks({ stats, compilation }) {
  const pageChunks = {};
  for (const [name, group] of compilation.namedChunkGroups) {
    if (!name.startsWith(PAGE_CHUNK_PREFIX)) continue;
    const files = group.chunks.flatMap((chunk) => [...chunk.files]).filter((file) => !file.endsWith('.map'));
    pageChunks[name.slice(PAGE_CHUNK_PREFIX.length)] = {
      js: files.filter((file) => file.endsWith('.js')),
      css: files.filter((file) => file.endsWith('.css')),
    };
  }
  stats.metaData.pageChunks = pageChunks;
  return stats;
}

/**
 * Libraries every app shares at run time; the first four must be singletons (one React). The
 * router is not shared: only the shell routes (remotes get `hrefFor` and `navigate` in their
 * props), and a shared module cannot be tree-shaken, so sharing it shipped all of it.
 */
function sharedLibraries(dependencies) {
  const singleton = (name) => ({ singleton: true, requiredVersion: dependencies[name] ?? false });
  const shared = {
    react: singleton('react'),
    'react/jsx-runtime': { singleton: true, requiredVersion: dependencies.react ?? false },
    'react-dom': singleton('react-dom'),
    'react-dom/client': { singleton: true, requiredVersion: dependencies['react-dom'] ?? false },
  };
  // Shared but not singletons: each app keeps its own state (own i18next instance, own jotai store).
  // react-aria-components is not shared: a shared module cannot be tree-shaken, and each remote
  // uses a small part of it.
  for (const name of ['i18next', 'react-i18next', 'jotai', 'ky', 'luxon', '@tanstack/react-query']) {
    if (dependencies[name]) shared[name] = { requiredVersion: dependencies[name] };
  }
  return shared;
}

/**
 * @param {object} options
 * @param {string} options.dir        the app folder (__dirname of its webpack.config.cjs)
 * @param {Record<string,string>} [options.exposes]  './app' etc. for remotes
 * @param {boolean} [options.host]    the shell: html page, no exposes, remotes registered at run time
 * @param {number} [options.devPort]
 * @param {string} [options.serverEntry]  './src/server.tsx': also build the server bundle (dist/server/server.js)
 * @param {string[]} [options.serverExternals]  packages the server bundle requires at run time instead of
 *   carrying them (jsdom: it reads its own files when it starts, which a bundle cannot hold)
 * @param {string[]} [options.serverRenderedChunks]  the shell's lazy chunks whose markup the server
 *   renders (the footer): their styles go in the page with the boot chunk's, their code comes later
 */
module.exports = function createAppConfig({
  dir,
  exposes,
  host = false,
  devPort = 3200,
  serverEntry,
  serverExternals = [],
  serverRenderedChunks = [],
}) {
  const pkg = require(path.join(dir, 'package.json'));
  const federationName = pkg.escapade.federationName;
  const cssPrefix = pkg.name.replace(/^mfe-/, '').replace(/[^a-z0-9]/gi, '');
  const cssClassNames = `${cssPrefix}_[local]_[hash:base64:5]`;
  return (env, argv) => {
    const production = argv.mode !== 'development';
    const browser = browserConfig(production);
    // The server bundle comes with production builds only: the development server renders in the browser.
    return serverEntry && production ? [browser, serverConfig()] : browser;
  };

  /**
   * The server bundle: one CommonJS file for node that renders the app's routes to HTML. It carries
   * its own copy of every library (no federation on the server) and the browser build's CSS Modules
   * class names, without the CSS itself.
   */
  function serverConfig() {
    return {
      name: 'server',
      mode: 'production',
      context: dir,
      target: 'node20',
      entry: { server: serverEntry },
      externals: Object.fromEntries(serverExternals.map((name) => [name, `commonjs ${name}`])),
      devtool: false,
      output: {
        path: path.join(dir, 'dist', 'server'),
        filename: '[name].js',
        library: { type: 'commonjs2' },
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.json'] },
      module: {
        rules: [
          swcRule(true),
          {
            test: /\.module\.css$/,
            use: {
              loader: 'css-loader',
              options: {
                modules: {
                  localIdentName: cssClassNames,
                  namedExport: false,
                  exportLocalsConvention: 'as-is',
                  exportOnlyLocals: true,
                },
              },
            },
          },
          {
            test: /\.css$/,
            exclude: /\.module\.css$/,
            use: { loader: 'css-loader', options: { modules: { mode: 'global', exportOnlyLocals: true } } },
          },
        ],
      },
      // One file: what the browser loads later (React.lazy) is needed at once on the server.
      plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
      // Readable stack traces in the edge's logs; the file is never sent to a browser.
      optimization: { minimize: false },
      performance: { hints: false },
    };
  }

  function swcRule(production) {
    return {
      test: /\.(t|j)sx?$/,
      exclude: /node_modules/,
      use: {
        loader: 'swc-loader',
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic', development: !production } },
            target: 'es2020',
          },
        },
      },
    };
  }

  function browserConfig(production) {
    // In production each app's CSS is a file of its own, loaded with the chunk that needs it (so
    // styles arrive with the markup, not after the JavaScript ran, and no <style> is injected);
    // the development server keeps style-loader for instant reloads.
    const styleLoader = production ? MiniCssExtractPlugin.loader : 'style-loader';
    return {
      name: 'browser',
      mode: production ? 'production' : 'development',
      context: dir,
      entry: { main: './src/index.ts' },
      // Hidden: maps are written for error reports but the code does not point at them, and the
      // deploy keeps them off the cdn (they hold the whole source).
      devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        filename: '[name].js',
        chunkFilename: '[name].[contenthash:8].js',
        publicPath: 'auto',
        uniqueName: federationName,
        // The server build writes dist/server at the same time.
        clean: { keep: /^server[\\/]/ },
        // A chunk that never arrives fails after 20 s (webpack's default is 120 s), so the outlet
        // can show its retry panel.
        chunkLoadTimeout: 20_000,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.json'] },
      module: {
        rules: [
          swcRule(production),
          // No CSS source maps in production: css-loader would otherwise follow `devtool` and inline
          // each stylesheet's map, sources and all, in the public JavaScript.
          {
            test: /\.module\.css$/,
            use: [
              styleLoader,
              {
                loader: 'css-loader',
                options: {
                  sourceMap: !production,
                  modules: {
                    localIdentName: cssClassNames,
                    namedExport: false,
                    exportLocalsConvention: 'as-is',
                  },
                },
              },
            ],
          },
          {
            test: /\.css$/,
            exclude: /\.module\.css$/,
            use: [styleLoader, { loader: 'css-loader', options: { sourceMap: !production } }],
          },
          {
            test: /\.(svg|png|woff2?)$/,
            type: 'asset/resource',
            generator: { filename: 'assets/[name].[contenthash:8][ext]' },
          },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: federationName,
          ...(host ? { remotes: {} } : { filename: 'remoteEntry.js', exposes }),
          shared: sharedLibraries(pkg.dependencies ?? {}),
          shareStrategy: 'loaded-first',
          dts: false,
          manifest: host ? false : { additionalData: addPageChunks },
          ...(host ? { runtimePlugins: [path.join(dir, 'src/federation/runtime-plugin.ts')] } : {}),
          // One federation runtime per page: the shell ships it and every remote's entry uses it,
          // instead of each remoteEntry.js carrying its own copy.
          // `target: 'web'`: these bundles only run in browsers (the server bundle has no federation),
          // so the runtime's Node.js loading code is left out of every page's first load.
          experiments: {
            ...(host ? { provideExternalRuntime: true } : { externalRuntime: true }),
            optimization: { target: 'web' },
          },
        }),
        // The plugin that hands the shell's federation runtime to the remotes is added by its CommonJS
        // path, which would bundle a second, CommonJS copy of the runtime beside the one the shell
        // uses; its ES module build shares the shell's copy.
        ...(host
          ? [
              new webpack.NormalModuleReplacementPlugin(
                /inject-external-runtime-core-plugin[\\/]dist[\\/]index\.cjs$/,
                (resource) => {
                  resource.request = resource.request.replace(/index\.cjs$/, 'index.js');
                },
              ),
              new HtmlWebpackPlugin({ template: './src/index.html', publicPath: '/' }),
              ...(production ? [new ShellHeadTagsPlugin({ bootChunk: 'bootstrap', serverRenderedChunks })] : []),
            ]
          : []),
        optimizeLocales.webpack({ locales: REACT_ARIA_LANGUAGES }),
        ...(production
          ? [
              new MiniCssExtractPlugin({
                filename: '[name].[contenthash:8].css',
                chunkFilename: '[name].[contenthash:8].css',
                // CSS Modules are scoped by class name, so the order of rules across chunks does not matter.
                ignoreOrder: true,
              }),
              eagerCompileHint(),
              ...precompression(),
            ]
          : []),
      ],
      // Readable chunk names (node_modules_react_index_js…) so budgets and e2e can tell what loads.
      optimization: {
        chunkIds: 'named',
        minimizer: ['...', new CssMinimizerPlugin()],
      },
      performance: { hints: false },
      devServer: {
        port: devPort,
        historyApiFallback: host,
        headers: { 'Access-Control-Allow-Origin': '*' },
      },
    };
  }
};
