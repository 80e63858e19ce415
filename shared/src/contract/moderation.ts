import { Type, type Static } from 'typebox';
import { LIMITS } from '../limits';
import { cursorParam } from './cursor';
import { SavedMarkerCommentSchema } from './markers';
import { COMMENT_STATUSES, HOLD_REASONS } from './comment-moderation';
import { CaseNoticeSchema } from './comment-notices';
import {
  MODERATION_DECISIONS,
  MODERATION_LIMITS,
  MODERATION_LOG_ACTIONS,
  REPORT_REASONS,
} from './values/moderation';

// The TypeBox schemas of this part of the contract, for the API and its OpenAPI document; its
// constants and rules, which the browser runs too, are values/moderation.ts.
export * from './values/moderation';

/** POST /api/marker/marker-comments/{id}/reports */
export const ReportBody = Type.Object(
  {
    reason: Type.Enum(REPORT_REASONS),
    details: Type.Optional(
      Type.String({
        maxLength: MODERATION_LIMITS.reportDetailsMaxLength,
        description: "What is wrong, in the reader's words; required for 'other'",
      }),
    ),
  },
  { additionalProperties: false },
);

export type ReportPayload = Static<typeof ReportBody>;

export const ReportReceiptSchema = Type.Object({
  reported: Type.Literal(true),
});

/** GET /api/marker/marker-comments/same-place: what is already said about a place. */
export const SamePlaceQuery = Type.Object({
  lat: Type.Number({ minimum: -90, maximum: 90 }),
  lon: Type.Number({ minimum: -180, maximum: 180 }),
  fullAddress: Type.Optional(Type.String({ maxLength: LIMITS.markerText.fullAddress })),
  unitNumber: Type.Optional(Type.String({ maxLength: LIMITS.markerText.unitNumber })),
});

export type SamePlaceParams = Static<typeof SamePlaceQuery>;

export const SamePlaceCommentsSchema = Type.Object({
  content: Type.Array(SavedMarkerCommentSchema, {
    description:
      `Published comments at the same address and unit or within ` +
      `${MODERATION_LIMITS.samePlaceRadiusMetres} m, newest first, ` +
      `at most ${MODERATION_LIMITS.samePlaceMaxComments}`,
  }),
});

export type SamePlaceComments = Static<typeof SamePlaceCommentsSchema>;

/** One line of the audit log: kept for ever, never edited. */
export const ModerationLogEntrySchema = Type.Object({
  id: Type.String(),
  at: Type.String({ format: 'date-time' }),
  action: Type.Enum(MODERATION_LOG_ACTIONS),
  actor: Type.Object({
    id: Type.Union([Type.String(), Type.Null()], {
      description: 'null for the system (a hold) or an account since deleted',
    }),
    name: Type.String(),
  }),
  commentId: Type.Union([Type.String(), Type.Null()]),
  targetUserId: Type.Union([Type.String(), Type.Null()], {
    description: 'The appointed moderator, or the comment author',
  }),
  reason: Type.Union([Type.String(), Type.Null()]),
  fromStatus: Type.Union([Type.Enum(COMMENT_STATUSES), Type.Null()]),
  toStatus: Type.Union([Type.Enum(COMMENT_STATUSES), Type.Null()]),
  mergeId: Type.Union([Type.String(), Type.Null()], {
    description:
      'The merge a merge or split line is about (GET /api/moderation/buildings/{id}/merges)',
  }),
});

export type ModerationLogEntry = Static<typeof ModerationLogEntrySchema>;

/** One report as a moderator sees it. */
export const ModerationReportSchema = Type.Object({
  reason: Type.Enum(REPORT_REASONS),
  details: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
  reporter: Type.String({ description: "The reporter's display name" }),
});

/** A comment published elsewhere whose photo matches one of this comment's photos. */
export const PhotoMatchSchema = Type.Object({
  photoUrl: Type.String({ description: "This comment's photo (file name)" }),
  matchedPhotoUrl: Type.String({ description: "The earlier comment's photo (file name)" }),
  distance: Type.Integer({ minimum: 0, description: 'Hamming distance of the two 64-bit hashes' }),
  metresApart: Type.Number({ minimum: 0 }),
  comment: SavedMarkerCommentSchema,
});

/** What a moderator needs to decide about one comment. */
export const ModerationCaseSchema = Type.Object({
  comment: SavedMarkerCommentSchema,
  status: Type.Enum(COMMENT_STATUSES),
  holdReasons: Type.Array(Type.Enum(HOLD_REASONS)),
  reviewRequested: Type.Boolean(),
  openReports: Type.Array(ModerationReportSchema, {
    description: 'Reports not yet decided on (a decision closes them)',
  }),
  notices: Type.Optional(
    Type.Array(CaseNoticeSchema, {
      description:
        'Notices of landlords, agents or owners, oldest first (always sent; empty when none). ' +
        'A decision closes the open ones: hide upholds them, restore and dismiss dismiss them',
    }),
  ),
  author: Type.Object({
    id: Type.String(),
    name: Type.String({ description: 'Display name, whatever the profile visibility' }),
    email: Type.String(),
    joinedAt: Type.String({ format: 'date-time' }),
    comments: Type.Integer({ minimum: 0, description: 'Comments written, in any state' }),
    hidden: Type.Integer({ minimum: 0, description: 'Of them, hidden by moderation' }),
    reportsReceived: Type.Integer({ minimum: 0 }),
  }),
  photoMatches: Type.Array(PhotoMatchSchema),
  history: Type.Array(ModerationLogEntrySchema, {
    description: "This comment's audit log entries, newest first",
  }),
});

export type ModerationCase = Static<typeof ModerationCaseSchema>;

/** GET /api/moderation/queue: reported, held, and review-requested comments, oldest first. */
export const ModerationQueueQuery = Type.Object({
  size: Type.Integer({
    minimum: 1,
    maximum: LIMITS.markerListMaxPageSize,
    default: MODERATION_LIMITS.moderationPageSize,
  }),
  cursor: cursorParam("The previous page's nextCursor: the page after it"),
});

export type ModerationQueueParams = Static<typeof ModerationQueueQuery>;

/** POST /api/moderation/comments/{id}/actions */
export const ModerationDecisionBody = Type.Object(
  {
    decision: Type.Enum(MODERATION_DECISIONS, {
      description:
        'hide: take it down for everyone but its author; restore: publish it (again); ' +
        'dismiss: close the open reports and leave it as it is',
    }),
    reason: Type.String({
      minLength: 1,
      maxLength: MODERATION_LIMITS.decisionReasonMaxLength,
      pattern: '\\S',
      description: 'Why; the author sees it when the comment is hidden',
    }),
  },
  { additionalProperties: false },
);

export type ModerationDecisionPayload = Static<typeof ModerationDecisionBody>;

/** POST /api/moderation/moderators */
export const AppointModeratorBody = Type.Object(
  { email: Type.String({ maxLength: LIMITS.account.emailMaxLength }) },
  { additionalProperties: false },
);

/** GET /api/moderation/queue */
export const ModerationQueuePageSchema = Type.Object({
  content: Type.Array(ModerationCaseSchema),
  nextCursor: Type.Union([Type.String(), Type.Null()]),
});

export type ModerationQueuePage = Static<typeof ModerationQueuePageSchema>;

/** GET /api/moderation/log: the whole audit log, newest first. */
export const ModerationLogPageSchema = Type.Object({
  content: Type.Array(ModerationLogEntrySchema),
  nextCursor: Type.Union([Type.String(), Type.Null()]),
});

export type ModerationLogPage = Static<typeof ModerationLogPageSchema>;
