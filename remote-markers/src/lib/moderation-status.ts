import { TEXTS, holdReasonsText, type CommentModeration, type HoldReason } from 'shared';

/** Whether a comment just saved waits for a moderator instead of being published. */
export function isHeld(marker: { moderation?: CommentModeration }): boolean {
  return marker.moderation?.status === 'held';
}

/** 'Your comment is awaiting moderation: {why}', why from its hold reasons. */
export function awaitingModerationText(holdReasons: readonly HoldReason[]): string {
  const why = holdReasonsText(holdReasons);
  return why
    ? TEXTS.moderation.awaitingModerationWhy.replace('{why}', why)
    : TEXTS.moderation.awaitingModeration;
}
