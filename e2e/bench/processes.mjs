// What the benchmark scripts share: the repository, Debian's Chromium, and starting and
// stopping the local servers they measure (the built API, the tile stand-in).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Debian's Chromium (or CHROME_PATH); a browser is never downloaded. */
export const CHROME = [
  process.env.CHROME_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
].find((path) => path && existsSync(path));

export function log(line) {
  process.stdout.write(`${line}\n`);
}

/** A new empty folder under the system's temporary one, named from `prefix`. */
export function tempDir(prefix) {
  return mkdtempSync(join(tmpdir(), prefix));
}

/** Removes a bench's throw-away folders (one already gone is no error). */
export function removeDirs(...dirs) {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
}

/** Runs a bench's main(): an error is printed with its stack and fails the run. */
export function runBench(main) {
  main().catch((error) => {
    log(error.stack ?? String(error));
    process.exitCode = 1;
  });
}

/** A port nothing listens on right now. */
export function sparePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Starts a Node process from the repository root; its output goes to ours when it fails. */
export function start(name, script, env) {
  const child = spawn(process.execPath, [script], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  child.on('exit', (code, signal) => {
    if (!child.stopping) log(`${name} exited (${code ?? signal}):\n${output}`);
  });
  return child;
}

export function stop(child) {
  if (!child || child.exitCode !== null) return Promise.resolve();
  child.stopping = true;
  return new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

export async function waitForHttp(url, timeoutMs) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Stops with the built app (`pnpm build`) missing: there is nothing to measure. */
export function requireBuiltApp() {
  for (const built of ['api/dist/server.js', 'host/dist']) {
    if (!existsSync(join(repoRoot, built))) throw new Error(`${built} is missing: pnpm build`);
  }
}

/**
 * Starts the local tile stand-in and the built API on `dataDir` (the embedded default: API,
 * host and remotes on one port, place search from the bundled gazetteer), and waits until
 * both answer. Resolves with the app's origin and a `stop` for both.
 */
export async function startBuiltApp(dataDir) {
  let tiles;
  let server;
  const stopBoth = async () => {
    await stop(server);
    await stop(tiles);
  };
  try {
    const tilePort = await sparePort();
    tiles = start('tile stand-in', 'e2e/support/tile-stand-in.js', { PORT: String(tilePort) });
    await waitForHttp(`http://127.0.0.1:${tilePort}/health`, 30_000);
    const apiPort = await sparePort();
    server = start('API', 'api/dist/server.js', {
      PORT: String(apiPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      GEOCODER: 'offline',
      TILE_URL: `http://127.0.0.1:${tilePort}/{z}/{x}/{y}.png`,
    });
    const base = `http://127.0.0.1:${apiPort}`;
    await waitForHttp(`${base}/api/health`, 120_000);
    return { base, stop: stopBoth };
  } catch (error) {
    await stopBoth();
    throw error;
  }
}
