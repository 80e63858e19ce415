const path = require('node:path');
const CopyPlugin = require('copy-webpack-plugin');
const { createWebpackConfig, CHUNK_LOAD_TIMEOUT_MS } = require('shared/federation');

const config = createWebpackConfig({
  dir: __dirname,
  name: 'host',
  title: 'RentMap',
  runtimePlugins: [
    [
      path.join(__dirname, 'src/mf/runtime-plugin.ts'),
      { chunkLoadTimeoutMs: CHUNK_LOAD_TIMEOUT_MS },
    ],
  ],
});

/**
 * public/ is copied to the site root as it is: the push service worker (push-sw.js) must keep
 * its name and sit at the root for its scope to be the whole app, unlike the hashed bundles.
 */
module.exports = (env, argv) => {
  const built = config(env, argv);
  built.plugins.push(new CopyPlugin({ patterns: [{ from: path.join(__dirname, 'public') }] }));
  return built;
};
