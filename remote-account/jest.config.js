module.exports = require('../shared/test/browser-jest-config.js').browserJestConfig({
  dir: __dirname,
  setup: 'test/setup.ts',
});
