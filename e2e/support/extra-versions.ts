import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';

const repoRoot = join(__dirname, '..', '..');

/** Versions of remote-markers that the deployment tests deploy beside the current one. */
export const EXTRA_VERSIONS = {
  /** The same code as a newer release: switching the manifest switches what users get. */
  next: { version: '1.0.1-e2e', contract: undefined },
  /** A release built against another bus contract: the host must refuse it. */
  incompatible: { version: '1.0.2-e2e-contract99', contract: '99' },
} as const;

/**
 * Builds remote-markers once per extra version into dist/<version>/, as a team would; the
 * builds run side by side (each leaves a core partly idle).
 */
export async function buildExtraVersions(): Promise<void> {
  const dir = join(repoRoot, 'remote-markers');
  const cli = require.resolve('webpack-cli/bin/cli.js', { paths: [dir] });
  const missing = Object.values(EXTRA_VERSIONS).filter(
    ({ version }) => !existsSync(join(dir, 'dist', version, 'mf-manifest.json')),
  );
  await Promise.all(
    missing.map(async ({ version, contract }) => {
      const { stdout } = await promisify(execFile)(
        process.execPath,
        [cli, '--mode', 'production'],
        {
          cwd: dir,
          maxBuffer: 64 * 1024 * 1024,
          env: {
            ...process.env,
            RENTMAP_BUILD_VERSION: version,
            ...(contract ? { RENTMAP_BUILD_CONTRACT: contract } : {}),
          },
        },
      );
      process.stdout.write(`remote-markers@${version}: ${stdout.split('\n').at(-2) ?? ''}\n`);
    }),
  );
}
