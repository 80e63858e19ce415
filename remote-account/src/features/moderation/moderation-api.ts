import {
  ROUTES,
  api,
  pathUnderApi,
  type ModerationCase,
  type ModerationDecision,
  type ModerationDecisionPayload,
  type ModerationLogPage,
  type ModerationQueuePage,
} from 'shared';

const withId = (route: (typeof ROUTES)[keyof typeof ROUTES], id: string) =>
  pathUnderApi(route).replace(':id', encodeURIComponent(id));

export const QUEUE_PATH = pathUnderApi(ROUTES.moderationQueue);
export const LOG_PATH = pathUnderApi(ROUTES.moderationLog);
export const MODERATORS_PATH = pathUnderApi(ROUTES.appointModerator);
export const decisionPath = (id: string) => withId(ROUTES.moderateComment, id);

const pageParams = (cursor: string | null) => (cursor ? { params: { cursor } } : undefined);

/** GET /api/moderation/queue: reported, held and review-requested comments, oldest first. */
export function fetchQueue(cursor: string | null): Promise<ModerationQueuePage> {
  return api.get<ModerationQueuePage>(QUEUE_PATH, pageParams(cursor));
}

/** GET /api/moderation/log: the audit log, newest first. */
export function fetchLog(cursor: string | null): Promise<ModerationLogPage> {
  return api.get<ModerationLogPage>(LOG_PATH, pageParams(cursor));
}

/** Hide, restore or dismiss: the API answers with the case as it now stands. */
export function decide(
  id: string,
  decision: ModerationDecision,
  reason: string,
): Promise<ModerationCase> {
  const body: ModerationDecisionPayload = { decision, reason };
  return api.post<ModerationCase>(decisionPath(id), body);
}

/** POST /api/moderation/moderators */
export function appointModerator(email: string): Promise<unknown> {
  return api.post(MODERATORS_PATH, { email });
}
