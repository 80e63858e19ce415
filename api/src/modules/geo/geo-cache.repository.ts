import type { Db } from '../../db/kysely';

/** The cached body for this key, unless it has expired by `now` (ISO timestamp). */
export async function findCachedAnswer(db: Db, key: string, now: string): Promise<string | null> {
  const row = await db
    .selectFrom('geocoder_cache')
    .select('body')
    .where('key', '=', key)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row?.body ?? null;
}

export async function saveCachedAnswer(
  db: Db,
  answer: { key: string; body: string; createdAt: string; expiresAt: string },
): Promise<void> {
  const stored = { body: answer.body, created_at: answer.createdAt, expires_at: answer.expiresAt };
  await db
    .insertInto('geocoder_cache')
    .values({ key: answer.key, ...stored })
    .onConflict((conflict) => conflict.column('key').doUpdateSet(stored))
    .execute();
}

/** Removes answers that expired by `now`; returns how many. */
export async function deleteExpiredAnswers(db: Db, now: string): Promise<number> {
  const result = await db
    .deleteFrom('geocoder_cache')
    .where('expires_at', '<=', now)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
