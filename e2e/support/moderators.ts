import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { e2eDataDir } from './environment';

const run = promisify(execFile);
const repoRoot = join(__dirname, '..', '..');

/**
 * Makes the account a moderator the documented way (docs/api.md "Moderation": the first
 * moderator comes from `pnpm --filter api run make-moderator EMAIL`): the built command, run
 * on the e2e server's database (its DATA_DIR).
 */
export async function makeModerator(email: string): Promise<void> {
  await run(process.execPath, ['api/dist/scripts/make-moderator.js', email], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: e2eDataDir(), LOG_LEVEL: 'warn' },
  });
}
