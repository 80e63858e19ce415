import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen in time: depends on nothing but kysely, runs the same on SQLite and PostgreSQL.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const timestamp = db.getExecutor().adapter instanceof PostgresAdapter ? 'timestamptz' : 'text';

  await db.schema
    .createTable('marker_comments')
    .addColumn('id', 'text', (col) => col.primaryKey())
    // Nullable until sign-in exists; the foreign key is declared now because SQLite can only
    // add one later by rebuilding the table.
    .addColumn('user_id', 'text', (col) => col.references('users.id').onDelete('cascade'))
    .addColumn('lat', 'double precision', (col) => col.notNull())
    .addColumn('lon', 'double precision', (col) => col.notNull())
    .addColumn('comment', 'text', (col) => col.notNull())
    .addColumn('full_address', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('unit_number', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('region', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('city', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('country', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('postcode', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('location_type', 'text', (col) => col.notNull())
    .addColumn('map_source', 'text', (col) => col.notNull())
    .addColumn('photo_urls', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('updated_at', timestamp, (col) => col.notNull())
    .execute();

  // The list is read newest first; the map looks markers up by position.
  await db.schema
    .createIndex('marker_comments_created_at_idx')
    .on('marker_comments')
    .column(sql`created_at desc`)
    .execute();
  await db.schema
    .createIndex('marker_comments_lat_lon_idx')
    .on('marker_comments')
    .columns(['lat', 'lon'])
    .execute();
  await db.schema
    .createIndex('marker_comments_user_id_idx')
    .on('marker_comments')
    .column('user_id')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('marker_comments').execute();
}
