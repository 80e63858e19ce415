// One jest setup for every package: TypeScript through SWC, `shared` from its source.
const path = require('node:path');

/** @param {{ dir: string, environment?: 'node' | 'jsdom', setupFilesAfterEnv?: string[] }} options */
function jestConfig({ dir, environment = 'node', setupFilesAfterEnv = [] }) {
  return {
    rootDir: dir,
    testEnvironment: environment,
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/test/**/*.test.ts?(x)'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
      // typebox (shared/contract's schemas) ships ES modules only, as .mjs.
      '^.+\\.mjs$': ['@swc/jest', { jsc: { target: 'es2022' }, module: { type: 'commonjs' } }],
    },
    // react-leaflet and yet-another-react-lightbox ship ES modules only; SWC compiles them
    // like our own code.
    transformIgnorePatterns: [
      '/node_modules/(?!(\\.pnpm|react-leaflet|@react-leaflet|typebox|yet-another-react-lightbox)/)',
    ],
    moduleNameMapper: {
      '^shared$': path.join(__dirname, 'shared/src/index.ts'),
      '^shared/contract$': path.join(__dirname, 'shared/src/contract/index.ts'),
      '^shared/privacy-check$': path.join(__dirname, 'shared/src/moderation/privacy-check.ts'),
      '\\.(css)$': 'identity-obj-proxy',
    },
    setupFilesAfterEnv,
    clearMocks: true,
  };
}

module.exports = { jestConfig };
