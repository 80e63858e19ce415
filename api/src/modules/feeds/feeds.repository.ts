import type { Db } from '../../db/kysely';
import type { WatchedAreaRow } from '../../db/types';

/** The watched area whose feed token this is, or undefined. */
export async function findAreaByFeedToken(
  db: Db,
  token: string,
): Promise<WatchedAreaRow | undefined> {
  return db
    .selectFrom('watched_areas')
    .selectAll()
    .where('feed_token', '=', token)
    .executeTakeFirst();
}
