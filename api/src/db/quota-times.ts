import type { Db } from './kysely';

/** The tables that log what a user did and when: what a per-user quota counts. */
type LoggedTable = 'marker_comments' | 'photo_uploads';

/**
 * The created_at of the user's newest rows in `table` since `since`, newest first, at most
 * `limit`: their count is the quota used, the last one says when a slot frees.
 */
export async function findTimesSince(
  db: Db,
  table: LoggedTable,
  { userId, since, limit }: { userId: string; since: string; limit: number },
): Promise<Array<Date | string>> {
  const rows = await db
    .selectFrom(table)
    .select('created_at')
    .where('user_id', '=', userId)
    .where('created_at', '>=', since)
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => row.created_at);
}
