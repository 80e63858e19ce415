import {
  SAME_BUILDING_METRES,
  unitLabel,
  type Building,
  type NearbyBuilding,
} from 'shared/contract';
import type { Db } from '../../db/kysely';
import type { BuildingRow } from '../../db/types';
import { NotFoundError } from '../../errors';
import { buildingConditions } from '../conditions/checklists.service';
import { buildingRent } from '../conditions/rents.service';
import { metresBetween, type Point } from '../geo/distance';
import { boxAroundMetres } from '../geo/nearest';
import {
  countPublishedByBuilding,
  findBuildingsInBox,
  findCurrentBuilding,
  findUnitsWithPublished,
} from './buildings.repository';

const NOT_FOUND = 'This building does not exist, or nobody has published a comment about it.';

/** A building as anyone may see it: what its address and position say, and its count. */
function toBuildingAddress(row: BuildingRow, commentCount: number) {
  return {
    id: row.id,
    fullAddress: row.full_address,
    streetNumber: row.street_number,
    street: row.street,
    suburb: row.suburb,
    state: row.state,
    postcode: row.postcode,
    lat: row.lat,
    lon: row.lon,
    commentCount,
  };
}

/**
 * A building's page: its address, the units its published comments name and what their
 * condition checklists and rent records add up to. A building is
 * public once one of its comments is published; before that (every comment held or hidden)
 * it does not exist for anyone, as those comments do not. A building merged into another
 * answers as that one (its `id` says which).
 */
export async function getBuilding(db: Db, id: string): Promise<Building> {
  const row = await findCurrentBuilding(db, id);
  const count = row ? ((await countPublishedByBuilding(db, [row.id])).get(row.id) ?? 0) : 0;
  if (!row || count === 0) throw new NotFoundError(NOT_FOUND);
  const [units, conditions, rent] = await Promise.all([
    findUnitsWithPublished(db, row.id),
    buildingConditions(db, row.id),
    buildingRent(db, row.id),
  ]);
  return {
    ...toBuildingAddress(row, count),
    ...(row.gnaf_pid !== null && { gnafPid: row.gnaf_pid }),
    units: units.map((unit) => ({
      id: unit.id,
      label: unitLabel(unit.unit_key),
      commentCount: unit.count,
    })),
    conditions,
    rent,
  };
}

/** A public building's id and position (the one it joined, for a merged one); else undefined. */
export async function findWatchableBuilding(
  db: Db,
  id: string,
): Promise<{ id: string; lat: number; lon: number } | undefined> {
  const row = await findCurrentBuilding(db, id);
  if (!row || !(await countPublishedByBuilding(db, [row.id])).get(row.id)) return undefined;
  return { id: row.id, lat: row.lat, lon: row.lon };
}

/**
 * The public buildings within SAME_BUILDING_METRES of a point, nearest first: what a new
 * comment there may be about.
 */
export async function findNearbyBuildings(db: Db, point: Point): Promise<NearbyBuilding[]> {
  const rows = await findBuildingsInBox(db, boxAroundMetres(point, SAME_BUILDING_METRES));
  const near = rows
    .map((row) => ({ row, metres: metresBetween(point, row) }))
    .filter(({ metres }) => metres <= SAME_BUILDING_METRES);
  const counts = await countPublishedByBuilding(
    db,
    near.map(({ row }) => row.id),
  );
  return near
    .filter(({ row }) => (counts.get(row.id) ?? 0) > 0)
    .sort((a, b) => a.metres - b.metres)
    .map(({ row, metres }) => ({
      ...toBuildingAddress(row, counts.get(row.id)!),
      distanceMetres: Math.round(metres * 10) / 10,
    }));
}
