import type { Kysely, Selectable } from 'kysely';
import type { Db } from '../../src/db/kysely';
import type { Database } from '../../src/db/types';

/** How many rows `table` holds. */
export async function countRows(db: Db, table: keyof Database): Promise<number> {
  const { n } = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

type TableWithId = {
  [T in keyof Database]: Database[T] extends { id: unknown } ? T : never;
}[keyof Database];

/**
 * `table`'s rows where `column` is `value`. Kysely cannot check a column against a table that
 * a type parameter chooses, so the callers' types say which tables have the column.
 */
function rowsWhere(db: Db, table: keyof Database, column: 'id' | 'user_id', value: string) {
  const loose = db as unknown as Kysely<Record<string, Record<'id' | 'user_id', string>>>;
  return loose.selectFrom(table).selectAll().where(column, '=', value);
}

/** The stored row of `table` whose id is `id`; throws when there is none. */
export async function rowById<T extends TableWithId>(
  db: Db,
  table: T,
  id: string,
): Promise<Selectable<Database[T]>> {
  const row = await rowsWhere(db, table, 'id', id).executeTakeFirstOrThrow();
  return row as unknown as Selectable<Database[T]>;
}

/** Who likes the comment `commentId`, as stored. */
export function likesOf(db: Db, commentId: string) {
  return db
    .selectFrom('marker_likes')
    .select('user_id')
    .where('comment_id', '=', commentId)
    .execute();
}

/** Stores likes as the likes routes write them: each user likes the comment paired with it. */
export async function insertLikes(
  db: Db,
  likes: Array<{ userId: string; commentId: string }>,
  at = new Date().toISOString(),
): Promise<void> {
  await db
    .insertInto('marker_likes')
    .values(
      likes.map((like) => ({ comment_id: like.commentId, user_id: like.userId, created_at: at })),
    )
    .execute();
}

/** The stored photo named `name`; throws when there is none. */
export function photoNamed(db: Db, name: string) {
  return db.selectFrom('photos').selectAll().where('name', '=', name).executeTakeFirstOrThrow();
}

type TableWithUser = {
  [T in keyof Database]: Database[T] extends { user_id: unknown } ? T : never;
}[keyof Database];

/** The stored rows of `table` that belong to the user `userId`. */
export async function rowsOfUser<T extends TableWithUser>(
  db: Db,
  table: T,
  userId: string,
): Promise<Array<Selectable<Database[T]>>> {
  const rows = await rowsWhere(db, table, 'user_id', userId).execute();
  return rows as unknown as Array<Selectable<Database[T]>>;
}
