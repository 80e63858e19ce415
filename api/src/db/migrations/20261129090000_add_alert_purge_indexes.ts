import { sql, type Kysely } from 'kysely';

// Frozen in time: depends on nothing but kysely, runs on SQLite and PostgreSQL.

/**
 * The alert worker's hourly purge deletes, a thousand rows a statement, the jobs that
 * finished (`done_at`) or were given up (`failed_at`) and the deliveries that went
 * (`sent_at`) more than 30 days ago. Without an index on those times each statement read the
 * whole table. Partial indexes hold only the rows that have the time (pending jobs and unsent
 * deliveries stay out of them); the purge's `done_at < ? or failed_at < ?` reads the two job
 * indexes side by side.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index alert_jobs_done_idx on alert_jobs (done_at)
    where done_at is not null`.execute(db);
  await sql`create index alert_jobs_failed_idx on alert_jobs (failed_at)
    where failed_at is not null`.execute(db);
  await sql`create index alert_deliveries_sent_idx on alert_deliveries (sent_at)
    where sent_at is not null`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('alert_deliveries_sent_idx').execute();
  await db.schema.dropIndex('alert_jobs_failed_idx').execute();
  await db.schema.dropIndex('alert_jobs_done_idx').execute();
}
