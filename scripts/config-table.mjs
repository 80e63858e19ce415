#!/usr/bin/env node
// `pnpm config-table`: writes docs/running.md's table of environment variables, made from the
// API's declarations of them (each next to the plugin or module that reads it). `--check`
// only says whether the file is up to date. Reads the built API (`pnpm --filter api build`);
// `pnpm test` runs the same check as api/test/config-table.test.ts.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';

const root = path.join(import.meta.dirname, '..');
const file = path.join(root, 'docs', 'running.md');

const { values } = parseArgs({ options: { check: { type: 'boolean', default: false } } });
const require = createRequire(import.meta.url);
let withConfigTable;
try {
  ({ withConfigTable } = require(path.join(root, 'api', 'dist', 'config-table.js')));
} catch {
  console.error('The API is not built: run `pnpm --filter api build` first.');
  process.exit(1);
}

const markdown = readFileSync(file, 'utf8');
const updated = withConfigTable(markdown);
if (values.check) {
  if (updated !== markdown) {
    console.error(
      'docs/running.md lists other variables than the API declares: run `pnpm config-table`.',
    );
    process.exitCode = 1;
  }
} else if (updated !== markdown) {
  writeFileSync(file, updated);
  console.log('docs/running.md: table of environment variables updated.');
} else {
  console.log('docs/running.md: table of environment variables already up to date.');
}
