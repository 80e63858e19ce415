import type { Kysely } from 'kysely';

// Frozen in time: depends on nothing but kysely, runs on SQLite and PostgreSQL.

/**
 * A comment's rent record: the weekly rent when the tenant moved in, the months they moved in
 * and out (YYYY-MM), the bond, the kind of agreement and the state whose rules its hints
 * name (`comment_rents`); one row an increase (`comment_rent_increases`), keyed by the day
 * the new rent began (YYYY-MM-DD as text, like every day the record keeps). Both go with
 * their comment.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('comment_rents')
    .addColumn('comment_id', 'text', (col) =>
      col.primaryKey().references('marker_comments.id').onDelete('cascade'),
    )
    .addColumn('state', 'text')
    .addColumn('weekly_rent', 'integer', (col) => col.notNull())
    .addColumn('moved_in', 'text', (col) => col.notNull())
    .addColumn('moved_out', 'text')
    .addColumn('bond', 'integer')
    .addColumn('agreement', 'text')
    .execute();

  await db.schema
    .createTable('comment_rent_increases')
    .addColumn('comment_id', 'text', (col) =>
      col.notNull().references('marker_comments.id').onDelete('cascade'),
    )
    .addColumn('on_day', 'text', (col) => col.notNull())
    .addColumn('new_rent', 'integer', (col) => col.notNull())
    .addColumn('notice_days', 'integer')
    .addColumn('in_writing', 'integer')
    // A comment's increases in one read, oldest first, one a day.
    .addPrimaryKeyConstraint('comment_rent_increases_pkey', ['comment_id', 'on_day'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('comment_rent_increases').execute();
  await db.schema.dropTable('comment_rents').execute();
}
