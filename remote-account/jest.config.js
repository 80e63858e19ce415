module.exports = require('../jest.preset.js').jestConfig({
  dir: __dirname,
  environment: 'jsdom',
  setupFilesAfterEnv: [
    '<rootDir>/test/setup.ts',
    '@testing-library/jest-dom',
    '<rootDir>/../shared/test/fresh-cache.ts',
    '<rootDir>/../shared/test/patient-waits.ts',
  ],
});
