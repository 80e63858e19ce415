import { LIMITS, LOCATION_TYPES, MAP_SOURCES } from 'shared/contract';
import { Type } from 'typebox';
import { DEFAULT_MARKER_PAGE_SIZE } from './markers.service';

export const SavedMarkerCommentSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  lat: Type.Number(),
  lon: Type.Number(),
  comment: Type.String(),
  fullAddress: Type.String(),
  unitNumber: Type.String(),
  region: Type.String(),
  city: Type.String(),
  country: Type.String(),
  postcode: Type.String(),
  locationType: Type.Enum(LOCATION_TYPES),
  mapSource: Type.Enum(MAP_SOURCES),
  createdDate: Type.String({ format: 'date-time' }),
  modifiedDate: Type.String({ format: 'date-time' }),
  photoUrls: Type.String({ description: 'JSON-encoded list of photo file names' }),
});

export const MarkerCommentsPageSchema = Type.Object({
  content: Type.Array(SavedMarkerCommentSchema),
  page: Type.Integer({ minimum: 0 }),
  size: Type.Integer({ minimum: 1 }),
  totalElements: Type.Integer({ minimum: 0 }),
  totalPages: Type.Integer({ minimum: 0 }),
});

const NUMBER = '-?\\d+(\\.\\d+)?';

export const ListMarkerCommentsQuery = Type.Object({
  page: Type.Integer({
    minimum: 0,
    maximum: 1_000_000,
    default: 0,
    description: '0-based page number',
  }),
  size: Type.Integer({
    minimum: 1,
    default: DEFAULT_MARKER_PAGE_SIZE,
    description: `Page size; values above ${LIMITS.markerListMaxPageSize} are capped`,
  }),
  bbox: Type.Optional(
    Type.String({
      pattern: `^${NUMBER},${NUMBER},${NUMBER},${NUMBER}$`,
      maxLength: 100,
      description:
        'Only markers inside minLon,minLat,maxLon,maxLat (WGS84 degrees); minLon > maxLon crosses the antimeridian',
    }),
  ),
});

const { markerText } = LIMITS;

/** Free text: at most `max` characters. */
const text = (max: number) => Type.String({ maxLength: max });
/** Required text: at least one non-space character. */
const requiredText = (max: number) => Type.String({ minLength: 1, maxLength: max, pattern: '\\S' });

/** SPEC.md §3 New comment payload. The server sets the owner, ids and dates. */
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
    unitNumber: requiredText(markerText.unitNumber),
    locationType: Type.Enum(LOCATION_TYPES),
    comment: requiredText(markerText.comment),
    photoUrls: Type.Array(Type.String({ minLength: 1, maxLength: 200 }), {
      maxItems: LIMITS.maxPhotosPerComment,
      uniqueItems: true,
      default: [],
      description: 'File names returned by POST /api/file-storage/upload',
    }),
    mapSource: Type.Enum(MAP_SOURCES),
    postcode: text(markerText.postcode),
  },
  { additionalProperties: false },
);
