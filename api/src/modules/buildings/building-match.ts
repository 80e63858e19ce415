import { SAME_BUILDING_METRES } from 'shared/contract';
import { metresBetween, type Point } from '../geo/distance';

/** How close a point must be to a building to join it when one of the two has no address key. */
export const SAME_SPOT_METRES = 3;

export interface PlacedPoint extends Point {
  /** buildingAddressKey of its address; null when the address names no house number. */
  addressKey: string | null;
}

/**
 * The building a new comment belongs to, among the buildings near its point: the nearest one
 * with the same address key within SAME_BUILDING_METRES (the house next door has another
 * number, so it is never taken for this one however close it stands); failing that, one
 * standing at the same spot when either address has no key. Null: a new building.
 */
export function matchBuilding<B extends PlacedPoint>(
  point: PlacedPoint,
  nearby: readonly B[],
): B | null {
  let best: { building: B; metres: number; sameKey: boolean } | null = null;
  for (const building of nearby) {
    const metres = metresBetween(point, building);
    const sameKey = building.addressKey === point.addressKey;
    const matches =
      sameKey && point.addressKey !== null
        ? metres <= SAME_BUILDING_METRES
        : (point.addressKey === null || building.addressKey === null) && metres <= SAME_SPOT_METRES;
    if (!matches) continue;
    // The same key beats a keyless match at the same spot; then the nearer one wins.
    const better = !best || (sameKey !== best.sameKey ? sameKey : metres < best.metres);
    if (better) best = { building, metres, sameKey };
  }
  return best?.building ?? null;
}
