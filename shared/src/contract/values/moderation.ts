/**
 * Trust and safety: reports, the moderation queue and its audit log, comments held
 * before publishing, hidden comments, publishing quotas. One definition for the API (routes,
 * OpenAPI) and the browser (report dialog, moderation page, the author's 'My comments').
 */

/** Why a reader reports a comment; 'other' needs `details`. */
export const REPORT_REASONS = [
  'false-or-misleading',
  'personal-information',
  'offensive',
  'spam-or-scam',
  'other',
] as const;

export type ReportReason = (typeof REPORT_REASONS)[number];

/** What a moderator does to a comment; every action is kept in the audit log. */
export const MODERATION_DECISIONS = ['hide', 'restore', 'dismiss'] as const;

export type ModerationDecision = (typeof MODERATION_DECISIONS)[number];

/** Every action the audit log records (decisions, appointments, the author's review request). */
export const MODERATION_LOG_ACTIONS = [
  ...MODERATION_DECISIONS,
  'hold',
  'request-review',
  'appoint-moderator',
  'merge-buildings',
  'merge-units',
  'split-merge',
] as const;

export type ModerationLogAction = (typeof MODERATION_LOG_ACTIONS)[number];

/**
 * Who objects to a comment in a notice: the landlord, the agent or the owner of the place.
 * The comment's author is told the role, never who filed.
 */
export const NOTICE_ROLES = ['landlord', 'agent', 'owner'] as const;

export type NoticeRole = (typeof NOTICE_ROLES)[number];

/** Why a notice objects to a passage of a comment. */
export const NOTICE_REASONS = [
  'identifies-a-person',
  'untrue-statement-of-fact',
  'private-information',
  'other',
] as const;

export type NoticeReason = (typeof NOTICE_REASONS)[number];

/**
 * Where a notice stands: open until a moderator decides on the comment; then dismissed (the
 * comment kept) or upheld (the comment hidden).
 */
export const NOTICE_STATUSES = ['open', 'dismissed', 'upheld'] as const;

export type NoticeStatus = (typeof NOTICE_STATUSES)[number];

/** Limits of this issue, in one place (the API's quotas and the UI's texts read them). */
export const MODERATION_LIMITS = {
  reportDetailsMaxLength: 500,
  decisionReasonMaxLength: 500,
  /** Reports one account may send per hour. */
  reportsPerHour: 20,
  /** Publishing quotas per account; `newAccount` applies in the account's first day. */
  quotas: {
    established: { commentsPerHour: 10, commentsPerDay: 30, photosPerDay: 30 },
    newAccount: { commentsPerHour: 3, commentsPerDay: 10, photosPerDay: 10 },
  },
  newAccountHours: 24,
  /** A matching photo published at a place further away than this is a reused photo. */
  reusedPhotoMinDistanceMetres: 200,
  /** "The same place" while composing, when the address and unit differ. */
  samePlaceRadiusMetres: 15,
  /** At most this many comments at the same place are shown while composing. */
  samePlaceMaxComments: 10,
  moderationPageSize: 20,
  /** A notice's quoted passage, its explanation, and the author's answer to it. */
  noticeQuoteMaxLength: 300,
  noticeExplanationMaxLength: 1000,
  noticeAnswerMaxLength: 1000,
  /** Notices one account may file a day (attempts the API refuses count too). */
  noticesPerDay: 10,
  /** Notices of one account waiting for a moderator at once. */
  openNoticesPerAccount: 5,
} as const;
