import type { MarkerLikeState } from 'shared/contract';
import type { Db } from '../../db/kysely';
import { nowTimestamp } from '../../db/timestamps';
import { NotFoundError } from '../../errors';
import { deleteLike, findLikeCount, insertLike, isMissingComment } from './likes.repository';

const NOT_FOUND = 'This comment does not exist or was removed.';

/**
 * The user likes the comment. Idempotent: the (comment, user) key makes a second like, a
 * double click or a concurrent request the same row, and the count (kept by triggers in the
 * same transaction) moves once. Answers the comment's count as it is now.
 */
export async function likeComment(
  db: Db,
  userId: string,
  commentId: string,
): Promise<MarkerLikeState> {
  if ((await findLikeCount(db, commentId)) === undefined) throw new NotFoundError(NOT_FOUND);
  try {
    await insertLike(db, { commentId, userId, createdAt: nowTimestamp() });
  } catch (error) {
    // Deleted between the check and the insert.
    if (isMissingComment(error)) throw new NotFoundError(NOT_FOUND);
    throw error;
  }
  return likeState(db, commentId, true);
}

/** The user no longer likes the comment; unliking what they do not like changes nothing. */
export async function unlikeComment(
  db: Db,
  userId: string,
  commentId: string,
): Promise<MarkerLikeState> {
  // A held or hidden comment keeps its likes as they are: 404, as for liking it.
  if ((await findLikeCount(db, commentId)) === undefined) throw new NotFoundError(NOT_FOUND);
  await deleteLike(db, { commentId, userId });
  return likeState(db, commentId, false);
}

async function likeState(db: Db, commentId: string, likedByMe: boolean): Promise<MarkerLikeState> {
  const likeCount = await findLikeCount(db, commentId);
  if (likeCount === undefined) throw new NotFoundError(NOT_FOUND);
  return { likeCount, likedByMe };
}
