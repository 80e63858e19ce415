import { normalizePlaceName } from './providers/offline/normalize';

/**
 * Street types as people type them in Australian addresses (after normalizePlaceName: lower
 * case, "Saint" already folded to "st"), each with the one name building keys use for it.
 */
const STREET_TYPE_NAMES: Record<string, string> = {
  st: 'street', street: 'street', rd: 'road', road: 'road', ave: 'avenue', av: 'avenue',
  avenue: 'avenue', dr: 'drive', drive: 'drive', pde: 'parade', parade: 'parade', ln: 'lane',
  lane: 'lane', cres: 'crescent', cr: 'crescent', crescent: 'crescent', pl: 'place',
  place: 'place', ct: 'court', court: 'court', hwy: 'highway', highway: 'highway',
  tce: 'terrace', terrace: 'terrace', blvd: 'boulevard', bvd: 'boulevard',
  boulevard: 'boulevard', way: 'way', cct: 'circuit', circuit: 'circuit', cl: 'close',
  close: 'close', esp: 'esplanade', esplanade: 'esplanade', gr: 'grove', gve: 'grove',
  grove: 'grove', sq: 'square', square: 'square', cir: 'circle', circle: 'circle',
  pkwy: 'parkway', parkway: 'parkway', mews: 'mews', walk: 'walk', row: 'row', loop: 'loop',
  rise: 'rise', bypass: 'bypass', promenade: 'promenade', prom: 'promenade',
}; // prettier-ignore
const STREET_TYPES = new Set(Object.keys(STREET_TYPE_NAMES));

export interface StreetAddressQuery {
  /** The street part: "12 george st". */
  street: string;
  /** What follows it, the suburb with its state or postcode if typed: "sydney nsw 2000". */
  locality: string;
}

/**
 * A query that names a street ("12 George St Sydney", "Unit 3/5 King Street, Newtown NSW"),
 * split at its street type into the street and the locality after it; null for anything
 * else ("Newtown", "St Kilda", "2042"). A street type counts only after a street name (a
 * leading "St" is Saint), and only with a house number or a locality after it: "Green
 * Square" alone is a suburb. (A suburb named like a street with a state after it, "Green
 * Square NSW", passes here; the gazetteer's exact names rule it out, see GeocodingService.)
 */
export function splitStreetAddress(query: string): StreetAddressQuery | null {
  const words = normalizePlaceName(query).split(' ').filter(Boolean);
  for (let index = 1; index < words.length; index++) {
    const before = words.slice(0, index);
    if (!before.some((word) => !/^\d/.test(word)) || !STREET_TYPES.has(words[index]!)) continue;
    const split = {
      street: words.slice(0, index + 1).join(' '),
      locality: words.slice(index + 1).join(' '),
    };
    const numbered = before.some((word) => /^\d/.test(word));
    return numbered || split.locality ? split : null;
  }
  return null;
}

/** A house number as a word of normalizePlaceName's: "15", "15a", a range "15to17". */
const HOUSE_NUMBER = /^\d+[a-z]?(?:to\d+[a-z]?)?$/;

/**
 * "2 15 king st" (a street part split at its type) → "15 king street": the last house number
 * before the street's name, the name, and the type's one name; null without a number.
 */
function numberedStreetKey(street: string): string | null {
  const words = street.split(' ');
  const type = STREET_TYPE_NAMES[words.at(-1) ?? ''];
  const numberAt = words.findLastIndex((word) => HOUSE_NUMBER.test(word));
  const name = words.slice(numberAt + 1, -1);
  if (!type || numberAt < 0 || name.length === 0) return null;
  return [words[numberAt], ...name, type].join(' ');
}

/**
 * The key of a building's address: its house number and street, each spelling folded
 * ("15 King St, Newtown NSW 2042", "2/15 King Street, Newtown" and Nominatim's "15, King
 * Street, Newtown, Sydney, ..." are all "15 king street"). The suburb is not in it: a building
 * is matched by this key within a few tens of metres, where one street name means one street.
 * Null when the address names no house number and street (a suburb, a road without a number).
 */
export function buildingAddressKey(address: string): string | null {
  // A range keeps its two numbers as one word: "15-17" is "15to17".
  const parts = address.replace(/(\d[a-z]?)\s*-\s*(\d)/gi, '$1to$2').split(',');
  for (const [index, part] of parts.entries()) {
    // "15, King Street, ...": the number in a part of its own, its street in the next one.
    const numberAlone = HOUSE_NUMBER.test(normalizePlaceName(part));
    const split = splitStreetAddress(numberAlone ? `${part} ${parts[index + 1] ?? ''}` : part);
    const key = split && numberedStreetKey(split.street);
    if (key) return key;
  }
  return null;
}
