import { Type, type Static } from 'typebox';
import { LOCATION_TYPES } from '../limits';
import { cursorParam } from './cursor';
import { BBOX_FILTER_PARAM } from './bbox';
import { MarkerFilterQuery } from './filters';
import { CommentPlaceFields } from './markers';
import { RentSchema } from './rent';
import { FEED_LIMITS } from './values/feeds';

// The TypeBox schemas of this part of the contract, for the API and its OpenAPI document; its
// constants and rules, which the browser runs too, are values/feeds.ts.
export * from './values/feeds';

/** A view + filter: the list's `bbox` and filters, nothing else (GET /api/feeds/comments). */
export const CommentsFeedQuery = Type.Object({
  bbox: Type.Optional(BBOX_FILTER_PARAM),
  ...MarkerFilterQuery.properties,
});
export type CommentsFeedParams = Static<typeof CommentsFeedQuery>;

/** GET /api/feeds/areas/{token}: the token is the feed's only credential. */
export const AreaFeedParams = Type.Object({
  token: Type.String({
    pattern: '^[A-Za-z0-9_-]+$',
    minLength: 1,
    maxLength: 200,
    description: "The watched area's feed token (its feedUrl names it)",
  }),
});
export type AreaFeedPathParams = Static<typeof AreaFeedParams>;

/** GET /api/open-data/comments: a view + filter, paged with the list's cursor. */
export const OpenDataQuery = Type.Object({
  ...CommentsFeedQuery.properties,
  cursor: cursorParam(
    'Where the previous page ended: follow its `links` rel=next rather than build it',
  ),
  size: Type.Integer({
    minimum: 1,
    maximum: FEED_LIMITS.openDataMaxPageSize,
    default: FEED_LIMITS.openDataPageSize,
    description: 'Features per page',
  }),
});
export type OpenDataParams = Static<typeof OpenDataQuery>;

/** The public fields of a comment, as a GeoJSON feature's properties. */
export const OpenDataPropertiesSchema = Type.Object({
  comment: Type.String(),
  locationType: Type.Enum(LOCATION_TYPES),
  unitNumber: Type.String(),
  fullAddress: Type.String(),
  region: Type.String(),
  city: Type.String(),
  country: Type.String(),
  postcode: Type.String(),
  ...CommentPlaceFields.properties,
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
  likeCount: Type.Integer({ minimum: 0 }),
  author: Type.Union([Type.String(), Type.Null()], {
    description: "The author's name when their profile is public; null otherwise",
  }),
  photoUrls: Type.Array(Type.String({ format: 'uri' }), { description: 'Absolute photo URLs' }),
  placeUrl: Type.String({ format: 'uri', description: "The comment's page on the map" }),
  rent: Type.Union([RentSchema, Type.Null()], {
    description: 'Its rent record as anyone signed out sees it (in $10 bands until exact)',
  }),
});
export type OpenDataProperties = Static<typeof OpenDataPropertiesSchema>;

export const OpenDataFeatureSchema = Type.Object({
  type: Type.Literal('Feature'),
  id: Type.String({ format: 'uuid', description: "The comment's id" }),
  geometry: Type.Object({
    type: Type.Literal('Point'),
    coordinates: Type.Array(Type.Number(), {
      minItems: 2,
      maxItems: 2,
      description: 'Longitude, latitude (WGS84 degrees): longitude first',
    }),
  }),
  properties: OpenDataPropertiesSchema,
});
export type OpenDataFeature = Static<typeof OpenDataFeatureSchema>;

export const OpenDataLinkSchema = Type.Object({
  rel: Type.Union([Type.Literal('self'), Type.Literal('next')]),
  href: Type.String({ format: 'uri' }),
  type: Type.Literal('application/geo+json'),
});

/**
 * RFC 7946 FeatureCollection of Point features, newest first. `links` and `numberReturned`
 * are foreign members (named as OGC API - Features names them); no `crs`: always WGS84.
 */
export const OpenDataCollectionSchema = Type.Object({
  type: Type.Literal('FeatureCollection'),
  features: Type.Array(OpenDataFeatureSchema),
  numberReturned: Type.Integer({ minimum: 0 }),
  links: Type.Array(OpenDataLinkSchema, {
    description: 'rel=self: this page; rel=next: the page after it (absent on the last page)',
  }),
});
export type OpenDataCollection = Static<typeof OpenDataCollectionSchema>;
