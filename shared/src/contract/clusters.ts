import { Type, type Static } from 'typebox';
import { LOCATION_TYPES } from '../limits';
import { BBOX_PARAM } from './bbox';
import { MarkerFilterQuery } from './filters';
import { CLUSTER_GRID } from './values/clusters';

// The TypeBox schemas of this part of the contract, for the API and its OpenAPI document; its
// constants and rules, which the browser runs too, are values/clusters.ts.
export * from './values/clusters';

export const MarkerClustersQuery = Type.Object({
  bbox: BBOX_PARAM,
  zoom: Type.Integer({
    minimum: 0,
    maximum: 30,
    description: `The map's zoom; zooms past ${CLUSTER_GRID.maxZoom} use the finest grid`,
  }),
  // The filters narrow the pins counted: types and photos at the cost of the unfiltered
  // view (the grid counts them apart), within and q by reading the matching pins.
  ...MarkerFilterQuery.properties,
});

export type MarkerClustersParams = Static<typeof MarkerClustersQuery>;

const GeoBoundsSchema = Type.Object(
  {
    minLon: Type.Number(),
    minLat: Type.Number(),
    maxLon: Type.Number(),
    maxLat: Type.Number(),
  },
  { description: 'The smallest box around the pins a cluster holds (WGS84 degrees)' },
);

/** The building whose comments a cluster holds, when they are all about one building. */
const ClusterBuildingSchema = Type.Object(
  {
    id: Type.String({ format: 'uuid', description: 'The building (GET /api/buildings/{id})' }),
    address: Type.String({ description: "The building's street address" }),
  },
  {
    description:
      'Present when every comment the cluster holds is about this building: the map draws one ' +
      "pin for the building, with its count, at the building's position",
  },
);

export const MarkerClusterSchema = Type.Object({
  id: Type.String({
    description:
      "The cell, zoom/x/y, or building/{id} for a building's comments (near/{id} when " +
      'buildings too close to draw apart at this zoom are one cluster): stable while the ' +
      'cluster exists',
  }),
  lat: Type.Number({
    description: "The mean position of the pins it holds; a building's own position",
  }),
  lon: Type.Number(),
  count: Type.Integer({ minimum: 1 }),
  bounds: GeoBoundsSchema,
  building: Type.Optional(ClusterBuildingSchema),
});

export type MarkerCluster = Static<typeof MarkerClusterSchema>;

/** A saved pin alone in its cell: what the map needs to draw and name it. */
export const MarkerPinSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  lat: Type.Number(),
  lon: Type.Number(),
  locationType: Type.Enum(LOCATION_TYPES),
});

export type MarkerPin = Static<typeof MarkerPinSchema>;

export const MarkerClustersSchema = Type.Object({
  zoom: Type.Integer({ minimum: 0, description: 'The grid zoom the view was answered on' }),
  total: Type.Integer({ minimum: 0, description: 'Saved pins in the answer, clusters included' }),
  clusters: Type.Array(MarkerClusterSchema),
  pins: Type.Array(MarkerPinSchema),
});

export type MarkerClusters = Static<typeof MarkerClustersSchema>;
