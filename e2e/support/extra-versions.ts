import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const repoRoot = join(__dirname, '..', '..');

/** Versions of remote-markers that the deployment tests deploy beside the current one. */
export const EXTRA_VERSIONS = {
  /** The same code as a newer release: switching the manifest switches what users get. */
  next: { version: '1.0.1-e2e', contract: undefined },
  /** A release built against another bus contract: the host must refuse it. */
  incompatible: { version: '1.0.2-e2e-contract99', contract: '99' },
} as const;

/** Builds remote-markers once per extra version into dist/<version>/, as a team would. */
export function buildExtraVersions(): void {
  const dir = join(repoRoot, 'remote-markers');
  const cli = require.resolve('webpack-cli/bin/cli.js', { paths: [dir] });
  for (const { version, contract } of Object.values(EXTRA_VERSIONS)) {
    if (existsSync(join(dir, 'dist', version, 'mf-manifest.json'))) continue;
    execFileSync(process.execPath, [cli, '--mode', 'production'], {
      cwd: dir,
      stdio: 'inherit',
      env: {
        ...process.env,
        RENTMAP_BUILD_VERSION: version,
        ...(contract ? { RENTMAP_BUILD_CONTRACT: contract } : {}),
      },
    });
  }
}
