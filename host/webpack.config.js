const path = require('node:path');
const { createWebpackConfig, CHUNK_LOAD_TIMEOUT_MS } = require('shared/federation');

module.exports = createWebpackConfig({
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
