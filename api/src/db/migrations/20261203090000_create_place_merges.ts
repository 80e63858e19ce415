import { PostgresAdapter, type Kysely } from 'kysely';

// Frozen in time: depends on nothing but kysely, runs on SQLite and PostgreSQL.

/**
 * Moderators' merges of two buildings, or of two units of one building, that are the same.
 *
 * - `place_merges`: one merge, `kind` 'buildings' or 'units', of `from_id` into `into_id`;
 *   `moved` (JSON) records what it moved (each comment's building and unit before, the units
 *   it gave the other building, the units it merged), so that a split puts back exactly that.
 *   `split_at` is set when a moderator splits it; the row stays (the history).
 * - `moderation_log.merge_id`: the merge a merge or split line of the audit log is about.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const timestamp = postgres ? 'timestamptz' : 'text';

  await db.schema
    .createTable('place_merges')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('from_id', 'text', (col) => col.notNull())
    .addColumn('into_id', 'text', (col) => col.notNull())
    .addColumn('building_id', 'text', (col) => col.notNull().references('buildings.id'))
    .addColumn('moved', 'text', (col) => col.notNull())
    .addColumn('comment_count', 'integer', (col) => col.notNull())
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('actor_name', 'text', (col) => col.notNull())
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('split_at', timestamp)
    .execute();
  // A building's history: the merges into it and out of it.
  await db.schema
    .createIndex('place_merges_building_idx')
    .on('place_merges')
    .column('building_id')
    .execute();
  await db.schema
    .createIndex('place_merges_from_idx')
    .on('place_merges')
    .column('from_id')
    .execute();

  await db.schema.alterTable('moderation_log').addColumn('merge_id', 'text').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('moderation_log').dropColumn('merge_id').execute();
  await db.schema.dropTable('place_merges').execute();
}
