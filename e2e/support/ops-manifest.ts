import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { e2eDataDir, REMOTE_NAMES, type RemoteName } from './environment';

const file = () => join(e2eDataDir(), 'remotes.json');

/** Writes the operator's remotes manifest file, which the running API serves from now on. */
export function pinRemoteVersions(versions: Partial<Record<RemoteName, string>>): void {
  const manifest = Object.fromEntries(
    REMOTE_NAMES.map((remote) => [
      remote,
      `/remotes/${remote}/${versions[remote] ?? '1.0.0'}/mf-manifest.json`,
    ]),
  );
  writeFileSync(file(), JSON.stringify(manifest, null, 2));
}

/** Back to the default manifest made from each remote's package version. */
export function removeOpsManifest(): void {
  rmSync(file(), { force: true });
}
