import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REMOTES, REMOTE_NAMES, type RemoteName } from '../../shared/src/remotes';

export { REMOTE_NAMES, type RemoteName };

export const E2E_API_PORT = 3200;
/** The local tile service stand-in (TILE_URL) for the map and the static map images. */
export const E2E_TILE_PORT = 3290;

/**
 * Ports of the stand-alone deployments of each remote (a second origin): each remote's own
 * `serve` port, from shared's list of remotes, so a new remote is deployed here too.
 */
export const REMOTE_PORTS = Object.fromEntries(
  REMOTE_NAMES.map((name) => [name, REMOTES[name].port]),
) as Record<RemoteName, number>;

/**
 * A remote server a spec starts itself (e.g. a slow one) listens here: ops allow this origin.
 * Past the remotes' ports, which `pnpm new-remote` hands out in order from 3301.
 */
export const SPEC_REMOTE_PORT = 3399;

/** Debian's Chromium (or CHROME_PATH); a browser is never downloaded by the test tool. */
export function chromiumExecutable(): string {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const found = candidates.find((path): path is string => !!path && existsSync(path));
  if (!found) {
    throw new Error(
      'Chromium not found. Install it with `apt-get install -y chromium` or set CHROME_PATH.',
    );
  }
  return found;
}

let dataDir: string | undefined;
export function e2eDataDir(): string {
  dataDir ??= process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'rentmap-e2e-'));
  process.env.E2E_DATA_DIR = dataDir;
  return dataDir;
}
