import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen in time: depends on nothing but kysely, runs on SQLite and PostgreSQL.

/**
 * Notices: a landlord, agent or owner objects to a passage of a published comment. The
 * comment stays up while the notice is `open`; a moderator's decision closes it as
 * `dismissed` (the comment kept) or `upheld` (the comment hidden). Its author may answer once
 * (`answer`, `answered_at`); an edit of the comment while it is open is noted (`edited_at`).
 * `quote_key` is the quote lowercased with its spacing collapsed: how two quotes of a comment
 * are compared. A notice goes with its comment and with the account that filed it.
 *
 * The partial indexes name their condition as the reads do, word for word (`status =
 * 'open'`): SQLite uses a partial index only for a query that states its condition so.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const timestamp = postgres ? 'timestamptz' : 'text';

  await db.schema
    .createTable('comment_notices')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('comment_id', 'text', (col) =>
      col.notNull().references('marker_comments.id').onDelete('cascade'),
    )
    .addColumn('filer_id', 'text', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('role', 'text', (col) => col.notNull())
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('quote', 'text', (col) => col.notNull())
    .addColumn('quote_key', 'text', (col) => col.notNull())
    .addColumn('explanation', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('open'))
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('answer', 'text')
    .addColumn('answered_at', timestamp)
    .addColumn('edited_at', timestamp)
    .addColumn('decided_at', timestamp)
    .execute();

  const open = sql<boolean>`status = 'open'`;
  // The open notices of a comment (under review or not; its case), one per account at a time.
  await db.schema
    .createIndex('comment_notices_open_comment_filer_unique')
    .on('comment_notices')
    .columns(['comment_id', 'filer_id'])
    .unique()
    .where(open)
    .execute();
  // The queue's comments under notice, by their oldest open notice.
  await db.schema
    .createIndex('comment_notices_open_created_at_idx')
    .on('comment_notices')
    .columns(['created_at', 'comment_id'])
    .where(open)
    .execute();
  // Every notice of a comment (its author's list, an earlier dismissal, its deletion).
  await db.schema
    .createIndex('comment_notices_comment_id_idx')
    .on('comment_notices')
    .columns(['comment_id', 'created_at'])
    .execute();
  // A filer's notices: how many are open, their export, their account's deletion.
  await db.schema
    .createIndex('comment_notices_filer_id_idx')
    .on('comment_notices')
    .columns(['filer_id', 'status'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('comment_notices').execute();
}
