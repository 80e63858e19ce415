import { Type, type Static } from 'typebox';
import { LIMITS, MAP_SOURCES } from '../limits';
import { SAME_BUILDING_METRES } from './values/buildings';
import { cursorParam } from './cursor';
import { BBOX_FILTER_PARAM } from './bbox';
import { CommentFieldAnswers, CommentFieldInputs } from './comment-fields';
import { CommentModerationSchema } from './comment-moderation';
import { ChecklistInput, ChecklistSchema } from './conditions';
import { RentInput, RentSchema } from './rent';
import { PageSchema } from './envelope';
import { CommentCoarseField, PublicationInputs } from './publication';
import { LIST_SORTS, MarkerFilterQuery } from './filters';

/** A comment's likes as one viewer sees them (every comment payload and the like routes). */
export const MarkerLikeFields = Type.Object({
  likeCount: Type.Integer({ minimum: 0, description: 'How many people like it' }),
  likedByMe: Type.Boolean({ description: 'The signed-in viewer likes it (false when signed out)' }),
});
export type MarkerLikeState = Static<typeof MarkerLikeFields>;

const NullableId = (description: string) =>
  Type.Union([Type.String({ format: 'uuid' }), Type.Null()], { description });

/** Where a comment belongs: a building (one street address) and a unit in it. */
export const CommentPlaceFields = Type.Object({
  buildingId: NullableId(
    'The building (its street address); null while the address names no house number',
  ),
  unitId: NullableId('The unit in that building; null for the building as a whole'),
});

/** A saved marker comment as the list returns it. */
export const SavedMarkerCommentSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  lat: Type.Number(),
  lon: Type.Number(),
  ...CommentFieldAnswers,
  fullAddress: Type.String(),
  region: Type.String(),
  city: Type.String(),
  country: Type.String(),
  postcode: Type.String(),
  mapSource: Type.Enum(MAP_SOURCES),
  ...CommentPlaceFields.properties,
  coarse: CommentCoarseField,
  createdDate: Type.String({ format: 'date-time' }),
  modifiedDate: Type.String({ format: 'date-time' }),
  photoUrls: Type.String({ description: 'JSON-encoded list of photo file names' }),
  ...MarkerLikeFields.properties,
  author: Type.String({
    description:
      'Who wrote it, as their profile visibility lets this viewer see: their name (or username) ' +
      "for a public profile, and for a 'friends' one to signed-in viewers; otherwise 'A renter'",
  }),
  byMe: Type.Boolean({ description: 'The signed-in viewer wrote it (false when signed out)' }),
  underReview: Type.Boolean({
    description:
      "A landlord's, agent's or owner's notice on it waits for a moderator: it stays up, " +
      'marked under review, until the moderator keeps or hides it',
  }),
  checklist: Type.Optional(ChecklistSchema),
  rent: Type.Optional(RentSchema),
  /** Present only when the comment is not published: only its author and moderators read such a comment. */
  moderation: Type.Optional(CommentModerationSchema),
});
export type SavedMarkerComment = Static<typeof SavedMarkerCommentSchema>;

/**
 * A page of the list. With a `bbox`, or a `within` or `q` filter, `totalElements` stops
 * counting at LIMITS.markerCountCap and `totalCapped` says there are more.
 */
export const MarkerCommentsPageSchema = Type.Object({
  ...PageSchema(SavedMarkerCommentSchema).properties,
  totalCapped: Type.Boolean({
    description:
      `true when there are more than totalElements (${LIMITS.markerCountCap}) in the bbox ` +
      'or that the within or q filter keeps',
  }),
  nextCursor: Type.Union([Type.String(), Type.Null()], {
    description: 'Pass as `cursor` for the page after this one; null on the last page',
  }),
  buildingCounts: Type.Optional(
    Type.Record(Type.String(), Type.Integer({ minimum: 1 }), {
      description:
        'With group=building: how many comments the filters keep in each building of the ' +
        'page, by building id (its newest comment stands for them)',
    }),
  ),
});
export type MarkerCommentsPage = Static<typeof MarkerCommentsPageSchema>;

/** GET /api/marker/marker-comments/{id} */
export const MarkerCommentParams = Type.Object({ id: Type.String({ format: 'uuid' }) });

export const ListMarkerCommentsQuery = Type.Object({
  page: Type.Integer({
    minimum: 0,
    maximum: 1_000_000,
    default: 0,
    description: '0-based page number',
  }),
  size: Type.Integer({
    minimum: 1,
    default: LIMITS.markerListPageSize,
    description: `Page size; values above ${LIMITS.markerListMaxPageSize} are capped`,
  }),
  bbox: Type.Optional(BBOX_FILTER_PARAM),
  building: Type.Optional(
    Type.String({
      format: 'uuid',
      description: "Only the building's comments (a building page); an unknown id lists none",
    }),
  ),
  group: Type.Optional(
    Type.Literal('building', {
      description:
        "One comment per building: the building's newest that the filters keep, with " +
        "the building's count in buildingCounts; comments in no building are listed each. " +
        'Totals and pages count these.',
    }),
  ),
  cursor: cursorParam(
    "The previous page's nextCursor: the page after it, read from where it ended " +
      '(fast at any depth; `page` is then ignored). It belongs to its sort: a cursor of ' +
      'another sort is refused with 400.',
  ),
  ...MarkerFilterQuery.properties,
  sort: Type.Optional(
    Type.Enum(LIST_SORTS, {
      default: 'newest',
      description:
        'newest first (the default), oldest first, nearest to `near` first ' +
        '(straight-line distance on the map, across the antimeridian too), or most liked first ' +
        '(equal counts in a fixed order, so pages never overlap or skip)',
    }),
  ),
  near: Type.Optional(
    Type.String({
      pattern: '^-?\\d{1,3}(\\.\\d+)?,-?\\d{1,3}(\\.\\d+)?$',
      maxLength: 60,
      description:
        'lat,lon (WGS84 degrees) that sort=nearest measures from. Without it, sort=nearest ' +
        "uses the bbox's centre, and is refused with 400 when there is no bbox either.",
      examples: ['-33.8688,151.2093'],
    }),
  ),
});
export type ListMarkerCommentsParams = Static<typeof ListMarkerCommentsQuery>;

const { markerText } = LIMITS;

/** Free text: at most `max` characters. */
const text = (max: number) => Type.String({ maxLength: max });

/** New comment payload (POST /api/marker). The server sets the owner, ids and dates. */
export const NewCommentBody = Type.Object(
  {
    coordinates: Type.Object(
      {
        lat: Type.Number({ minimum: -90, maximum: 90 }),
        lon: Type.Number({ minimum: -180, maximum: 180 }),
      },
      { additionalProperties: false },
    ),
    fullAddress: Type.String({
      maxLength: markerText.fullAddress,
      description: 'The chosen place; a blank address is refused with PLACE_REQUIRED',
    }),
    region: text(markerText.region),
    city: text(markerText.city),
    country: text(markerText.country),
    ...CommentFieldInputs,
    photoUrls: Type.Array(Type.String({ minLength: 1, maxLength: LIMITS.photoFileNameMaxLength }), {
      maxItems: LIMITS.maxPhotosPerComment,
      uniqueItems: true,
      default: [],
      description: 'File names returned by POST /api/file-storage/upload',
    }),
    mapSource: Type.Enum(MAP_SOURCES),
    postcode: text(markerText.postcode),
    buildingId: Type.Optional(
      Type.String({
        format: 'uuid',
        description:
          'The building the author chose (GET /api/buildings/near): it must be within ' +
          `${SAME_BUILDING_METRES} m of coordinates (400 BUILDING_TOO_FAR) and not merged ` +
          'into another (400 UNKNOWN_BUILDING). Without it the server places the comment by ' +
          'its address.',
      }),
    ),
    ...PublicationInputs,
    checklist: Type.Optional(ChecklistInput),
    rent: Type.Optional(RentInput),
    confirmPersonalInformation: Type.Optional(
      Type.Boolean({
        description:
          'The author saw the privacy warning (a phone number, email address or street ' +
          'address in the comment) and publishes anyway: the comment is held for a moderator. ' +
          'Without it, such a comment is refused with PERSONAL_INFORMATION.',
      }),
    ),
  },
  { additionalProperties: false },
);
export type NewCommentPayload = Static<typeof NewCommentBody>;
