import { WATCHED_AREA_LIMITS, call, type AreaBounds, type GeoPlace } from 'shared';

const STATES = 'NSW|VIC|QLD|SA|WA|TAS|NT|ACT';
const LOCALITY = new RegExp(`^(.+?)\\s+(${STATES})(?:\\s+(\\d{4}))?$`);

/** A suburb an address names: "Newtown" and what to search for it by ("Newtown NSW 2042"). */
export interface Suburb {
  name: string;
  query: string;
}

/**
 * The suburb part of an address ("King St, Newtown NSW 2042, Australia" → Newtown), or null:
 * the reverse lookups and the gazetteer write the locality as "{name} {STATE} {postcode}".
 */
export function suburbIn(address: string | null): Suburb | null {
  for (const part of (address ?? '').split(',')) {
    const match = LOCALITY.exec(part.trim());
    if (match?.[1]) return { name: match[1], query: part.trim() };
  }
  return null;
}

/** Nominatim's boundingbox (south, north, west, east as strings) as the API's bounds. */
export function boundsOfPlace(place: Pick<GeoPlace, 'boundingbox'>): AreaBounds | null {
  const box = place.boundingbox?.map(Number);
  if (!box || box.some((value) => !Number.isFinite(value))) return null;
  const [south, north, west, east] = box as [number, number, number, number];
  const span = WATCHED_AREA_LIMITS.maxSpanDegrees;
  if (!(south < north) || north - south > span || west === east) return null;
  if ((((east - west) % 360) + 360) % 360 > span) return null;
  return { west, south, east, north };
}

/**
 * The suburb's bounds, from our place search (Nominatim's boundary of the locality, or the
 * bundled gazetteer's box around it): the first result named like the suburb with usable
 * bounds, else null.
 */
export async function findSuburbBounds(suburb: Suburb): Promise<AreaBounds | null> {
  const { data: places } = await call('searchPlaces', { query: { q: suburb.query } });
  const wanted = suburb.name.toLowerCase();
  for (const place of places) {
    if (place.name.toLowerCase() !== wanted) continue;
    const bounds = boundsOfPlace(place);
    if (bounds) return bounds;
  }
  return null;
}
