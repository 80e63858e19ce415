import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen in time: depends on nothing but kysely, runs the same on SQLite and PostgreSQL.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const timestamp = db.getExecutor().adapter instanceof PostgresAdapter ? 'timestamptz' : 'text';

  // One row per upload: who uploaded it, where its two stored files are, and which comment
  // (if any) uses it. Rows without a comment past the grace period are cleaned up.
  await db.schema
    .createTable('photos')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull().unique())
    .addColumn('thumbnail_name', 'text', (col) => col.notNull().unique())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('marker_comment_id', 'text', (col) =>
      col.references('marker_comments.id').onDelete('set null'),
    )
    .addColumn('content_type', 'text', (col) => col.notNull())
    .addColumn('bytes', 'integer', (col) => col.notNull())
    .addColumn('width', 'integer', (col) => col.notNull())
    .addColumn('height', 'integer', (col) => col.notNull())
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .execute();

  await db.schema.createIndex('photos_user_id_idx').on('photos').column('user_id').execute();
  await db.schema
    .createIndex('photos_marker_comment_id_idx')
    .on('photos')
    .column('marker_comment_id')
    .execute();
  // The clean-up job looks for old photos no comment uses.
  await db.schema
    .createIndex('photos_unattached_created_at_idx')
    .on('photos')
    .column('created_at')
    .where(sql.ref('marker_comment_id'), 'is', null)
    .execute();

  // The list pages newest first with id as the tie-break: one index serves both.
  await db.schema
    .createIndex('marker_comments_created_at_id_idx')
    .on('marker_comments')
    .columns(['created_at desc', 'id desc'])
    .execute();
  // The viewport (bbox) query ranges over lon within a latitude band.
  await db.schema
    .createIndex('marker_comments_lon_lat_idx')
    .on('marker_comments')
    .columns(['lon', 'lat'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('marker_comments_lon_lat_idx').execute();
  await db.schema.dropIndex('marker_comments_created_at_id_idx').execute();
  await db.schema.dropTable('photos').execute();
}
