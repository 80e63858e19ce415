import { PostgresAdapter, type Kysely } from 'kysely';

// Frozen in time: depends on nothing but kysely, runs the same on SQLite and PostgreSQL.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const timestamp = db.getExecutor().adapter instanceof PostgresAdapter ? 'timestamptz' : 'text';

  // When every session of the account was last ended (sign out of all devices, password
  // reset): access tokens issued before it are refused, not only the refresh tokens.
  await db.schema.alterTable('users').addColumn('sessions_revoked_at', timestamp).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('sessions_revoked_at').execute();
}
