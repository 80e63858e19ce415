// The first-load byte budget on a small built tree: which files it counts, how it counts
// them, and that it fails above its limit. Run: node --test scripts/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { firstLoadFiles, measureFirstLoad, servedBytes } from './first-load-budget.mjs';

const SCRIPT = path.join(import.meta.dirname, 'first-load-budget.mjs');
const FIRST_SCREEN = { 'remote-map': ['./MapView'] };
/** Text that compresses poorly, so sizes differ file to file. */
const noise = (n, seed) =>
  Array.from({ length: n }, (_, i) => ((i * 7919 + seed * 104729) % 9973).toString(36)).join('');

function manifest({ shared = [], exposes = [] }) {
  return JSON.stringify({
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    shared: shared.map(([name, files]) => ({ name, assets: { js: { sync: files, async: [] } } })),
    exposes: exposes.map(([expose, files, asyncFiles = []]) => ({
      path: expose,
      name: expose.slice(2),
      assets: { js: { sync: files, async: asyncFiles } },
    })),
  });
}

function builtTree() {
  const root = mkdtempSync(path.join(tmpdir(), 'rentmap-budget-'));
  const files = {
    'host/dist/index.html':
      '<!doctype html><html><head><script defer src="/main.1a2b3c4d.js"></script></head></html>',
    'host/dist/main.1a2b3c4d.js': noise(3000, 1),
    'host/dist/chunk-groups.json': JSON.stringify({
      named: {
        main: ['main.1a2b3c4d.js'],
        bootstrap: ['20.aaaaaaaa.js', 'bootstrap.bbbbbbbb.js'],
      },
      // A shared module with a chunk of its own dependencies (mf-manifest.json names only its).
      provided: { react: ['react.cccccccc.js', 'react-deps.12345678.js'] },
    }),
    'host/dist/20.aaaaaaaa.js': noise(2000, 2),
    'host/dist/bootstrap.bbbbbbbb.js': noise(1000, 3),
    'host/dist/react.cccccccc.js': noise(4000, 4),
    'host/dist/react-deps.12345678.js': noise(1500, 11),
    'host/dist/lazy-page.dddddddd.js': noise(9000, 5),
    'remote-map/package.json': '{ "name": "remote-map", "version": "1.2.0" }',
    'remote-map/dist/1.2.0/remoteEntry.js': noise(500, 6),
    'remote-map/dist/1.2.0/leaflet.eeeeeeee.js': noise(5000, 7),
    'remote-map/dist/1.2.0/react.ffffffff.js': noise(4000, 8),
    'remote-map/dist/1.2.0/later.99999999.js': noise(7000, 9),
    'remote-map/dist/1.2.0/mf-manifest.json': manifest({
      shared: [['react', ['react.ffffffff.js']]],
      exposes: [
        ['./MapView', ['leaflet.eeeeeeee.js', 'react.ffffffff.js'], ['later.99999999.js']],
        ['./Other', ['later.99999999.js']],
      ],
    }),
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

function run(root, ...args) {
  return spawnSync(process.execPath, [SCRIPT, '--root', root, ...args], { encoding: 'utf8' });
}

test('counts the host page’s scripts, its bootstrap group, its shared singletons and the first screen’s remote scripts, nothing lazy', () => {
  const root = builtTree();
  try {
    const files = firstLoadFiles(root, FIRST_SCREEN).map((file) => path.relative(root, file));
    assert.deepEqual(files, [
      'host/dist/main.1a2b3c4d.js',
      'host/dist/20.aaaaaaaa.js',
      'host/dist/bootstrap.bbbbbbbb.js',
      'host/dist/react.cccccccc.js',
      'host/dist/react-deps.12345678.js',
      'remote-map/dist/1.2.0/remoteEntry.js',
      // The remote's own copy of react is not fetched: the host's is loaded first.
      'remote-map/dist/1.2.0/leaflet.eeeeeeee.js',
    ]);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test('counts a file as served: its brotli copy when the build wrote one, else compressed', () => {
  const root = builtTree();
  try {
    const file = path.join(root, 'host/dist/main.1a2b3c4d.js');
    const compressed = servedBytes(file);
    const raw = readFileSync(file).length;
    assert.ok(compressed > 0 && compressed < raw, `${compressed} of ${raw}`);
    assert.equal(servedBytes(file), compressed, 'the same answer every time');
    writeFileSync(`${file}.br`, brotliCompressSync('x'.repeat(100)));
    assert.equal(servedBytes(file), brotliCompressSync('x'.repeat(100)).length);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test('a first-screen expose the remote does not have is an error, not a smaller total', () => {
  const root = builtTree();
  try {
    assert.throws(
      () => measureFirstLoad(root, { 'remote-map': ['./Missing'] }),
      /remote-map@1\.2\.0 exposes no \.\/Missing/,
    );
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test('passes within the limit and fails above it, naming the total', () => {
  const root = builtTree();
  try {
    // What the CLI measures (FIRST_SCREEN): MapView, here with its chunk only.
    writeFileSync(
      path.join(root, 'remote-map/dist/1.2.0/mf-manifest.json'),
      manifest({
        exposes: [['./MapView', ['leaflet.eeeeeeee.js']]],
      }),
    );
    const { served } = measureFirstLoad(root);

    const within = run(root, '--limit', String(served));
    assert.equal(within.status, 0, within.stderr);
    assert.match(within.stdout, new RegExp(`${served} +\\d+  total`));

    const over = run(root, '--limit', String(served - 1));
    assert.equal(over.status, 1);
    assert.match(over.stderr, new RegExp(`is ${served} bytes .* over the budget of ${served - 1}`));
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
