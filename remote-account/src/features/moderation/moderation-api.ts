import {
  call,
  queryKeys,
  type ModerationCase,
  type ModerationDecision,
  type ModerationLogPage,
  type ModerationQueuePage,
  type UnplacedCommentsPage,
} from 'shared';

const pageQuery = (cursor: string | null) => (cursor ? { query: { cursor } } : undefined);

/** GET /api/moderation/queue: reported, held and review-requested comments, oldest first. */
export function fetchQueue(cursor: string | null): Promise<ModerationQueuePage> {
  return call('moderationQueue', pageQuery(cursor));
}

/** The cache's keys of the moderators' lists. */
export const MODERATION_KEYS = {
  queue: ['moderation', 'queue'],
  log: ['moderation', 'log'],
  /** A list of comments, so a comment edited, deleted or moderated reads it again. */
  unplaced: [...queryKeys.comments, 'moderation', 'unplaced'],
} as const;

/** GET /api/moderation/log: the audit log, newest first. */
export function fetchLog(cursor: string | null): Promise<ModerationLogPage> {
  return call('moderationLog', pageQuery(cursor));
}

/** Hide, restore or dismiss: the API answers with the case as it now stands. */
export function decide(
  id: string,
  decision: ModerationDecision,
  reason: string,
): Promise<ModerationCase> {
  return call('moderateComment', { params: { id }, body: { decision, reason } });
}

/** GET /api/moderation/unplaced-comments: the comments in no building, newest first. */
export function fetchUnplaced(cursor: string | null): Promise<UnplacedCommentsPage> {
  return call('unplacedComments', pageQuery(cursor));
}

/** POST /api/moderation/moderators */
export function appointModerator(email: string): Promise<unknown> {
  return call('appointModerator', { body: { email } });
}
