import { Type, type Static } from 'typebox';
import { LOCATION_TYPES } from '../limits';
import { WATCHED_AREA_KINDS, WATCHED_AREA_LIMITS } from './values/watched-areas';

// The TypeBox schemas of this part of the contract, for the API and its OpenAPI document; its
// constants and rules, which the browser runs too, are values/watched-areas.ts.
export * from './values/watched-areas';

const Longitude = Type.Number({ minimum: -180, maximum: 180 });
const Latitude = Type.Number({ minimum: -90, maximum: 90 });

export const AreaBoundsSchema = Type.Object(
  { west: Longitude, south: Latitude, east: Longitude, north: Latitude },
  {
    additionalProperties: false,
    description: 'WGS84 degrees; west > east crosses the antimeridian; south < north',
  },
);

const filterTypes = Type.Array(Type.Enum(LOCATION_TYPES), {
  uniqueItems: true,
  maxItems: LOCATION_TYPES.length,
  description: 'Property types kept; empty keeps every type',
});
const filterPhotos = Type.Boolean({ description: 'Only comments with at least one photo' });
const NOT_MET =
  'Only comments reporting something not met: at least one item of their condition checklist ' +
  'answered not met';

/** The filters a new area is saved with: `notMet` may be left out (false), as older clients do. */
const NewAreaFiltersSchema = Type.Object(
  {
    types: filterTypes,
    photos: filterPhotos,
    notMet: Type.Optional(
      Type.Boolean({ default: false, description: `${NOT_MET}; false when left out` }),
    ),
  },
  { additionalProperties: false },
);

/** An area's filters as the API answers them: every one, always. */
export const AreaFiltersSchema = Type.Object(
  { types: filterTypes, photos: filterPhotos, notMet: Type.Boolean({ description: NOT_MET }) },
  { additionalProperties: false },
);

const AreaName = Type.String({
  minLength: 1,
  maxLength: WATCHED_AREA_LIMITS.nameMaxLength,
  pattern: '\\S',
  description: "The owner's name for the area",
});

const Radius = Type.Number({
  minimum: WATCHED_AREA_LIMITS.radiusMinMetres,
  maximum: WATCHED_AREA_LIMITS.radiusMaxMetres,
  description: 'Metres around `center`',
});

/**
 * POST /api/users/me/watched-areas. A `view` or `suburb` gives its `bounds`; a `radius` gives
 * `center` and `radiusMetres` (its bounds are worked out by the API).
 */
export const NewWatchedAreaBody = Type.Object(
  {
    name: AreaName,
    kind: Type.Enum(WATCHED_AREA_KINDS),
    bounds: Type.Optional(AreaBoundsSchema),
    center: Type.Optional(
      Type.Object({ lat: Latitude, lon: Longitude }, { additionalProperties: false }),
    ),
    radiusMetres: Type.Optional(Radius),
    buildingId: Type.Optional(
      Type.String({
        format: 'uuid',
        description:
          "A building area's building (GET /api/buildings/{id}); its bounds are worked out " +
          'here. 400 UNKNOWN_BUILDING for one nobody can see.',
      }),
    ),
    filters: Type.Optional(NewAreaFiltersSchema),
  },
  { additionalProperties: false },
);
export type NewWatchedAreaPayload = Static<typeof NewWatchedAreaBody>;

/** The `{id}` of PATCH and DELETE /api/users/me/watched-areas/{id}. */
export const WatchedAreaParams = Type.Object({ id: Type.String({ format: 'uuid' }) });

/** PATCH /api/users/me/watched-areas/{id}: rename, pause or resume, email alerts on or off. */
export const UpdateWatchedAreaBody = Type.Object(
  {
    name: Type.Optional(AreaName),
    paused: Type.Optional(Type.Boolean()),
    emailAlerts: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type UpdateWatchedAreaPayload = Static<typeof UpdateWatchedAreaBody>;

export const WatchedAreaSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  name: Type.String(),
  kind: Type.Enum(WATCHED_AREA_KINDS),
  bounds: AreaBoundsSchema,
  center: Type.Union([Type.Object({ lat: Latitude, lon: Longitude }), Type.Null()]),
  radiusMetres: Type.Union([Type.Number(), Type.Null()]),
  buildingId: Type.Union([Type.String({ format: 'uuid' }), Type.Null()], {
    description: "A building area's building: it is told of that building's comments only",
  }),
  filters: AreaFiltersSchema,
  paused: Type.Boolean(),
  emailAlerts: Type.Boolean({ description: "Off once the email's unsubscribe link was used" }),
  feedUrl: Type.String({ description: "The area's Atom feed: anyone with the link can read it" }),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type WatchedArea = Static<typeof WatchedAreaSchema>;

export const WatchedAreaListSchema = Type.Object({
  content: Type.Array(WatchedAreaSchema),
});
export type WatchedAreaList = Static<typeof WatchedAreaListSchema>;
