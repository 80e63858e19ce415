import { sql, type Kysely } from 'kysely';

// Frozen in time: depends on nothing but kysely, runs on SQLite and PostgreSQL.

/**
 * Every signed-in request asks whether any refresh token of its access token's family is
 * revoked. By the family index alone that reads every token of a live family (one more per
 * refresh, thousands for a month-long sign-in) to find none; this partial index holds only
 * revoked tokens, so the answer is one probe whatever the family's size.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index refresh_tokens_revoked_family_idx on refresh_tokens (family_id)
    where revoked_at is not null`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('refresh_tokens_revoked_family_idx').execute();
}
