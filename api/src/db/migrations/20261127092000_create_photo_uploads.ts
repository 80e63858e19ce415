import { PostgresAdapter, type Kysely } from 'kysely';

// Frozen in time: depends on nothing but kysely, runs on SQLite and PostgreSQL.

/**
 * The daily photo quota counts uploads, not stored photos: an unattached upload
 * that its author deletes is still one of the day's uploads. One row per upload, kept a day
 * (each upload removes the rows older than that, by photo_uploads_created_at_idx); they go
 * with their account.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const timestamp = postgres ? 'timestamptz' : 'text';

  await db.schema
    .createTable('photo_uploads')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('photo_uploads_user_id_idx')
    .on('photo_uploads')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('photo_uploads_created_at_idx')
    .on('photo_uploads')
    .column('created_at')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('photo_uploads').execute();
}
