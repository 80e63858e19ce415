import { LIMITS, LOCATION_TYPES, MAP_SOURCES } from 'shared';
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
});
