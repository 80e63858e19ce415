// Build time: brotli and gzip copies of every text file next to it (main.3f2a….js.br, .gz),
// so the server sends them as they are (Content-Encoding by Accept-Encoding) instead of
// compressing each answer again, and at the best ratio, which is too slow to pay per request.
const { constants } = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');

/** Scripts, styles, pages, manifests and images in text; never source maps (devtools only). */
const TEXT_ASSETS = /\.(js|css|html|json|svg|txt)$/;
/** The API compresses nothing smaller either: it would save nothing. */
const THRESHOLD_BYTES = 1024;

function precompressionPlugins() {
  const common = { test: TEXT_ASSETS, threshold: THRESHOLD_BYTES, minRatio: 0.9 };
  return [
    new CompressionPlugin({
      ...common,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } },
    }),
    new CompressionPlugin({
      ...common,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: 9 },
    }),
  ];
}

module.exports = { precompressionPlugins, TEXT_ASSETS };
