const { createWebpackConfig } = require('shared/federation');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'remote_auth',
  title: 'RentMap — sign in',
  exposes: {
    './AuthModal': './src/exposed/auth-modal.tsx',
    './LoginPage': './src/exposed/login-page.tsx',
    './VerifyEmailPage': './src/exposed/verify-email-page.tsx',
  },
});
