import { Type, type Static } from 'typebox';
import { HOLD_REASONS } from './values/comment-moderation';
import { CommentScheduleSchema } from './publication';

// The TypeBox schemas of this part of the contract, for the API and its OpenAPI document; its
// constants and rules, which the browser runs too, are values/comment-moderation.ts.
export * from './values/comment-moderation';

/**
 * A comment's state while it is not published, as its author and moderators see it (absent
 * when published).
 */
export const CommentModerationSchema = Type.Object({
  status: Type.Enum(['held', 'hidden', 'scheduled'] as const, {
    description:
      'held: awaiting moderation before publishing; hidden: taken down by a moderator; ' +
      'scheduled: its author chose to publish it later (see schedule)',
  }),
  schedule: Type.Optional(
    Type.Union([CommentScheduleSchema, Type.Null()], {
      description:
        'When it goes public, while it waits to (a held comment too: it keeps its schedule ' +
        'once a moderator lets it through)',
    }),
  ),
  holdReasons: Type.Array(Type.Enum(HOLD_REASONS), {
    description: 'Why it was held before publishing (empty for a comment hidden after reports)',
  }),
  reason: Type.Union([Type.String(), Type.Null()], {
    description: "The moderator's reason when hidden; null while held",
  }),
  reviewRequested: Type.Boolean({
    description: 'The author asked for a review of the hiding (allowed once)',
  }),
  photos: Type.Optional(
    Type.Array(
      Type.Object({
        name: Type.String({ description: 'The file name, as in photoUrls' }),
        url: Type.String({ description: 'A signed address of the photo, valid for a while' }),
        thumbnailUrl: Type.String({ description: 'A signed address of its thumbnail' }),
      }),
      {
        description:
          'The public file route answers 404 for the photos of a comment that is not ' +
          'published; its author and moderators see them through these signed, short-lived ' +
          'addresses (in photoUrls order; read the comment again for fresh ones)',
      },
    ),
  ),
});

export type CommentModeration = Static<typeof CommentModerationSchema>;
