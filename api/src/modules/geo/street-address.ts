import { normalizePlaceName } from './providers/offline/normalize';

/**
 * Street types as people type them in Australian addresses (long and short forms, after
 * normalizePlaceName: lower case, "Saint" already folded to "st").
 */
const STREET_TYPES = new Set([
  'st', 'street', 'rd', 'road', 'ave', 'av', 'avenue', 'dr', 'drive', 'pde', 'parade',
  'ln', 'lane', 'cres', 'cr', 'crescent', 'pl', 'place', 'ct', 'court', 'hwy', 'highway',
  'tce', 'terrace', 'blvd', 'bvd', 'boulevard', 'way', 'cct', 'circuit', 'cl', 'close',
  'esp', 'esplanade', 'gr', 'gve', 'grove', 'sq', 'square', 'cir', 'circle', 'pkwy',
  'parkway', 'mews', 'walk', 'row', 'loop', 'rise', 'bypass', 'promenade', 'prom',
]); // prettier-ignore

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
