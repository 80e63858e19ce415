import { Type, type Static } from 'typebox';
import {
  PUBLISH_CHOICES,
  PUBLISH_DATE_MAX_DAYS_AHEAD,
  PUBLISH_DELAY_DAYS,
} from './values/publication';

// The TypeBox schemas of publishing; its constants and rules are values/publication.ts.
export * from './values/publication';

const publish = Type.Enum(PUBLISH_CHOICES, {
  description:
    'now; when-moved-out (on moveOutDate, or when the author says so); after-random-delay ' +
    `(${PUBLISH_DELAY_DAYS.min}–${PUBLISH_DELAY_DAYS.max} days, drawn by the server)`,
});

const moveOutDate = Type.String({
  format: 'date',
  description:
    'With when-moved-out: the day it is published (from tomorrow up to ' +
    `${PUBLISH_DATE_MAX_DAYS_AHEAD} days ahead; 400 PUBLISH_DATE_OUT_OF_RANGE otherwise)`,
});

const coarse = Type.Boolean({
  description:
    "The public version shows the building's position (never the point chosen), no unit and " +
    "the month only; the author still reads their own exact version. Default: livesHere's answer",
});

/** What a new comment says about its publishing (every field optional: SPEC's payload alone publishes at once). */
export const PublicationInputs = {
  livesHere: Type.Optional(
    Type.Boolean({
      description:
        'The author lives at this place now. Then `publish` defaults to when-moved-out and ' +
        '`coarse` to true.',
    }),
  ),
  publish: Type.Optional(publish),
  moveOutDate: Type.Optional(moveOutDate),
  coarse: Type.Optional(coarse),
};

/** PUT /api/marker/marker-comments/{id}/publication: the author changes when it is published. */
export const PublicationChangeBody = Type.Object(
  { publish, moveOutDate: Type.Optional(moveOutDate) },
  { additionalProperties: false },
);
export type PublicationChangePayload = Static<typeof PublicationChangeBody>;

/** When a scheduled comment goes public (part of its author's moderation state). */
export const CommentScheduleSchema = Type.Object({
  publishAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
    description: 'When it is published; null: when its author says they have moved out',
  }),
});
export type CommentSchedule = Static<typeof CommentScheduleSchema>;

/** Whether a comment's public version is coarse: on every comment, for everyone. */
export const CommentCoarseField = coarse;
