import { randomUUID } from 'node:crypto';
import { SAME_BUILDING_METRES } from 'shared/contract';
import type { Db } from '../../db/kysely';
import type { BuildingRow } from '../../db/types';
import { nowTimestamp } from '../../db/timestamps';
import { BadRequestError } from '../../errors';
import { NOTHING_FOUND, type AddressLookup, type FoundAddress } from '../geo/address-lookup';
import { metresBetween, type Point } from '../geo/distance';
import { boxAroundMetres } from '../geo/nearest';
import { GNAF_POINT_METRES } from '../geo/providers/gnaf/gnaf-lookup';
import { buildingAddressKey } from '../geo/street-address';
import { parseUnitDesignator } from '../geo/unit-designator';
import { matchBuilding } from './building-match';
import {
  findBuilding,
  findBuildingByGnafPid,
  findBuildingsInBox,
  findCurrentBuilding,
  findCurrentUnit,
  findOrInsertUnit,
  insertBuilding,
  lockAddressKey,
  lockGnafPid,
  recordAddressIds,
} from './buildings.repository';

/** A comment's place as its author gave it: the point and the address the map found there. */
export interface CommentPlace {
  lat: number;
  lon: number;
  fullAddress: string;
  /** The suburb, town or city. */
  city: string;
  /** The state or territory. */
  region: string;
  postcode: string;
  /** The unit as typed ("2/15", "Unit 2"); blank for the building as a whole. */
  unitNumber: string;
  /** The building the author chose among those near the point, if they chose one. */
  buildingId?: string;
  /**
   * The point is the author's secret (a coarse comment): a building it makes is placed
   * within about 10 m of it (4 decimals), not on it.
   */
  pointIsPrivate?: boolean;
}

export interface Placement {
  buildingId: string | null;
  unitId: string | null;
}

export const NOT_PLACED: Placement = { buildingId: null, unitId: null };

/** "king street" → "King Street". */
const titleCase = (words: string) => words.replace(/\b[a-z]/g, (letter) => letter.toUpperCase());

/**
 * What the address services know of the place's street address, asked before the transaction
 * that saves the comment (a slow service never holds the database): nothing when the author
 * chose a building or the address names no house number.
 */
export function lookUpAddress(
  addresses: AddressLookup,
  place: CommentPlace,
): Promise<FoundAddress> {
  if (place.buildingId !== undefined) return Promise.resolve(NOTHING_FOUND);
  return addresses.find(place);
}

/**
 * The building and unit a comment belongs to, made when new. The building: the one its author
 * chose (chosenBuilding); else the one with the G-NAF address `known` names within
 * GNAF_POINT_METRES, however its address was spelled; else the one with the same street
 * address within SAME_BUILDING_METRES (matchBuilding); else a new one, at the G-NAF address
 * point when there is one, else at the comment's point. An address with no house number names
 * no building: the comment stays unplaced. The unit: see placeUnit. Runs in the transaction
 * that saves the comment. A building keeps its id for good: a G-NAF PID or OSM object found
 * is recorded on it when it has none yet, and never re-makes or moves it (a street renamed in
 * G-NAF keeps its PID, so its new spelling joins the same building).
 */
export async function placeComment(
  db: Db,
  place: CommentPlace,
  known: FoundAddress = NOTHING_FOUND,
): Promise<Placement> {
  if (place.buildingId !== undefined) {
    const chosen = await chosenBuilding(db, place.buildingId, place);
    return { buildingId: chosen.id, unitId: await placeUnit(db, chosen, place.unitNumber) };
  }
  const addressKey = buildingAddressKey(place.fullAddress);
  if (addressKey === null) return NOT_PLACED;
  await lockAddressKey(db, addressKey);
  const { gnaf } = known;
  if (gnaf) await lockGnafPid(db, gnaf.pid);
  const holder = gnaf ? await findBuildingByGnafPid(db, gnaf.pid) : undefined;
  // A building of this G-NAF address stands at its point, which the comment's is near.
  const sameGnaf = holder && metresBetween(place, holder) <= GNAF_POINT_METRES ? holder : null;
  const point = { lat: place.lat, lon: place.lon, addressKey };
  // Merged buildings too: an address a moderator merged into another building joins that one.
  const nearby = await findBuildingsInBox(db, boxAroundMetres(point, SAME_BUILDING_METRES), {
    merged: true,
  });
  const match =
    sameGnaf ??
    matchBuilding(
      point,
      nearby
        // Another G-NAF address is another building, whatever its street address says.
        .filter((building) => !gnaf || building.gnaf_pid === null || building.gnaf_pid === gnaf.pid)
        .map((building) => ({ ...building, addressKey: building.address_key })),
    );
  const found = match?.merged_into ? await findCurrentBuilding(db, match.id) : match;
  // A unit written with the merged building's own number ("2/15") is right there.
  const numbered = match ?? undefined;
  // One building per G-NAF address: the id goes to this one unless another has it.
  const ids = { gnaf_pid: gnaf && !holder ? gnaf.pid : null, osm_object: known.osmObject };
  if (found) await recordAddressIds(db, found, ids);
  const building = found ?? (await insertNewBuilding(db, addressKey, place, known, ids));
  return {
    buildingId: building.id,
    unitId: await placeUnit(db, building, place.unitNumber, numbered),
  };
}

async function insertNewBuilding(
  db: Db,
  addressKey: string,
  place: CommentPlace,
  { gnaf }: FoundAddress,
  ids: Pick<BuildingRow, 'gnaf_pid' | 'osm_object'>,
): Promise<BuildingRow> {
  const [streetNumber, ...words] = addressKey.split(' ') as [string, ...string[]];
  const street = titleCase(words.join(' '));
  const now = nowTimestamp();
  return insertBuilding(db, {
    id: randomUUID(),
    address_key: addressKey,
    street_number: streetNumber,
    street,
    suburb: place.city.trim(),
    state: place.region.trim(),
    postcode: place.postcode.trim(),
    full_address: buildingAddress(`${streetNumber} ${street}`, place),
    // The G-NAF address point says where the building is, better than any click near it.
    ...(ids.gnaf_pid !== null && gnaf?.point ? gnaf.point : positionOf(place)),
    ...ids,
    created_at: now,
    updated_at: now,
  });
}

/**
 * A new building's address: its street address, then the rest of the address as the map wrote
 * it (else the suburb, state and postcode), never the unit of the comment that made it
 * ("2/15 King St, Newtown NSW 2042" → "15 King Street, Newtown NSW 2042").
 */
function buildingAddress(streetAddress: string, place: CommentPlace): string {
  const parts = place.fullAddress.split(',').map((part) => part.trim());
  const streetEnds = parts.findIndex((_, index) =>
    buildingAddressKey(parts.slice(0, index + 1).join(', ')),
  );
  const locality = parts.slice(streetEnds + 1).filter(Boolean);
  const fallback = [place.city.trim(), `${place.region.trim()} ${place.postcode.trim()}`.trim()];
  return [streetAddress, ...(locality.length > 0 ? locality : fallback)].filter(Boolean).join(', ');
}

/** Where a new building stands: the comment's point, or near it when the point is private. */
function positionOf({ lat, lon, pointIsPrivate }: CommentPlace): Point {
  const rounded = (value: number) => Math.round(value * 10_000) / 10_000;
  return pointIsPrivate ? { lat: rounded(lat), lon: rounded(lon) } : { lat, lon };
}

/**
 * The building an author chose for their comment: one in its own right (not merged into
 * another), within SAME_BUILDING_METRES of the comment's point, as GET /api/buildings/near
 * offers them.
 */
async function chosenBuilding(db: Db, id: string, point: Point): Promise<BuildingRow> {
  const building = await findBuilding(db, id);
  if (!building || building.merged_into !== null) {
    throw new BadRequestError(
      'The building chosen does not exist, or was merged into another. Choose it again.',
      'UNKNOWN_BUILDING',
    );
  }
  const metres = Math.round(metresBetween(point, building));
  if (metres > SAME_BUILDING_METRES) {
    throw new BadRequestError(
      `The building chosen is ${metres} m from the place, more than ${SAME_BUILDING_METRES} m. ` +
        'Choose one of the buildings near it.',
      'BUILDING_TOO_FAR',
    );
  }
  return building;
}

/**
 * The unit of `building` that `unitNumber` names, made when new; null when it names none (the
 * comment is about the whole building). A unit written with a street number ("2/17") that is
 * not the building's is refused: the author chose the wrong place, or mistyped.
 */
export async function placeUnit(
  db: Db,
  building: Pick<BuildingRow, 'id' | 'street_number'>,
  unitNumber: string,
  numberedAs: Pick<BuildingRow, 'street_number'> = building,
): Promise<string | null> {
  const unit = parseUnitDesignator(unitNumber);
  if (!unit) return null;
  const numbers = new Set([building.street_number, numberedAs.street_number]);
  if (unit.streetNumber && !numbers.has(unit.streetNumber.toLowerCase())) {
    throw new BadRequestError(
      `Unit '${unitNumber.trim()}' is at number ${unit.streetNumber}, but the place chosen is ` +
        `number ${building.street_number}. Choose the place again, or write the unit alone.`,
      'UNIT_NOT_AT_ADDRESS',
    );
  }
  const { id, merged_into } = await findOrInsertUnit(db, {
    id: randomUUID(),
    building_id: building.id,
    unit_key: unit.unit,
    created_at: nowTimestamp(),
  });
  // A unit a moderator merged into another: its spelling names that one now.
  return merged_into === null ? id : ((await findCurrentUnit(db, id)) ?? id);
}

/** placeUnit in the building with this id; null for a comment with no building. */
export async function placeUnitOfBuilding(
  db: Db,
  buildingId: string | null,
  unitNumber: string,
): Promise<string | null> {
  const building = buildingId === null ? undefined : await findBuilding(db, buildingId);
  return building ? placeUnit(db, building, unitNumber) : null;
}
