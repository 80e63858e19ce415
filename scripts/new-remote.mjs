#!/usr/bin/env node
// `pnpm new-remote NAME`: a new remote in one folder, plus its entry in shared's REMOTES and its
// row in the README's table of remotes. The folder builds (webpack + Module Federation via
// shared/federation), serves its dist, runs its own jest tests and opens alone on its
// standalone page. Everything else reads REMOTES: the host routes the remote's page and titles
// its tab, the API serves it and lists it in /remotes.json, the e2e suite deploys it on its
// port. Then: `pnpm install`.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

const USAGE = 'Usage: pnpm new-remote NAME   (e.g. `pnpm new-remote chat` makes remote-chat/)';

/** `chat` or `remote-chat` → the package, container, exposed module and page names. */
export function remoteNames(input) {
  const bare = String(input ?? '')
    .trim()
    .replace(/^remote-/, '');
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(bare)) {
    throw new Error(`"${input}" is not a remote name: lower-case words joined by "-". ${USAGE}`);
  }
  const pascal = bare.replace(/(^|-)([a-z0-9])/g, (_m, _dash, c) => c.toUpperCase());
  return {
    name: `remote-${bare}`,
    container: `remote_${bare.replace(/-/g, '_')}`,
    component: `${pascal}Page`,
    expose: `./${pascal}Page`,
    file: `${bare}-page`,
    title: bare.replace(/-/g, ' '),
    path: `/${bare}`,
  };
}

function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** The remotes there are, with their package.json. */
function existingRemotes(root) {
  return readdirSync(root)
    .filter((dir) => /^remote-/.test(dir) && existsSync(path.join(root, dir, 'package.json')))
    .map((dir) => ({ dir, pkg: readJson(path.join(root, dir, 'package.json')) }));
}

/** The dependencies every remote has, at the version they ask for: what a new one starts with. */
function commonDependencies(remotes, field) {
  const [first, ...rest] = remotes.map(({ pkg }) => pkg[field] ?? {});
  return Object.fromEntries(
    Object.entries(first ?? {}).filter(([dep, range]) => rest.every((d) => d[dep] === range)),
  );
}

/** The next free standalone port after the ones REMOTES and the remotes' `serve` name. */
function nextPort(remotes, remotesTs) {
  const ports = [
    ...remotes.map(({ pkg }) => /PORT:-(\d+)/.exec(pkg.scripts?.serve ?? '')?.[1]),
    ...[...remotesTs.matchAll(/\bport: (\d+)/g)].map((match) => match[1]),
  ]
    .filter(Boolean)
    .map(Number);
  return Math.max(3300, ...ports) + 1;
}

function capitalized(text) {
  return `${text[0].toUpperCase()}${text.slice(1)}`;
}

function files(names, port, remotes) {
  const { name, container, component, expose, file, title } = names;
  const pkg = {
    name,
    version: '1.0.0',
    description: ownsOf(title, names.path),
    private: true,
    scripts: {
      build: 'webpack --mode production',
      serve: `PORT=\${PORT:-${port}} rentmap-serve-dist`,
      typecheck: 'tsc --noEmit',
      test: 'jest',
    },
    dependencies: commonDependencies(remotes, 'dependencies'),
    devDependencies: commonDependencies(remotes, 'devDependencies'),
  };
  return {
    'package.json': `${JSON.stringify(pkg, null, 2)}\n`,
    'README.md': `# ${name}

${capitalized(title)}: the page at \`${names.path}\` (\`${expose}\`), loaded by the host with
Module Federation. Its entry in \`REMOTES\` (\`shared/src/remotes.ts\`) says what it exposes,
its page and its port.

\`\`\`sh
pnpm --filter ${name} test    # jest
pnpm --filter ${name} build   # dist/<version>/ with mf-manifest.json
pnpm --filter ${name} serve   # http://localhost:${port}/<version>/ : it alone
\`\`\`
`,
    'webpack.config.js': `const { createWebpackConfig } = require('shared/federation');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: '${container}',
  title: 'RentMap — ${title}',
  exposes: { '${expose}': './src/exposed/${file}.tsx' },
});
`,
    'jest.config.js': `module.exports = require('../jest.preset.js').jestConfig({
  dir: __dirname,
  environment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/test/setup.ts', '@testing-library/jest-dom'],
});
`,
    'tsconfig.json': `{
  "extends": "../tsconfig.base.json",
  "compilerOptions": {
    "noEmit": true,
    "types": ["node", "jest", "@testing-library/jest-dom"]
  },
  "include": ["src", "test", "../types"]
}
`,
    'src/index.ts': `// Async boundary for the remote's own standalone page.
import('./standalone');
`,
    'src/standalone.tsx': `import { applyDesignTokens } from 'shared';
import { mountStandalone } from 'shared/federation/standalone';
import ${component} from './exposed/${file}';

applyDesignTokens();
mountStandalone(<${component} />);
`,
    'src/register-part.ts': `import { defineRemote } from 'shared/federation/define-remote';

/** Imported by every exposed module, which re-exports it for the host's contract check. */
export const remoteInfo = defineRemote('${name}');
`,
    [`src/exposed/${file}.tsx`]: `import '../register-part';

export { remoteInfo } from '../register-part';

/** What ${name} shows where the host puts it (\`${expose}\`). */
export default function ${component}() {
  return (
    <main>
      <h1>${capitalized(title)}</h1>
    </main>
  );
}
`,
    'test/setup.ts': `// jsdom has no TextEncoder; react-router 7 needs one when it loads.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
`,
    [`test/${file}.test.tsx`]: `import { render, screen } from '@testing-library/react';
import ${component}, { remoteInfo } from '../src/exposed/${file}';

describe('${component}', () => {
  it('renders its heading and says which remote it is', () => {
    render(<${component} />);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(remoteInfo).toMatchObject({ name: '${name}' });
  });
});
`,
  };
}

const REMOTES_FILE = ['shared', 'src', 'remotes.ts'];

/** Its entry in shared's REMOTES: container, exposed module, port, its page. */
function addToRemotes(root, { name, container, expose, title, path: pagePath }, port) {
  const file = path.join(root, ...REMOTES_FILE);
  const text = readFileSync(file, 'utf8');
  if (text.includes(`'${name}':`)) return false;
  const end = text.search(/^\} as const/m);
  if (end < 0) throw new Error(`Cannot find the REMOTES table in ${file}`);
  const entry = [
    `  '${name}': {`,
    `    container: '${container}',`,
    `    exposes: ['${expose}'],`,
    `    port: ${port},`,
    `    pages: [{ path: '${pagePath}', module: '${expose}', title: '${capitalized(title)}' }],`,
    `  },`,
    '',
  ].join('\n');
  writeFileSync(file, text.slice(0, end) + entry + text.slice(end));
  return true;
}

/** What it owns: its package.json description and its cell in the README's table. */
function ownsOf(title, pagePath) {
  return `the ${title} page, \`${pagePath}\``;
}

const TABLE_END = '<!-- remotes-table:end -->';

/** Its row in the README's table of remotes (the shared tests check it against REMOTES). */
function addToReadme(root, { name, title, path: pagePath }, port) {
  const file = path.join(root, 'README.md');
  if (!existsSync(file)) return false;
  const text = readFileSync(file, 'utf8');
  const end = text.indexOf(TABLE_END);
  if (end < 0) throw new Error(`Cannot find ${TABLE_END} in ${file}`);
  const lastRow = text.lastIndexOf('|', end) + 1;
  const row = `\n| [\`${name}\`](${name}/README.md) | ${ownsOf(title, pagePath)} | ${port} |`;
  writeFileSync(file, text.slice(0, lastRow) + row + text.slice(lastRow));
  return true;
}

/** Lays out the files it edited the way the repository's prettier does, where there is one. */
function format(root, files) {
  const prettier = path.join(root, 'node_modules', '.bin', 'prettier');
  if (!existsSync(prettier)) return;
  execFileSync(prettier, ['--write', ...files], { cwd: root, stdio: 'ignore' });
}

export function newRemote(input, root) {
  const names = remoteNames(input);
  const dir = path.join(root, names.name);
  if (existsSync(dir)) throw new Error(`${names.name}/ already exists.`);
  const remotes = existingRemotes(root);
  if (remotes.length === 0) throw new Error(`No remote-* package in ${root} to start from.`);
  const port = nextPort(remotes, readFileSync(path.join(root, ...REMOTES_FILE), 'utf8'));
  for (const [relative, text] of Object.entries(files(names, port, remotes))) {
    const target = path.join(dir, relative);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, text);
  }
  addToRemotes(root, names, port);
  addToReadme(root, names, port);
  format(root, [path.join(...REMOTES_FILE), 'README.md']);
  return { ...names, dir, port };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { root: { type: 'string', default: path.join(import.meta.dirname, '..') } },
  });
  try {
    const made = newRemote(positionals[0], path.resolve(values.root));
    console.log(`Made ${made.name}/ (container ${made.container}, exposes ${made.expose}, port ${made.port}),
added it to REMOTES in shared/src/remotes.ts (the host routes its page ${made.path}) and to the
README's table of remotes. Next:
  pnpm install                          # link the new package
  pnpm --filter ${made.name} test       # its jest tests
  pnpm --filter ${made.name} build      # dist/<version>/ with mf-manifest.json
  pnpm --filter ${made.name} serve      # http://localhost:${made.port}/<version>/ : it alone
An ops-owned /remotes.json needs its entry too (without one the host shows its fallback).`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  }
}
