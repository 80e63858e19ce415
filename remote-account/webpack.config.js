const { createWebpackConfig } = require('shared/federation');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'remote_account',
  title: 'RentMap — account',
  exposes: {
    './ProfilePage': './src/exposed/profile-page.tsx',
    './SettingsPage': './src/exposed/settings-page.tsx',
    './MyCommentsPage': './src/exposed/my-comments-page.tsx',
    './ModerationPage': './src/exposed/moderation-page.tsx',
    './WatchedAreasPage': './src/exposed/watched-areas-page.tsx',
  },
});
