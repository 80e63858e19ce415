// The jest setup of a browser package whose tests render with the page's query cache:
// jsdom, jest-dom's matchers, the package's own setup file, optionally no network at all,
// a fresh query cache for each test and waits that allow for a busy machine.
const path = require('node:path');
const { jestConfig } = require('../../jest.preset.js');

/** @param {{ dir: string, setup: string, noNetwork?: boolean }} options */
function browserJestConfig({ dir, setup, noNetwork = false }) {
  return jestConfig({
    dir,
    environment: 'jsdom',
    setupFilesAfterEnv: [
      '@testing-library/jest-dom',
      `<rootDir>/${setup}`,
      ...(noNetwork ? [path.join(__dirname, 'no-network.ts')] : []),
      path.join(__dirname, 'fresh-cache.ts'),
      path.join(__dirname, 'patient-waits.ts'),
    ],
  });
}

module.exports = { browserJestConfig };
