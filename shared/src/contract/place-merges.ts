import { Type, type Static } from 'typebox';
import { cursorParam } from './cursor';
import { SavedMarkerCommentSchema } from './markers';
import { MODERATION_LIMITS } from './values/moderation';
import { MERGE_MAX_METRES, PLACE_MERGE_KINDS } from './values/place-merges';

// The TypeBox schemas of merges; their constants are values/place-merges.ts.
export * from './values/place-merges';

const reason = Type.String({
  minLength: 1,
  pattern: '\\S',
  maxLength: MODERATION_LIMITS.decisionReasonMaxLength,
  description: 'Why, for the audit log',
});

/** POST /api/moderation/buildings/{id}/merge and /api/moderation/units/{id}/merge */
export const PlaceMergeBody = Type.Object(
  {
    into: Type.String({
      format: 'uuid',
      description:
        `The building (within ${MERGE_MAX_METRES} m) or unit (of the same building) that ` +
        'stays; the other one joins it',
    }),
    reason,
  },
  { additionalProperties: false },
);
export type PlaceMergePayload = Static<typeof PlaceMergeBody>;

/** POST /api/moderation/merges/{id}/split */
export const PlaceSplitBody = Type.Object({ reason }, { additionalProperties: false });
export type PlaceSplitPayload = Static<typeof PlaceSplitBody>;

export const PlaceMergeParams = Type.Object({ id: Type.String({ format: 'uuid' }) });

/** One merge, as the history of a building lists it. */
export const PlaceMergeSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  kind: Type.Enum(PLACE_MERGE_KINDS),
  fromId: Type.String({ format: 'uuid', description: 'The building or unit that joined' }),
  intoId: Type.String({ format: 'uuid', description: 'The building or unit it joined' }),
  commentCount: Type.Integer({ minimum: 0, description: 'The comments it moved' }),
  reason: Type.String(),
  by: Type.String({ description: "The moderator's name" }),
  at: Type.String({ format: 'date-time' }),
  splitAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
    description: 'When a moderator split it again; null while it holds',
  }),
});
export type PlaceMerge = Static<typeof PlaceMergeSchema>;

export const PlaceMergesSchema = Type.Object({
  content: Type.Array(PlaceMergeSchema, {
    description: 'The merges into or out of this building or its units, newest first',
  }),
});
export type PlaceMerges = Static<typeof PlaceMergesSchema>;

/** GET /api/moderation/unplaced-comments */
export const UnplacedCommentsQuery = Type.Object({
  size: Type.Integer({ minimum: 1, maximum: 100, default: MODERATION_LIMITS.moderationPageSize }),
  cursor: cursorParam("The previous page's nextCursor: the page after it"),
});
export type UnplacedCommentsParams = Static<typeof UnplacedCommentsQuery>;

export const UnplacedCommentsPageSchema = Type.Object({
  content: Type.Array(SavedMarkerCommentSchema, {
    description: 'Comments in no building (their address names no house number), newest first',
  }),
  nextCursor: Type.Union([Type.String(), Type.Null()]),
});
export type UnplacedCommentsPage = Static<typeof UnplacedCommentsPageSchema>;
