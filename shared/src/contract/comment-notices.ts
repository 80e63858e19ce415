import { Type, type Static } from 'typebox';
import {
  MODERATION_LIMITS,
  NOTICE_REASONS,
  NOTICE_ROLES,
  NOTICE_STATUSES,
} from './values/moderation';

// Notices: a landlord, agent or owner objects to a passage of a published comment. The
// comment stays up, marked under review, until a moderator keeps or hides it; its author is
// told (the role, not who) and may answer once or edit. Constants: values/moderation.ts.

const DateTime = () => Type.String({ format: 'date-time' });
const NullableDateTime = (description: string) =>
  Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { description });

/** A text of at least one character that is not blank. */
const Words = (maxLength: number, description: string) =>
  Type.String({ minLength: 1, maxLength, pattern: '\\S', description });

/** POST /api/marker/marker-comments/{id}/notices */
export const NoticeBody = Type.Object(
  {
    role: Type.Enum(NOTICE_ROLES, { description: 'Who objects: their tie to the place' }),
    reason: Type.Enum(NOTICE_REASONS),
    quote: Words(
      MODERATION_LIMITS.noticeQuoteMaxLength,
      "The passage objected to, as it stands in the comment's text (case and spacing aside)",
    ),
    explanation: Words(
      MODERATION_LIMITS.noticeExplanationMaxLength,
      "Why, in the filer's words; the comment's author reads it",
    ),
  },
  { additionalProperties: false },
);

export type NoticePayload = Static<typeof NoticeBody>;

/** POST /api/marker/marker-comments/{id}/notices/{noticeId}/answer */
export const NoticeParams = Type.Object({
  id: Type.String({ format: 'uuid' }),
  noticeId: Type.String({ format: 'uuid' }),
});

export const NoticeAnswerBody = Type.Object(
  {
    answer: Words(
      MODERATION_LIMITS.noticeAnswerMaxLength,
      "The author's answer to the notice, for the moderator who decides",
    ),
  },
  { additionalProperties: false },
);

export type NoticeAnswerPayload = Static<typeof NoticeAnswerBody>;

const noticeFields = {
  id: Type.String({ format: 'uuid' }),
  role: Type.Enum(NOTICE_ROLES),
  reason: Type.Enum(NOTICE_REASONS),
  quote: Type.String(),
  explanation: Type.String(),
  createdAt: DateTime(),
  status: Type.Enum(NOTICE_STATUSES, {
    description:
      'open: waiting for a moderator; dismissed: the comment was kept; upheld: it was hidden',
  }),
  decidedAt: NullableDateTime('When a moderator decided; null while open'),
};

/** A notice as the account that filed it sees it (the filing's answer, the account export). */
export const FiledNoticeSchema = Type.Object({
  ...noticeFields,
  commentId: Type.String({ format: 'uuid' }),
});

export type FiledNotice = Static<typeof FiledNoticeSchema>;

/** A notice on one's own comment: who filed is not said, only their role. */
export const OwnNoticeSchema = Type.Object({
  ...noticeFields,
  answer: Type.Union([Type.String(), Type.Null()], {
    description: "The author's answer (once); null until given",
  }),
  answeredAt: NullableDateTime('When the author answered'),
});

export type OwnNotice = Static<typeof OwnNoticeSchema>;

/** A notice as a moderator sees it: who filed, the author's answer, and edits since. */
export const CaseNoticeSchema = Type.Object({
  ...OwnNoticeSchema.properties,
  filer: Type.String({ description: "The filer's display name" }),
  editedAt: NullableDateTime(
    'When the author last edited the comment while this notice was open; null when not',
  ),
  quoteInText: Type.Boolean({
    description: "Whether the quoted passage is still in the comment's text",
  }),
});

export type CaseNotice = Static<typeof CaseNoticeSchema>;
