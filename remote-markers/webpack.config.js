const { createWebpackConfig } = require('shared/federation');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'remote_markers',
  title: 'RentMap — saved markers',
  exposes: {
    './SavedMarkersPanel': './src/exposed/saved-markers-panel.tsx',
    './AddCommentDialog': './src/exposed/add-comment-dialog.tsx',
    './EditCommentDialog': './src/exposed/edit-comment-dialog.tsx',
    './PlaceSheet': './src/exposed/place-sheet.tsx',
    './BuildingPage': './src/exposed/building-page.tsx',
  },
});
