import { ConfigError, loadConfig } from '../config';
import { createDatabase } from '../db/kysely';
import { migrateToLatest } from '../db/migrate';
import { AppError } from '../errors';
import { appointModerator, SYSTEM_ACTOR } from '../modules/moderation/moderation.service';

const USAGE = 'Usage: pnpm --filter api run make-moderator EMAIL';

/**
 * The first moderator (README "Moderation"): makes the account with this email a moderator,
 * on the database the API's own settings name (the same environment as the server), and
 * writes the audit log's 'appoint-moderator' line with no actor (the command). Moderators
 * appoint the others on the moderation page. Returns the exit code.
 */
export async function makeModerator(
  args: string[],
  env: Record<string, string | undefined> = process.env,
  out: Pick<Console, 'log' | 'error'> = console,
): Promise<number> {
  const [email, ...rest] = args;
  if (!email || rest.length > 0) {
    out.error(USAGE);
    return 2;
  }
  let config;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      out.error(error.message);
      return 1;
    }
    throw error;
  }
  const db = createDatabase(config.database, { onConnectionError: () => undefined });
  try {
    // A fresh install may run this before the server ever started.
    await migrateToLatest(db);
    const entry = await appointModerator(db, SYSTEM_ACTOR, email);
    out.log(`${email} is now a moderator (audit log entry ${entry.id}).`);
    return 0;
  } catch (error) {
    if (error instanceof AppError) {
      out.error(`${email}: ${error.message}`);
      return 1;
    }
    throw error;
  } finally {
    await db.destroy();
  }
}

if (require.main === module) {
  makeModerator(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : String(error));
      process.exit(1);
    },
  );
}
