import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const { SHARED_SURFACES } = createRequire(import.meta.url)(
  './shared/federation/shared-surfaces.js',
);

/** The repository; a test points it at a fixture tree (scripts/composition-lint.test.mjs). */
const ROOT = process.env.RENTMAP_LINT_ROOT ?? import.meta.dirname;

/**
 * Features are islands: inside any remote, a feature imports its own files,
 * the remote's lib/, components/ and testing/, and packages; never another feature. Only
 * src/exposed/ puts features together. One zone per feature folder found on disk, so a new
 * remote or feature is covered without editing this file.
 */
function featureIslands() {
  const remotes = readdirSync(ROOT).filter((name) => /^remote-/.test(name));
  return remotes.flatMap((remote) => {
    const features = path.join(ROOT, remote, 'src', 'features');
    if (!existsSync(features)) return [];
    return readdirSync(features, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => ({
        target: path.join(features, entry.name),
        from: features,
        except: [`./${entry.name}`],
        message: 'A feature never imports another feature: share it through lib/ or components/.',
      }));
  });
}

/**
 * The API's modules in layers, lowest first (docs/architecture.md): a module imports modules
 * of lower layers only, never one of its own layer or above. When a lower module's work needs
 * a higher one (a published comment tells alerts), the lower one declares a hook and
 * api/src/module-wiring.ts attaches the higher one's handler (api/src/hooks.ts).
 */
const API_LAYERS = [
  ['geo', 'static-map'],
  ['auth'],
  ['users', 'push', 'sms', 'watched-areas', 'conditions'],
  ['photos', 'buildings'],
  ['markers'],
  ['moderation'],
  ['alerts', 'feeds'],
  ['client-config', 'health', 'remotes', 'site'],
];

/** One zone per module: the modules of its layer and above are not its to import. */
function apiLayers() {
  const modules = path.join(ROOT, 'api', 'src', 'modules');
  const listed = API_LAYERS.flat();
  const unlisted = existsSync(modules)
    ? readdirSync(modules, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && !listed.includes(entry.name))
        .map((entry) => entry.name)
    : [];
  // A new module has no layer until it is given one: lint stops here rather than let it
  // import anything.
  if (unlisted.length > 0) {
    throw new Error(`Give ${unlisted.join(', ')} a layer in API_LAYERS (eslint.config.mjs).`);
  }
  const zones = API_LAYERS.flatMap((layer, index) =>
    layer.map((name) => ({
      target: path.join(modules, name),
      from: API_LAYERS.slice(index)
        .flat()
        .filter((other) => other !== name)
        .map((other) => path.join(modules, other)),
      message:
        `'${name}' imports only modules of lower layers; a higher one takes part through a ` +
        'hook (api/src/hooks.ts, docs/architecture.md).',
    })),
  );
  return [
    ...zones.filter((zone) => zone.from.length > 0),
    {
      target: modules,
      from: path.join(ROOT, 'api', 'src', 'module-wiring.ts'),
      message: 'Modules declare hooks; only the app attaches them.',
    },
  ];
}

/**
 * shared/src's folders in layers, lowest first (docs/architecture.md): a folder imports
 * folders of lower layers only, never one of its own layer or above. The files at the
 * package's root (limits, texts, remotes, design tokens) sit below them all, over texts/;
 * only index.ts, the entry, gathers everything. Tests are imported by nothing, so they close
 * no cycle: a test may check a lower layer's code together with a higher one's.
 */
const SHARED_LAYERS = [
  ['texts', 'moderation'],
  ['contract/values'],
  ['contract'],
  ['http'],
  ['auth'],
  ['session'],
  ['bus'],
  ['query', 'ui'],
  ['accounts', 'push', 'view'],
];

/** One zone per folder: the folders of its layer and above are not its sources' to import. */
function sharedLayers() {
  const src = path.join(ROOT, 'shared', 'src');
  const listed = SHARED_LAYERS.flat();
  const unlisted = existsSync(src)
    ? readdirSync(src, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && !listed.includes(entry.name))
        .map((entry) => entry.name)
    : [];
  if (unlisted.length > 0) {
    throw new Error(`Give ${unlisted.join(', ')} a layer in SHARED_LAYERS (eslint.config.mjs).`);
  }
  const sources = (dir) => `${dir}/**/!(*.test).{ts,tsx}`;
  const zones = SHARED_LAYERS.flatMap((layer, index) =>
    layer.flatMap((name) => {
      const target = path.join(src, name);
      const message =
        `shared/src/${name} imports only folders of lower layers ` +
        '(SHARED_LAYERS, docs/architecture.md).';
      const above = SHARED_LAYERS.slice(index)
        .flat()
        .filter((other) => other !== name);
      // A folder holding the target (contract holds contract/values) is refused all but it.
      const holders = above.filter((other) => name.startsWith(`${other}/`));
      return [
        {
          target: sources(target),
          from: above
            .filter((other) => !holders.includes(other))
            .map((other) => path.join(src, other)),
          message,
        },
        ...holders.map((other) => ({
          target: sources(target),
          from: path.join(src, other),
          except: [`./${path.relative(other, name)}`],
          message,
        })),
      ];
    }),
  );
  return [
    ...zones.filter((zone) => zone.from.length > 0),
    {
      target: `${src}/!(index|*.test).{ts,tsx}`,
      from: listed.filter((name) => name !== 'texts').map((name) => path.join(src, name)),
      message: "shared/src's root files are its lowest values: they import only texts/.",
    },
  ];
}

/** How packages may not be imported: another remote by name, or shared by a path. */
const PACKAGE_IMPORT_PATTERNS = [
  {
    // Any remote-* package by its name: a remote is only ever loaded by federation.
    regex: '^remote-[a-z0-9-]+(/|$)',
    message: 'Remotes never import each other: use the bus in shared.',
  },
  {
    regex: '(^|/)shared/src(/|$)|^(\\.\\./)+shared(/|$)',
    message: "Import shared by its package name: 'shared'.",
  },
];

/**
 * Browser sources import a shared library only through its surface (shared-surfaces.js): the
 * page holds just those names, so any other would be undefined at run time.
 */
const SURFACE_PATHS = Object.entries(SHARED_SURFACES).map(([name, names]) => ({
  name,
  allowImportNames: names,
  message: `The page shares only part of ${name}: add the name to shared/federation/shared-surfaces.js.`,
}));
const SURFACE_PATTERNS = Object.keys(SHARED_SURFACES).map((name) => ({
  regex: `^${name}/|^${name === 'react-router-dom' ? 'react-router(/|$)' : `${name}/`}`,
  message: `Import ${name} by its package name, through its shared surface.`,
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node }, sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // ES modules: .mjs files, and shared/federation's browser module built into each remote.
    files: ['**/*.mjs', 'shared/federation/define-remote.js'],
    languageOptions: { sourceType: 'module' },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // Hooks live in .ts modules too (use-*.ts): both are checked.
    files: ['host/src/**/*.{ts,tsx}', 'remote-*/src/**/*.{ts,tsx}', 'shared/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: [
      'host/src/**/*.{ts,tsx}',
      'remote-*/src/**/*.{ts,tsx}',
      'shared/src/**/*.{ts,tsx}',
      'api/src/**/*.ts',
    ],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          conditionNames: ['rentmap-source', 'import', 'require', 'default'],
        }),
      ],
    },
    rules: {
      // No import cycles inside a package.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // No package reaches into another by a relative path (remote-x → ../../remote-y/src/…).
      'import-x/no-relative-packages': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureIslands(),
            ...apiLayers(),
            ...sharedLayers(),
            {
              target: `${ROOT}/remote-*/src/{lib,components,testing}/**`,
              from: [`${ROOT}/remote-*/src/features/**`, `${ROOT}/remote-*/src/exposed/**`],
              message: 'lib/, components/ and testing/ never import features or exposed modules.',
            },
            {
              // Tests kept next to their sources may use the remote's test helpers.
              target: `${ROOT}/remote-*/src/**/!(*.test).{ts,tsx}`,
              from: [`${ROOT}/remote-*/test/**`],
              message: 'Sources never import tests.',
            },
          ],
        },
      ],
    },
  },
  {
    // Remotes never import each other, nor shared by relative path.
    files: ['host/src/**', 'remote-*/src/**', 'api/src/**', 'shared/src/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: PACKAGE_IMPORT_PATTERNS }] },
  },
  {
    // What runs in the page (not its tests) imports shared libraries through their surface.
    files: ['host/src/**', 'remote-*/src/**', 'shared/src/**'],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**'],
    rules: {
      // Types are erased, so any of the library's types may be imported.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: SURFACE_PATHS.map((entry) => ({ ...entry, allowTypeImports: true })),
          patterns: SURFACE_PATTERNS,
        },
      ],
    },
  },
  {
    // The API takes the isomorphic contract only: shared's root also builds the browser's
    // token service and axios client.
    files: ['api/src/**', 'api/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'shared',
              message: "The API imports 'shared/contract', never shared's browser part.",
            },
          ],
          patterns: PACKAGE_IMPORT_PATTERNS,
        },
      ],
    },
  },
);
