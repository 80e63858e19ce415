import { TEXTS, UNKNOWN_PLACE } from 'shared';

/** What the author typed in "Street address": both blank until they add them. */
export interface StreetAddressValues {
  number: string;
  street: string;
}

/** The longest street name taken. */
export const STREET_MAX_LENGTH = 100;

/** A house number: "15", "15A", or a range "15-17". */
const HOUSE_NUMBER = /^\d+[a-z]?(?:\s*-\s*\d+[a-z]?)?$/i;

/**
 * Where the address starts with a house number: "15 King St", "15, King Street" (Nominatim
 * gives the number a part of its own), "2/15 King St", "Unit 3/5 King St".
 */
const NUMBER_FIRST = /^(?:(?:unit|apartment|apt|flat|shop|suite|lot)\s+)?\d/i;

/** The words the map puts where it knows no address; there is no rest of an address to keep. */
const NO_ADDRESS: readonly string[] = [UNKNOWN_PLACE.address, TEXTS.map.addressNotFound];

/**
 * Whether the address names a house number, so the API can place the comment in its
 * building: its part before the first comma starts with one. A suburb ("Newtown NSW 2042,
 * Australia") or a road alone ("King Street, Newtown, ...") does not.
 */
export function hasHouseNumber(address: string): boolean {
  return NUMBER_FIRST.test(address.split(',')[0]!.trim());
}

export function isHouseNumber(number: string): boolean {
  return HOUSE_NUMBER.test(number.trim());
}

/**
 * The address sent with the comment: "{number} {street}, {the rest of the address}" when the
 * author gave a valid number and a street, else the address as found. A leading part that is
 * the street itself (the geocoder's `road`, or what was typed) is not repeated.
 */
export function addressWithStreet(
  address: string,
  { number, street }: StreetAddressValues,
  road = '',
): string {
  const houseNumber = number.trim().replace(/\s*-\s*/, '-');
  const streetName = street.trim().replace(/\s+/g, ' ');
  if (streetName === '' || !isHouseNumber(houseNumber)) return address;
  const found = NO_ADDRESS.includes(address.trim()) ? '' : address.trim();
  const [first = '', ...rest] = found.split(',').map((part) => part.trim());
  const sameStreet = (name: string) => name !== '' && name.toLowerCase() === first.toLowerCase();
  const after = sameStreet(streetName) || sameStreet(road.trim()) ? rest : [first, ...rest];
  return [`${houseNumber} ${streetName}`, ...after.filter(Boolean)].join(', ');
}
