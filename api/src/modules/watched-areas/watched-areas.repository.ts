import type { Insertable, Updateable } from 'kysely';
import { isPostgres, type Db } from '../../db/kysely';
import type { WatchedAreaRow, WatchedAreasTable } from '../../db/types';

/** One user's areas, newest first (id breaks ties). */
export async function findAreasOfUser(db: Db, userId: string): Promise<WatchedAreaRow[]> {
  return db
    .selectFrom('watched_areas')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/**
 * How many areas the user keeps. On PostgreSQL the user's row is locked for the rest of the
 * transaction first, so two creates at once cannot both pass the limit; SQLite has one writer
 * at a time already.
 */
export async function countAreasOfUserForUpdate(db: Db, userId: string): Promise<number> {
  if (isPostgres(db)) {
    await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
  }
  const { count } = await db
    .selectFrom('watched_areas')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

export async function insertArea(
  db: Db,
  row: Insertable<WatchedAreasTable>,
): Promise<WatchedAreaRow> {
  return db.insertInto('watched_areas').values(row).returningAll().executeTakeFirstOrThrow();
}

/** Changes the user's own area; undefined when there is no such area of theirs. */
export async function updateAreaOfUser(
  db: Db,
  userId: string,
  id: string,
  changes: Updateable<WatchedAreasTable>,
): Promise<WatchedAreaRow | undefined> {
  return db
    .updateTable('watched_areas')
    .set(changes)
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirst();
}

/** Deletes the user's own area; false when there is no such area of theirs. */
export async function deleteAreaOfUser(db: Db, userId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('watched_areas')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
