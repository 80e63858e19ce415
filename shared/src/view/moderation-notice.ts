import type { CommentModeration, HoldReason } from '../contract/comment-moderation';
import { TEXTS } from '../texts';

const T = TEXTS.moderation;
const P = TEXTS.publication;

/** 'March 4, 2027': the day a scheduled comment goes public, unless the caller writes it its way. */
const DAY_FORMAT = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });
const formatDay = (iso: string) => DAY_FORMAT.format(new Date(iso));

/** Why a held comment waits, for its author: 'it seems to hold personal information and …'. */
export function holdReasonsText(holdReasons: readonly HoldReason[]): string | null {
  const why = holdReasons.map((reason) => T.holdReasons[reason]);
  return why.length > 0 ? why.join(' and ') : null;
}

/**
 * What the author of a comment that is not published is told about it: a heading ('Hidden
 * by moderation: {reason}', 'Awaiting moderation', 'Scheduled') and, while held, why ('Your
 * comment is awaiting moderation: …'), or, while scheduled, when it goes public (`formatDate`
 * writes that day). Null for a published comment.
 */
export function moderationNotice(
  moderation: CommentModeration | undefined,
  formatDate: (iso: string) => string = formatDay,
): { heading: string; detail: string | null } | null {
  if (!moderation) return null;
  if (moderation.status === 'scheduled') {
    const publishAt = moderation.schedule?.publishAt ?? null;
    return {
      heading: P.scheduled,
      detail:
        publishAt === null
          ? P.willPublishWhenMovedOut
          : P.willPublishOn.replace('{date}', formatDate(publishAt)),
    };
  }
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
