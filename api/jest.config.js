// The suite runs on SQLite and again on PostgreSQL (see test/helpers/database.ts), all but
// the files below.
const { existsSync } = require('node:fs');
const path = require('node:path');
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
  // A dynamic import() names the built file ('./s3-storage.js'); tests run the source.
  moduleNameMapper: { ...base.moduleNameMapper, '^(\\.{1,2}/.+)\\.js$': '$1' },
});

/**
 * Files whose subject is not the database: HTTP framing, headers and compression, the config,
 * the served documents and files, limits counted in the process or in Redis, images, mail,
 * SMS and map tiles. Their requests may store a row, but the same code stores it in every
 * file of the PostgreSQL run, so a second run of these on PostgreSQL would only repeat the
 * SQLite one. A file that tests what the database does belongs in both runs: leave it out.
 */
const DATABASE_FREE = [
  'auth-mail',
  'auth-rate-limits',
  'auth-sign-in-limits',
  'buildings-grouping',
  'client-config',
  'compression',
  'config',
  'config-accounts',
  'config-table',
  'contract-entry',
  'contract-routes',
  'cors',
  'docs',
  'errors',
  'geo-config',
  'geo-gazetteer',
  'geo-rate-limits',
  'geo-units',
  'http-framing',
  'image-sniff',
  'logger-paths',
  'mail',
  'markers-filter-rate-limit',
  'non-finite-numbers',
  'notification-channels',
  'perceptual-hash',
  'redis',
  'redis-outage',
  'remotes-manifest',
  'route-index',
  'security-headers',
  'site-files',
  'sms-sender',
  'static-map',
  'storage-config',
  'web-app',
  'web-boot-data',
  'web-first-tile',
  'web-precompressed',
];
for (const name of DATABASE_FREE) {
  if (!existsSync(path.join(__dirname, 'test', `${name}.test.ts`))) {
    throw new Error(`api/jest.config.js lists test/${name}.test.ts, which does not exist.`);
  }
}

module.exports = {
  projects: [
    project('sqlite'),
    {
      ...project('postgres'),
      testPathIgnorePatterns: [
        '/node_modules/',
        ...DATABASE_FREE.map((name) => `/test/${name}\\.test\\.ts$`),
      ],
    },
  ],
  // Each test app has its own database, Redis key prefix and folder, so files run side by
  // side; two workers keep both cores busy once the browser packages' tests are done.
  maxWorkers: 2,
  // Integration tests over real HTTP, databases and password hashing: on a loaded 2-core
  // machine a loop of 30 sign-ins can outlast jest's 5 s default without anything being wrong.
  testTimeout: 20_000,
};
