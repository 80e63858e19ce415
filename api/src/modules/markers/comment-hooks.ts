import type { EditCommentPayload, HoldReason, NewCommentPayload } from 'shared/contract';
import type { Db } from '../../db/kysely';
import type { MarkerCommentRow } from '../../db/types';
import { Hook, Provided } from '../../hooks';

// What saving a comment asks of the modules above this one (moderation decides whether it is
// held; alerts hear that it was published), declared here so this module never imports them.

/** What the checks before publishing decided: the status the comment is saved with. */
export interface PublishingDecision {
  holdReasons: HoldReason[];
}

/**
 * The checks before a comment is published, for the create and the edit path (moderation
 * provides them): each throws what refuses the comment, and returns why it is held, if it is.
 */
export interface PublishingChecks {
  /** Every check on a new comment, before it is saved. */
  checkNewComment(db: Db, userId: string, payload: NewCommentPayload): Promise<PublishingDecision>;
  /** The checks on an edit, in the edit's transaction. */
  checkCommentEdit(
    db: Db,
    current: MarkerCommentRow,
    payload: EditCommentPayload,
  ): Promise<PublishingDecision>;
  /** After a save that held the comment, in the save's transaction. */
  recordHold(
    db: Db,
    row: Pick<MarkerCommentRow, 'id' | 'user_id' | 'status'>,
    decision: PublishingDecision,
    before?: MarkerCommentRow['status'],
  ): Promise<void>;
}

export const publishingChecks = new Provided<PublishingChecks>('The checks before publishing');

/**
 * A comment became published (a new comment not held; a moderator's restore), called in the
 * transaction that made it so: a listener's writes commit with it. `publication` names this
 * publication ('created', or the time of a restore).
 */
export const commentPublished = new Hook<[trx: Db, commentId: string, publication: string]>(
  'A comment was published',
);

/**
 * The columns a decision writes: a held comment's status and reasons. A hidden comment stays
 * hidden (its moderator decides), a held one keeps its earlier reasons too.
 */
export function heldColumns(
  decision: PublishingDecision,
  current?: Pick<MarkerCommentRow, 'status' | 'hold_reasons'>,
): { status: 'held'; hold_reasons: string } | Record<string, never> {
  if (decision.holdReasons.length === 0 || current?.status === 'hidden') return {};
  const earlier =
    current?.status === 'held' ? (JSON.parse(current.hold_reasons || '[]') as HoldReason[]) : [];
  return {
    status: 'held',
    hold_reasons: JSON.stringify([...new Set([...earlier, ...decision.holdReasons])]),
  };
}
