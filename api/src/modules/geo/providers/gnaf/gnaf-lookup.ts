import { metresBetween, type Point } from '../../distance';
import { buildingAddressKey } from '../../street-address';
import { normalizePlaceName } from '../offline/normalize';
import type { AddressrProvider } from './addressr.provider';
import type { GnafAddress } from './gnaf-address';

/**
 * How far a comment's point may be from its G-NAF address point. G-NAF puts the point inside
 * the lot (its centroid, or the building's), while a renter clicks the front door, the road or
 * the corner of a block of units: on a large lot they are more than a building's 30 m apart.
 * Further than this, the text matched another place with the same street address (King Street
 * in Newtown and in the city).
 */
export const GNAF_POINT_METRES = 150;

/** Addresses of a search read in detail, best first, before giving up. */
const DETAILS_READ = 3;

/** A comment's street address as its author gave it, with the point they chose. */
export interface AddressToFind extends Point {
  fullAddress: string;
  city: string;
  postcode: string;
}

/**
 * The G-NAF address of the building `place` names: the address without a unit whose house
 * number and street are the same as the place's once each spelling is folded
 * (buildingAddressKey), in the same postcode or a suburb the place names, with its point
 * within GNAF_POINT_METRES of the place's. Null when the service knows no such address.
 * Throws what the provider throws (down, slow, a broken answer) once `deadline` has passed.
 */
export async function findGnafAddress(
  provider: AddressrProvider,
  place: AddressToFind,
  deadline: number,
): Promise<GnafAddress | null> {
  const key = buildingAddressKey(place.fullAddress);
  if (key === null) return null;
  // The key's range "15to17" is asked as people write it, "15-17".
  const street = key.replace(/^(\d+[a-z]?)to(\d)/, '$1-$2');
  const query = [street, place.city, place.postcode].map((part) => part.trim()).filter(Boolean);
  const hits = await provider.search(query.join(' '), deadline);
  // A unit's address ("UNIT 2, 15 KING ST, ...") has the building's key too: the building's
  // own address (two parts: street, locality) is read first.
  const candidates = hits
    .filter((hit) => buildingAddressKey(hit.sla) === key)
    .sort((a, b) => partsOf(a.sla) - partsOf(b.sla))
    .slice(0, DETAILS_READ);
  for (const candidate of candidates) {
    const address = await provider.address(candidate.pid, deadline);
    if (address && isAddressOf(address, key, place)) return address;
  }
  return null;
}

const partsOf = (sla: string) => sla.split(',').length;

function isAddressOf(address: GnafAddress, key: string, place: AddressToFind): boolean {
  if (address.withinBuilding || buildingAddressKey(address.streetAddress) !== key) return false;
  const samePostcode = address.postcode !== '' && address.postcode === place.postcode.trim();
  const named = ` ${normalizePlaceName(`${place.fullAddress} ${place.city}`)} `;
  const sameSuburb = named.includes(` ${normalizePlaceName(address.locality)} `);
  if (!samePostcode && !sameSuburb) return false;
  return address.point === null || metresBetween(address.point, place) <= GNAF_POINT_METRES;
}
