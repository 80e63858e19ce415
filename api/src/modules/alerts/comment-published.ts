import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/types';
import { enqueue } from './queue';

/**
 * Called in the transaction that makes a comment published (a new comment not held for
 * moderation; a moderator's restore): queues the matching of it against the watched areas,
 * once per comment, committed with the comment itself.
 */
export async function queueCommentPublished(
  trx: Kysely<Database> | Transaction<Database>,
  commentId: string,
): Promise<void> {
  await enqueue(trx, {
    kind: 'match',
    dedupeKey: `match:${commentId}`,
    payload: { commentId },
    runAt: new Date(),
  });
}
