const { createWebpackConfig } = require('shared/federation');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'remote_map',
  title: 'RentMap — map',
  exposes: { './MapView': './src/exposed/map-view.tsx' },
});
