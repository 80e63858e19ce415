import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen in time: depends on nothing but kysely, runs on SQLite and PostgreSQL.

/**
 * When a comment goes public, and how much of it the public sees.
 *
 * - `marker_comments.publish_at`: when a `scheduled` comment is published (null: not by a
 *   date). `awaits_move_out`: it waits for its author to say they moved out. A held comment
 *   keeps both, and is scheduled, not published, once a moderator lets it through.
 * - `marker_comments.coarse`: the row's public columns hold the coarse version (the
 *   building's position, no unit, the month's first day as its dates).
 * - `comment_withheld_details`: what a coarse comment's public version withholds, for its
 *   author (and moderators) only: the point chosen, the address and unit as written, the
 *   real times. One row per coarse comment, gone with it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const timestamp = postgres ? 'timestamptz' : 'text';
  const real = postgres ? 'double precision' : 'real';
  const flag = postgres ? 'boolean' : 'integer';
  const no = postgres ? sql`false` : sql`0`;

  await db.schema.alterTable('marker_comments').addColumn('publish_at', timestamp).execute();
  for (const column of ['awaits_move_out', 'coarse']) {
    await db.schema
      .alterTable('marker_comments')
      .addColumn(column, flag, (col) => col.notNull().defaultTo(no))
      .execute();
  }
  // The publisher's one read: the scheduled comments whose time has come.
  await db.schema
    .createIndex('marker_comments_scheduled_idx')
    .on('marker_comments')
    .column('publish_at')
    .where(sql.ref('status'), '=', sql.lit('scheduled'))
    .execute();

  await db.schema
    .createTable('comment_withheld_details')
    .addColumn('comment_id', 'text', (col) =>
      col.primaryKey().references('marker_comments.id').onDelete('cascade'),
    )
    .addColumn('lat', real, (col) => col.notNull())
    .addColumn('lon', real, (col) => col.notNull())
    .addColumn('full_address', 'text', (col) => col.notNull())
    .addColumn('unit_number', 'text', (col) => col.notNull())
    .addColumn('unit_id', 'text', (col) => col.references('units.id'))
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('updated_at', timestamp, (col) => col.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('comment_withheld_details').execute();
  await db.schema.dropIndex('marker_comments_scheduled_idx').execute();
  for (const column of ['publish_at', 'awaits_move_out', 'coarse']) {
    await db.schema.alterTable('marker_comments').dropColumn(column).execute();
  }
}
