#!/usr/bin/env node
// The JavaScript byte budget of a first load of `/`: every script the page fetches
// before the map draws its first tile, counted as served (the build's brotli copy), from the
// built files alone — no browser, no timing, the same answer on every machine.
//
//   node scripts/first-load-budget.mjs [--limit <bytes>] [--root <repo>]
//
// What the first load fetches:
// - the host: the scripts its index.html names, its "bootstrap" chunk group and the shared
//   singletons it provides, each with the chunks it needs (its chunk-groups.json);
// - each remote the map page shows at once (FIRST_SCREEN): its remoteEntry.js and the
//   synchronous scripts of the exposed modules (their mf-manifest.json), less the shared
//   singletons, which the host has already loaded ('loaded-first').
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

/** 200 KB: the budget for the JavaScript of a first load, compressed. */
export const FIRST_LOAD_LIMIT_BYTES = 204_800;

/**
 * The remotes and exposed modules the map page (`/`) loads before its first tile. The list
 * and the place sheet (remote-markers) wait for the map's first view
 * (host/src/remotes/use-after-map-view.ts), which comes after its tiles.
 */
export const FIRST_SCREEN = { 'remote-map': ['./MapView'] };

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

function hostFiles(hostDist) {
  const html = readFileSync(path.join(hostDist, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script\b[^>]*\bsrc=["']?([^"'\s>]+)/gi)].map((m) =>
    m[1].replace(/^\//, ''),
  );
  const { named, provided } = readJson(path.join(hostDist, 'chunk-groups.json'));
  if (!named.bootstrap) throw new Error(`${hostDist}/chunk-groups.json has no "bootstrap" group`);
  const shared = Object.values(provided).flat();
  return [...scripts, ...named.bootstrap, ...shared].map((file) => path.join(hostDist, file));
}

function remoteFiles(root, remote, exposes) {
  const { version } = readJson(path.join(root, remote, 'package.json'));
  const dist = path.join(root, remote, 'dist', version);
  const manifest = readJson(path.join(dist, 'mf-manifest.json'));
  const sharedFiles = new Set(manifest.shared.flatMap((entry) => entry.assets.js.sync));
  const files = [manifest.metaData.remoteEntry.name];
  for (const expose of exposes) {
    const found = manifest.exposes.find((entry) => entry.path === expose);
    if (!found) throw new Error(`${remote}@${version} exposes no ${expose}`);
    files.push(...found.assets.js.sync.filter((file) => !sharedFiles.has(file)));
  }
  return files.map((file) => path.join(dist, file));
}

/** Every script of the first load, once each, in load order. */
export function firstLoadFiles(root, firstScreen = FIRST_SCREEN) {
  const files = [
    ...hostFiles(path.join(root, 'host', 'dist')),
    ...Object.entries(firstScreen).flatMap(([remote, exposes]) =>
      remoteFiles(root, remote, exposes),
    ),
  ];
  return [...new Set(files)];
}

/** Bytes on the wire: the build's .br copy, or the file brotli-compressed as the build would. */
export function servedBytes(file) {
  if (existsSync(`${file}.br`)) return readFileSync(`${file}.br`).length;
  const params = { [constants.BROTLI_PARAM_QUALITY]: 11 };
  return brotliCompressSync(readFileSync(file), { params }).length;
}

export function measureFirstLoad(root, firstScreen = FIRST_SCREEN) {
  const files = firstLoadFiles(root, firstScreen).map((file) => ({
    file: path.relative(root, file),
    bytes: readFileSync(file).length,
    served: servedBytes(file),
  }));
  const sum = (key) => files.reduce((total, entry) => total + entry[key], 0);
  return { files, bytes: sum('bytes'), served: sum('served') };
}

function optionOf(args, name, fallback) {
  const at = args.indexOf(name);
  return at === -1 ? fallback : args[at + 1];
}

function main(args) {
  const root = path.resolve(optionOf(args, '--root', path.join(import.meta.dirname, '..')));
  const limit = Number(optionOf(args, '--limit', FIRST_LOAD_LIMIT_BYTES));
  const { files, bytes, served } = measureFirstLoad(root);
  for (const entry of files) {
    console.log(
      `${String(entry.served).padStart(8)} ${String(entry.bytes).padStart(9)}  ${entry.file}`,
    );
  }
  console.log(`${String(served).padStart(8)} ${String(bytes).padStart(9)}  total (served, raw)`);
  if (served > limit) {
    console.error(
      `First load of / is ${served} bytes of JavaScript compressed: over the budget of ${limit}.`,
    );
    return 1;
  }
  console.log(`Within the budget of ${limit} bytes.`);
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = main(process.argv.slice(2));
