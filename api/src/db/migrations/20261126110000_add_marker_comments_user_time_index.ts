import { sql, type Kysely } from 'kysely';

// Frozen in time: depends on nothing but kysely, runs on SQLite and PostgreSQL.

/**
 * My comments reads one user's comments newest first, a page at a time after a cursor on
 * (created_at, id): an index on (user_id, created_at desc, id desc) answers each page by a
 * range read, however many comments the user has. It also serves every look-up by user_id
 * (an account's comments going with it), so the single-column index it replaces goes.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('marker_comments_user_time_idx')
    .on('marker_comments')
    .columns(['user_id'])
    .column(sql`created_at desc`)
    .column(sql`id desc`)
    .execute();
  await db.schema.dropIndex('marker_comments_user_id_idx').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('marker_comments_user_id_idx')
    .on('marker_comments')
    .column('user_id')
    .execute();
  await db.schema.dropIndex('marker_comments_user_time_idx').execute();
}
