// Build time: the one place that makes every package's webpack + Module Federation config,
// so the host and all remotes share the same singleton map, time-outs and output layout.
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const { DefinePlugin } = require('webpack');
const { precompressionPlugins } = require('./precompress');
const { ChunkGroupsPlugin } = require('./chunk-groups');
const { FolderFreeIdsPlugin } = require('./folder-free-ids');
const { sharedSurfaces } = require('./shared-surfaces');
const {
  PROVIDE_RUNTIME_PLUGIN,
  STANDALONE_RUNTIME_FILE,
  standaloneRuntimeConfig,
} = require('./external-runtime');

/** Script chunks and remote entries load with a 120 s time-out (the one copy). */
const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/**
 * The host is served at the site root, so its page loads `/main.js` whatever the page's path
 * (`/profile/`, `/a/b`): a relative `main.js` would resolve under the path and load nothing.
 * The browser app has no base path (its router, `/remotes.json` and `/api` sit at the root).
 */
const HOST_PUBLIC_PATH = '/';
const { busContractVersion } = require('../src/contract-version.json');
const SINGLETONS = [
  // One query cache for the page: its provider's context must be the same object everywhere.
  '@tanstack/react-query',
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router-dom',
  'rxjs',
  'shared',
];

/**
 * The shared-singleton map: every build shares these, with the range its package.json asks
 * for; a library with a surface (shared-surfaces.js) is provided as that surface.
 */
function sharedSingletons(pkg, surfaces = {}) {
  const deps = { ...pkg.dependencies, ...pkg.peerDependencies };
  const sharedPkg = require('../package.json');
  return Object.fromEntries(
    SINGLETONS.map((name) => {
      const base = name.endsWith('/') ? name.slice(0, -1) : name;
      const range = base === 'shared' ? `^${sharedPkg.version}` : deps[base];
      if (!range) throw new Error(`${pkg.name} must depend on ${base} to share it`);
      return [name, { singleton: true, requiredVersion: range, ...surfaces[name] }];
    }),
  );
}

/**
 * `[name].[contenthash:8].js`, except when the federation runtime asks for the entry's name
 * before its hash exists (only for the folder depth, to find the output root): a name in the
 * same folder then, instead of webpack's "[contenthash] not implemented in this context".
 */
function entryFilename(pathData) {
  return pathData.chunk?.contentHash?.javascript ? '[name].[contenthash:8].js' : '[name].js';
}

/**
 * @param {object} options
 * @param {string} options.dir            the package folder (__dirname of its webpack.config.js)
 * @param {string} options.name           federation container name (host, remote_map, …)
 * @param {Record<string,string>} [options.exposes] what a remote exposes
 * @param {string} [options.title]        page title of the package's own HTML page
 * @param {string[]} [options.runtimePlugins] module federation runtime plugins (absolute paths)
 */
function createWebpackConfig({ dir, name, exposes, title = 'RentMap', runtimePlugins = [] }) {
  const pkg = require(path.join(dir, 'package.json'));
  // Ops can build one more version of a remote side by side without editing its sources.
  const version = process.env.RENTMAP_BUILD_VERSION || pkg.version;
  const contractVersion = Number(process.env.RENTMAP_BUILD_CONTRACT || busContractVersion);
  const isRemote = Boolean(exposes);
  const surfaces = sharedSurfaces(dir);
  return (_env, argv = {}) => {
    const production = argv.mode !== 'development';
    // Remotes build into an immutable folder per version; the host into dist/.
    const outputPath = isRemote ? path.join(dir, 'dist', version) : path.join(dir, 'dist');
    // A remote finds its chunks next to its entry, wherever it is deployed ('auto').
    const publicPath = isRemote ? 'auto' : HOST_PUBLIC_PATH;
    /**
     * One federation runtime in the page (external-runtime.js): production remotes use the
     * one the host provides. Development builds keep a runtime each.
     */
    const externalRuntime = production && isRemote;
    const providesRuntime = production && !isRemote;
    /**
     * Production styles are .css files next to their chunks, fetched in parallel with them
     * and kept out of the JavaScript the page parses; development injects them.
     */
    const styleLoader = production ? MiniCssExtractPlugin.loader : require.resolve('style-loader');
    const config = {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: { main: './src/index.ts' },
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: outputPath,
        publicPath,
        uniqueName: name,
        // Every file but the entry documents is content-hashed and cached for a year.
        filename: production ? entryFilename : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS,
        // The standalone runtime is emitted by a compiler of its own into the same folder.
        clean: externalRuntime ? { keep: STANDALONE_RUNTIME_FILE } : true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs'],
        // `shared` is compiled from its source, so any package builds without building shared first.
        conditionNames: ['rentmap-source', '...'],
        alias: surfaces.alias,
      },
      module: {
        rules: [
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: require.resolve('swc-loader'),
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production } },
                  target: 'es2020',
                },
              },
            },
          },
          {
            test: /\.module\.css$/,
            use: [
              styleLoader,
              {
                loader: require.resolve('css-loader'),
                // Scoped per remote: class names carry the container name.
                options: {
                  modules: {
                    localIdentName: `${name}__[local]__[hash:base64:5]`,
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
            use: [styleLoader, require.resolve('css-loader')],
          },
          { test: /\.(png|svg|jpe?g|gif|webp)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new DefinePlugin({
          'process.env.RENTMAP_PACKAGE_VERSION': JSON.stringify(version),
          'process.env.RENTMAP_CONTRACT_VERSION': JSON.stringify(String(contractVersion)),
          'process.env.RENTMAP_PACKAGE_NAME': JSON.stringify(pkg.name),
        }),
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          remotes: {},
          shared: sharedSingletons(pkg, surfaces.shared),
          shareStrategy: 'loaded-first',
          // What `experiments.provideExternalRuntime` adds, in its ES module build.
          runtimePlugins: providesRuntime
            ? [...runtimePlugins, PROVIDE_RUNTIME_PLUGIN]
            : runtimePlugins,
          dts: false,
          manifest: true,
          experiments: {
            externalRuntime,
            // Every build runs in a browser: the runtime's Node.js script loader is left out.
            optimization: { target: 'web' },
          },
        }),
        new HtmlWebpackPlugin({
          title,
          template: path.join(__dirname, 'index.html'),
          favicon: path.join(__dirname, 'favicon.svg'),
          templateParameters: {
            standaloneRuntime: externalRuntime ? STANDALONE_RUNTIME_FILE : null,
          },
        }),
        new ChunkGroupsPlugin(),
        new FolderFreeIdsPlugin(),
        ...(production
          ? [
              new MiniCssExtractPlugin({
                filename: '[name].[contenthash:8].css',
                chunkFilename: '[name].[contenthash:8].css',
              }),
              ...precompressionPlugins(),
            ]
          : []),
      ],
      optimization: {
        minimizer: [
          '...',
          new CssMinimizerPlugin({ minify: CssMinimizerPlugin.lightningCssMinify }),
        ],
      },
      performance: { hints: false },
      stats: 'errors-warnings',
      devServer: {
        port: Number(process.env.PORT) || undefined,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
      },
    };
    return externalRuntime ? [config, standaloneRuntimeConfig(outputPath)] : config;
  };
}

module.exports = { createWebpackConfig, sharedSingletons, CHUNK_LOAD_TIMEOUT_MS, SINGLETONS };
