// Build time: one Module Federation runtime in the page. The host bundles the
// runtime core and provides it on a global (inject-external-runtime-core-plugin, what
// `experiments.provideExternalRuntime` adds); production remotes leave it out
// (`experiments.externalRuntime`) and use that one. A remote's standalone page has no host,
// so a small script of its own provides the core there.
const fs = require('node:fs');
const path = require('node:path');
const { precompressionPlugins } = require('./precompress');

/** A stable name: the standalone page names it in its HTML, which is built in parallel. */
const STANDALONE_RUNTIME_FILE = 'standalone-runtime.js';

const enhancedEntry = require.resolve('@module-federation/enhanced/webpack');

/**
 * The ES module build of a package the federation plugin depends on. Its CommonJS build
 * (what require.resolve finds) would bundle a second copy of the runtime core (~95 KB)
 * next to the ES one the runtime itself imports.
 */
function esModuleOf(request) {
  const esm = require.resolve(request, { paths: [enhancedEntry] }).replace(/\.cjs$/, '.js');
  if (!fs.existsSync(esm)) throw new Error(`${request} has no ES module build at ${esm}`);
  return esm;
}

/** The host's runtime plugin that puts its runtime core on the global remotes read. */
const PROVIDE_RUNTIME_PLUGIN = esModuleOf('@module-federation/inject-external-runtime-core-plugin');

function standaloneRuntimeConfig(outputPath) {
  return {
    name: 'standalone-runtime',
    mode: 'production',
    context: __dirname,
    entry: path.join(__dirname, 'provide-runtime-core.js'),
    devtool: false,
    resolve: {
      alias: {
        'rentmap-federation-runtime-core$': esModuleOf(
          '@module-federation/runtime-tools/runtime-core',
        ),
      },
    },
    output: { path: outputPath, filename: STANDALONE_RUNTIME_FILE, clean: false },
    plugins: precompressionPlugins(),
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = { standaloneRuntimeConfig, STANDALONE_RUNTIME_FILE, PROVIDE_RUNTIME_PLUGIN };
