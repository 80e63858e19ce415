module.exports = require('../jest.preset.js').jestConfig({
  dir: __dirname,
  environment: 'jsdom',
  setupFilesAfterEnv: [
    '@testing-library/jest-dom',
    '<rootDir>/test/jest-setup.ts',
    '<rootDir>/../shared/test/no-network.ts',
    '<rootDir>/../shared/test/fresh-cache.ts',
  ],
});
