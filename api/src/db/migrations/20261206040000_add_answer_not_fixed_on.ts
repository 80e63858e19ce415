import type { Kysely } from 'kysely';

// Frozen in time: depends on nothing but kysely, runs on SQLite and PostgreSQL.

/**
 * "Was it fixed?": the last day the author of a not-met answer said it was still not fixed
 * (YYYY-MM-DD as text, like every day the record keeps); null until they say so.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('comment_condition_answers')
    .addColumn('not_fixed_on', 'text')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('comment_condition_answers').dropColumn('not_fixed_on').execute();
}
