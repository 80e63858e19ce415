import { TEXTS, holdReasonsText, type CommentModeration, type HoldReason } from 'shared';
import { formatDay } from './format';

type Moderated = { moderation?: CommentModeration };

/** Whether a comment just saved is public (neither held for a moderator nor scheduled). */
export function isPublished(marker: Moderated): boolean {
  return marker.moderation === undefined;
}

/** 'Your comment is awaiting moderation: {why}', why from its hold reasons. */
export function awaitingModerationText(holdReasons: readonly HoldReason[]): string {
  const why = holdReasonsText(holdReasons);
  return why
    ? TEXTS.moderation.awaitingModerationWhy.replace('{why}', why)
    : TEXTS.moderation.awaitingModeration;
}

/**
 * What the author of a comment just saved is told when it does not go public now: it waits
 * for a moderator (and why), or it is scheduled (and until when). Null otherwise.
 */
export function notPublishedText({ moderation }: Moderated): string | null {
  if (moderation?.status === 'held') return awaitingModerationText(moderation.holdReasons);
  if (moderation?.status !== 'scheduled') return null;
  const publishAt = moderation.schedule?.publishAt ?? null;
  return publishAt === null
    ? TEXTS.publication.scheduledUntilMovedOut
    : TEXTS.publication.scheduledOn.replace('{date}', formatDay(publishAt));
}
