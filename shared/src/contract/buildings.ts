import { Type, type Static } from 'typebox';
import { BuildingConditionsSchema } from './conditions';
import { BuildingRentSchema } from './rent';
import { CoordinatesQuery } from './geo';

/** GET /api/buildings/{id} */
export const BuildingParams = Type.Object({ id: Type.String({ format: 'uuid' }) });

const commentCount = Type.Integer({ minimum: 0, description: 'Its published comments' });

/** A unit of a building, as its page lists it. */
export const BuildingUnitSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  label: Type.String({
    description: 'Named by its key, however it was written ("2/15", "Apt 2"): "Unit 2"',
  }),
  commentCount,
});

const buildingAddress = {
  id: Type.String({ format: 'uuid' }),
  fullAddress: Type.String(),
  streetNumber: Type.String({ examples: ['15'] }),
  street: Type.String({ examples: ['King Street'] }),
  suburb: Type.String(),
  state: Type.String(),
  postcode: Type.String(),
  lat: Type.Number(),
  lon: Type.Number(),
  commentCount,
};

/**
 * A building: its address, position and units with their published comments counted. Its
 * comments are the list's (`GET /api/marker/marker-comments/list?building={id}`).
 */
export const BuildingSchema = Type.Object({
  ...buildingAddress,
  gnafPid: Type.Optional(
    Type.String({
      description:
        'The G-NAF persistent identifier of its street address, when the address service ' +
        'knew it',
      examples: ['GANSW719386656'],
    }),
  ),
  conditions: BuildingConditionsSchema,
  rent: BuildingRentSchema,
  units: Type.Array(BuildingUnitSchema, {
    description: 'Its units with at least one published comment, in unit order (G1, 1, 2, 10)',
  }),
});
export type Building = Static<typeof BuildingSchema>;

/** GET /api/buildings/near */
export const NearbyBuildingsQuery = CoordinatesQuery;

export const NearbyBuildingSchema = Type.Object({
  ...buildingAddress,
  distanceMetres: Type.Number({ minimum: 0 }),
});
export type NearbyBuilding = Static<typeof NearbyBuildingSchema>;

export const NearbyBuildingsSchema = Type.Array(NearbyBuildingSchema);
