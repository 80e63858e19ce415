import { Migrator } from 'kysely/migration';
import type { Db } from './kysely';
import { migrations } from './migrations';

export class MigrationError extends Error {
  override name = 'MigrationError';
}

/** Brings the schema to the latest migration; returns the names applied now. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((result) => result.status === 'Error');
    const reason = error instanceof Error ? error.message : String(error);
    throw new MigrationError(
      `Database migration ${failed ? `"${failed.migrationName}" ` : ''}failed: ${reason}`,
      { cause: error },
    );
  }
  return results.filter((result) => result.status === 'Success').map((r) => r.migrationName);
}
