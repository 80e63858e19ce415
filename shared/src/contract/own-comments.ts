import { Type, type Static } from 'typebox';
import { LIMITS } from '../limits';
import { cursorParam } from './cursor';
import { CommentFieldInputs } from './comment-fields';
import { ChecklistInput } from './conditions';
import { NewCommentBody, SavedMarkerCommentSchema } from './markers';
import { RentInput } from './rent';
import { OwnNoticeSchema } from './comment-notices';

/**
 * PATCH /api/marker/marker-comments/{id}: what the author may change about their comment.
 * The fields are the create payload's own (same limits, same checks); the place does not
 * change. Each field is optional (an optional field's null clears it); `photoUrls` is the
 * whole new list: the photos kept, in order, plus newly uploaded ones. Photos left out are
 * deleted. `checklist` and `rent` replace the comment's whole checklist or rent record (null
 * removes it), checked as on create.
 */
export const EditCommentBody = Type.Object(
  {
    ...Type.Partial(Type.Object(CommentFieldInputs)).properties,
    confirmPersonalInformation: NewCommentBody.properties.confirmPersonalInformation,
    coarse: NewCommentBody.properties.coarse,
    photoUrls: Type.Optional(
      Type.Array(NewCommentBody.properties.photoUrls.items, {
        maxItems: LIMITS.maxPhotosPerComment,
        uniqueItems: true,
        description:
          'The whole new list of file names: photos the comment keeps and new ones from ' +
          'POST /api/file-storage/upload. Photos not in it are deleted with their files.',
      }),
    ),
    checklist: Type.Optional(
      Type.Union([ChecklistInput, Type.Null()], {
        description:
          'The whole new checklist (answered against the list of the place, as on create); ' +
          'null removes it. A photo removed from photoUrls leaves the answers it showed.',
      }),
    ),
    rent: Type.Optional(
      Type.Union([RentInput, Type.Null()], {
        description: 'The whole new rent record, checked as on create; null removes it',
      }),
    ),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type EditCommentPayload = Static<typeof EditCommentBody>;

/** GET /api/users/me/comments */
export const MyCommentsQuery = Type.Object({
  size: Type.Integer({
    minimum: 1,
    maximum: LIMITS.markerListMaxPageSize,
    default: LIMITS.markerListPageSize,
    description: 'Page size',
  }),
  cursor: cursorParam("The previous page's nextCursor: the page after it"),
});
export type MyCommentsParams = Static<typeof MyCommentsQuery>;

/** One's own comment: the comment, with the notices filed on it. */
export const OwnCommentSchema = Type.Object({
  ...SavedMarkerCommentSchema.properties,
  notices: Type.Optional(
    Type.Array(OwnNoticeSchema, {
      description:
        'Notices of landlords, agents or owners on it, open and decided, oldest first ' +
        '(always sent here; empty when none)',
    }),
  ),
});
export type OwnComment = Static<typeof OwnCommentSchema>;

/** The signed-in user's own comments, newest first. */
export const MyCommentsPageSchema = Type.Object({
  content: Type.Array(OwnCommentSchema),
  totalElements: Type.Integer({ minimum: 0, description: 'How many comments the user has' }),
  nextCursor: Type.Union([Type.String(), Type.Null()], {
    description: 'Pass as `cursor` for the page after this one; null on the last page',
  }),
});
export type MyCommentsPage = Static<typeof MyCommentsPageSchema>;
