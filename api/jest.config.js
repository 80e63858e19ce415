// The whole suite runs twice: once on SQLite, once on PostgreSQL (see test/helpers/database.ts).
const base = require('../jest.preset.js').jestConfig({ dir: __dirname });

const ESM_ONLY = [
  'typebox',
  'kysely',
  'content-disposition',
  'cookie',
  'p-limit',
  'yocto-queue',
  'feed',
];

const swc = base.transform['^.+\\.(t|j)sx?$'];
const project = (dialect) => ({
  ...base,
  displayName: dialect,
  globals: { TEST_DIALECT: dialect },
  // Node 20 require()s these ESM-only packages natively; jest needs them compiled to CommonJS.
  transform: { ...base.transform, '^.+\\.mjs$': swc },
  transformIgnorePatterns: [`/node_modules/(?!\\.pnpm/|(${ESM_ONLY.join('|')})/)`],
});

module.exports = {
  projects: [project('sqlite'), project('postgres')],
  // Integration tests over real HTTP, databases and password hashing: on a loaded 2-core
  // machine a loop of 30 sign-ins can outlast jest's 5 s default without anything being wrong.
  testTimeout: 20_000,
};
