import type { Point } from '../../distance';

/** One address of a search answer: its single-line form and its G-NAF persistent id. */
export interface GnafSearchHit {
  /** "15 KING ST, NEWTOWN NSW 2042"; a unit's: "UNIT 2, 15 KING ST, NEWTOWN NSW 2042". */
  sla: string;
  /** The G-NAF persistent identifier (ADDRESS_DETAIL_PID): "GANSW719386656". */
  pid: string;
  score: number;
}

/** A G-NAF address as the address service details it. */
export interface GnafAddress {
  pid: string;
  sla: string;
  /** The house number and street, as G-NAF names them: "15-17 KING STREET". */
  streetAddress: string;
  /** The suburb or town: "NEWTOWN". */
  locality: string;
  /** "NSW". */
  state: string;
  postcode: string;
  /** A unit, level or building name part: the address of something inside a building. */
  withinBuilding: boolean;
  /** The address's default geocode; null when the service was loaded without geocodes. */
  point: Point | null;
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

/** The hits of a search answer (a JSON list); null when the answer is not a list. */
export function toSearchHits(body: unknown): GnafSearchHit[] | null {
  if (!Array.isArray(body)) return null;
  return body.flatMap((item: unknown) => {
    if (!isObject(item)) return [];
    const sla = text(item.sla);
    const pid = text(item.pid);
    const score = typeof item.score === 'number' && Number.isFinite(item.score) ? item.score : 0;
    return sla && pid ? [{ sla, pid, score }] : [];
  });
}

/**
 * An address answer (its `structured` parts and `geocoding`), or null when it does not
 * describe an address with a house number, a street and a locality.
 */
export function toGnafAddress(body: unknown): GnafAddress | null {
  if (!isObject(body) || !isObject(body.structured)) return null;
  const parts = body.structured;
  const pid = text(body.pid);
  const number = houseNumber(parts.number);
  const street = isObject(parts.street) ? parts.street : {};
  const streetName = text(street.name);
  const locality = isObject(parts.locality) ? text(parts.locality.name) : '';
  if (!pid || !number || !streetName || !locality) return null;
  // G-NAF's street type code is the whole word ("STREET"), its name the abbreviation ("ST").
  const type = isObject(street.type) ? text(street.type.code) || text(street.type.name) : '';
  const suffix = isObject(street.suffix) ? text(street.suffix.code) : '';
  return {
    pid,
    sla: text(body.sla),
    streetAddress: [number, streetName, type, suffix].filter(Boolean).join(' '),
    locality,
    state: isObject(parts.state) ? text(parts.state.abbreviation) : '',
    postcode: text(parts.postcode),
    withinBuilding: ['flat', 'level', 'buildingName'].some((part) => part in parts),
    point: defaultPoint(body.geocoding),
  };
}

/** "15", "15A", a range "15-17". */
function houseNumber(value: unknown): string {
  if (!isObject(value)) return '';
  const one = (part: Json) => `${text(part.prefix)}${text(part.number)}${text(part.suffix)}`;
  const first = one(value);
  const last = isObject(value.last) ? one(value.last) : '';
  return first && last ? `${first}-${last}` : first;
}

/** The geocode marked default, else the first one with a valid position. */
function defaultPoint(geocoding: unknown): Point | null {
  if (!isObject(geocoding) || !Array.isArray(geocoding.geocodes)) return null;
  const points = geocoding.geocodes.flatMap((geocode: unknown) => {
    if (!isObject(geocode)) return [];
    const { latitude: lat, longitude: lon } = geocode;
    const valid =
      typeof lat === 'number' &&
      typeof lon === 'number' &&
      Math.abs(lat) <= 90 &&
      Math.abs(lon) <= 180;
    return valid ? [{ point: { lat, lon }, isDefault: geocode.default === true }] : [];
  });
  return (points.find((item) => item.isDefault) ?? points[0])?.point ?? null;
}
