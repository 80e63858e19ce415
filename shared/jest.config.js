module.exports = require('../jest.preset.js').jestConfig({
  dir: __dirname,
  environment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/test/setup.ts'],
});
