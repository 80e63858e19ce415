import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen in time: depends on nothing but kysely, runs on SQLite and PostgreSQL.

/**
 * Likes: one row per (comment, user), so a second like by the same user is the same row
 * (idempotent under double clicks and concurrent requests). Each comment keeps its count in
 * `like_count`, kept by triggers inside the writing transaction (also when a like goes with
 * its account or its comment), so the list can sort by it with a keyset on
 * (like_count, id) and no comment read counts rows.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const timestamp = postgres ? 'timestamptz' : 'text';

  await db.schema
    .createTable('marker_likes')
    .addColumn('comment_id', 'text', (col) =>
      col.notNull().references('marker_comments.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addPrimaryKeyConstraint('marker_likes_pkey', ['comment_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('marker_likes_user_id_idx')
    .on('marker_likes')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .alterTable('marker_comments')
    .addColumn('like_count', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('marker_comments_like_count_idx')
    .on('marker_comments')
    .columns(['like_count', 'id'])
    .execute();

  const add = sql`update marker_comments set like_count = like_count + 1 where id = new.comment_id;`;
  const remove = sql`update marker_comments set like_count = like_count - 1 where id = old.comment_id;`;
  if (postgres) {
    await sql`create function marker_likes_count() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then ${add} else ${remove} end if;
        return null;
      end $$`.execute(db);
    await sql`create trigger marker_likes_count after insert or delete on marker_likes
      for each row execute function marker_likes_count()`.execute(db);
  } else {
    await sql`create trigger marker_likes_count_on_insert after insert on marker_likes
      begin ${add} end`.execute(db);
    await sql`create trigger marker_likes_count_on_delete after delete on marker_likes
      begin ${remove} end`.execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema.dropTable('marker_likes').execute();
  if (postgres) await sql`drop function if exists marker_likes_count()`.execute(db);
  await db.schema.dropIndex('marker_comments_like_count_idx').execute();
  await db.schema.alterTable('marker_comments').dropColumn('like_count').execute();
}
