import type { Db } from '../../db/kysely';
import { Provided } from '../../hooks';

/** A building as a building area needs it: where it is. */
export interface WatchedBuilding {
  id: string;
  lat: number;
  lon: number;
}

/**
 * The public building with this id (the one it was merged into, for a merged one), or
 * undefined when nobody can see it. The buildings module provides it (module-wiring.ts): it
 * stands above this one.
 */
export const watchedBuilding = new Provided<
  (db: Db, id: string) => Promise<WatchedBuilding | undefined>
>('The building a watched area is about');

/**
 * How far around its building a building area's box reaches: a comment about it may stand
 * that far off (a merge joins buildings up to 200 m apart). The alerts keep to the building's
 * own comments; the box only finds the area.
 */
export const BUILDING_AREA_METRES = 250;
