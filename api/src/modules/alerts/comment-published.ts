import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/types';
import { enqueue } from './queue';

/**
 * Called in the transaction that makes a comment published (a new comment not held for
 * moderation; a moderator's restore): queues the matching of it against the watched areas,
 * committed with the comment itself. Once per publication: `publication` names it ('created',
 * or the time of a restore), so a comment hidden before its digest went (its unsent alerts
 * are dropped) and restored later is matched again; `alert_deliveries` still tells each area
 * of it once per channel.
 */
export async function queueCommentPublished(
  trx: Kysely<Database> | Transaction<Database>,
  commentId: string,
  publication: string,
): Promise<void> {
  await enqueue(trx, {
    kind: 'match',
    dedupeKey: `match:${commentId}:${publication}`,
    payload: { commentId },
    runAt: new Date(),
  });
}
