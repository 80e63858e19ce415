import type { CommentModeration, HoldReason } from '../contract/comment-moderation';
import { TEXTS } from '../texts';

const T = TEXTS.moderation;

/** Why a held comment waits, for its author: 'it seems to hold personal information and …'. */
export function holdReasonsText(holdReasons: readonly HoldReason[]): string | null {
  const why = holdReasons.map((reason) => T.holdReasons[reason]);
  return why.length > 0 ? why.join(' and ') : null;
}

/**
 * What the author of a comment that is not published is told about it: a heading ('Hidden
 * by moderation: {reason}', 'Awaiting moderation') and, while held, why ('Your comment is
 * awaiting moderation: …'). Null for a published comment.
 */
export function moderationNotice(
  moderation: CommentModeration | undefined,
): { heading: string; detail: string | null } | null {
  if (!moderation) return null;
  if (moderation.status === 'hidden') {
    return {
      heading: T.hiddenByModeration.replace('{reason}', moderation.reason ?? '—'),
      detail: null,
    };
  }
  const why = holdReasonsText(moderation.holdReasons);
  return {
    heading: T.awaitingModeration,
    detail: why && T.awaitingModerationWhy.replace('{why}', why),
  };
}
