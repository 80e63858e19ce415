import type { Kysely, Transaction } from 'kysely';
import type { CommentNoticeRow, Database, PhotoRow, RefreshTokenRow } from '../../db/types';

type Executor = Kysely<Database> | Transaction<Database>;

export function findLikesByUser(
  db: Executor,
  userId: string,
): Promise<Array<{ comment_id: string; created_at: Date | string }>> {
  return db
    .selectFrom('marker_likes')
    .select(['comment_id', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('comment_id')
    .execute();
}

export function findPhotosByUser(db: Executor, userId: string): Promise<PhotoRow[]> {
  return db
    .selectFrom('photos')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('name')
    .execute();
}

/** The notices the account filed, oldest first. */
export function findNoticesFiledBy(db: Executor, userId: string): Promise<CommentNoticeRow[]> {
  return db
    .selectFrom('comment_notices')
    .selectAll()
    .where('filer_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** The account's refresh tokens, without their hashes: one family per sign-in. */
export function findSessionTokensByUser(
  db: Executor,
  userId: string,
): Promise<Array<Pick<RefreshTokenRow, 'family_id' | 'created_at' | 'expires_at' | 'revoked_at'>>> {
  return db
    .selectFrom('refresh_tokens')
    .select(['family_id', 'created_at', 'expires_at', 'revoked_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
}

/**
 * Removes the account and everything that hangs on it, in one transaction, and returns the
 * stored photo files that are now no photo row's (the caller deletes them after commit).
 * The foreign keys would cascade from `users` alone; each table is named here so the
 * likes' and clusters' triggers visibly run inside this transaction, and nothing depends on
 * a cascade someone may change later.
 */
export async function deleteAccountRows(
  trx: Transaction<Database>,
  userId: string,
): Promise<{ deleted: boolean; files: string[] }> {
  await trx.deleteFrom('marker_likes').where('user_id', '=', userId).execute();
  // The notices it filed; notices others filed on its comments go with the comments.
  await trx.deleteFrom('comment_notices').where('filer_id', '=', userId).execute();
  // Other people's likes of these comments go with them (cascade), and the cluster cells
  // count them out (triggers on marker_comments).
  await trx.deleteFrom('marker_comments').where('user_id', '=', userId).execute();
  const photos = await trx
    .deleteFrom('photos')
    .where('user_id', '=', userId)
    .returning(['name', 'thumbnail_name'])
    .execute();
  await trx.deleteFrom('refresh_tokens').where('user_id', '=', userId).execute();
  await trx.deleteFrom('account_codes').where('user_id', '=', userId).execute();
  const result = await trx.deleteFrom('users').where('id', '=', userId).executeTakeFirst();
  return {
    deleted: Number(result.numDeletedRows) > 0,
    files: photos.flatMap((photo) => [photo.name, photo.thumbnail_name]),
  };
}
