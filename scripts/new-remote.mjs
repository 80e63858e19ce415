#!/usr/bin/env node
// `pnpm new-remote NAME`: a new remote in one folder, plus its one line in shared's REMOTES.
// The folder builds (webpack + Module Federation via shared/federation), serves its dist,
// runs its own jest tests and opens alone on its standalone page. Then: `pnpm install`.
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

/** The next free standalone port after the ones the remotes serve on (3301, 3302, …). */
function nextPort(remotes) {
  const ports = remotes
    .map(({ pkg }) => /PORT:-(\d+)/.exec(pkg.scripts?.serve ?? '')?.[1])
    .filter(Boolean)
    .map(Number);
  return Math.max(3300, ...ports) + 1;
}

function files(names, port, remotes) {
  const { name, container, component, expose, file, title } = names;
  const pkg = {
    name,
    version: '1.0.0',
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
      <h1>${title[0].toUpperCase()}${title.slice(1)}</h1>
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

/** The one line: the remote, its container and what it exposes, in shared's REMOTES. */
function addToRemotes(root, { name, container, expose }) {
  const file = path.join(root, 'shared', 'src', 'remotes.ts');
  const text = readFileSync(file, 'utf8');
  if (text.includes(`'${name}':`)) return false;
  const end = text.indexOf('} as const;');
  if (end < 0) throw new Error(`Cannot find the REMOTES table in ${file}`);
  const line = `  '${name}': { container: '${container}', exposes: ['${expose}'] },\n`;
  writeFileSync(file, text.slice(0, end) + line + text.slice(end));
  return true;
}

export function newRemote(input, root) {
  const names = remoteNames(input);
  const dir = path.join(root, names.name);
  if (existsSync(dir)) throw new Error(`${names.name}/ already exists.`);
  const remotes = existingRemotes(root);
  if (remotes.length === 0) throw new Error(`No remote-* package in ${root} to start from.`);
  const port = nextPort(remotes);
  for (const [relative, text] of Object.entries(files(names, port, remotes))) {
    const target = path.join(dir, relative);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, text);
  }
  addToRemotes(root, names);
  return { ...names, dir, port };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { root: { type: 'string', default: path.join(import.meta.dirname, '..') } },
  });
  try {
    const made = newRemote(positionals[0], path.resolve(values.root));
    console.log(`Made ${made.name}/ (container ${made.container}, exposes ${made.expose}, port ${made.port})
and added it to REMOTES in shared/src/remotes.ts. Next:
  pnpm install                          # link the new package
  pnpm --filter ${made.name} test       # its jest tests
  pnpm --filter ${made.name} build      # dist/<version>/ with mf-manifest.json
  pnpm --filter ${made.name} serve      # http://localhost:${made.port}/<version>/ : it alone
Put it on a page with <RemoteSlot remote="${made.name}" module="${made.expose}" /> in host/src/routes.tsx,
and give it an entry in /remotes.json (without one the host shows its fallback).`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  }
}
