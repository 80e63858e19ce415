import type { GeoPlace } from 'shared/contract';

export const OSM_LICENCE = 'Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright';

type Json = Record<string, unknown>;

/** One place of a Nominatim JSON answer in our shape, or null when it is not a place. */
export function toGeoPlace(raw: unknown): GeoPlace | null {
  if (!isObject(raw)) return null;
  const lat = coordinate(raw.lat, 90);
  const lon = coordinate(raw.lon, 180);
  if (lat === null || lon === null) return null;
  const displayName = text(raw.display_name) ?? '';
  const osmType = text(raw.osm_type);
  const osmId = integer(raw.osm_id);
  const placeId =
    typeof raw.place_id === 'number' || typeof raw.place_id === 'string'
      ? raw.place_id
      : `${osmType ?? 'place'}-${osmId ?? `${lat},${lon}`}`;
  return {
    place_id: placeId,
    licence: text(raw.licence) ?? OSM_LICENCE,
    osm_type: osmType,
    osm_id: osmId,
    lat,
    lon,
    // format=json says class, jsonv2 says category.
    class: text(raw.class) ?? text(raw.category) ?? 'place',
    type: text(raw.type) ?? 'yes',
    place_rank: number(raw.place_rank),
    importance: number(raw.importance),
    addresstype: text(raw.addresstype),
    name: text(raw.name) ?? displayName.split(',')[0]?.trim() ?? '',
    display_name: displayName,
    address: strings(raw.address),
    namedetails: strings(raw.namedetails),
    extratags: isObject(raw.extratags) ? strings(raw.extratags) : null,
    boundingbox: boundingBox(raw.boundingbox),
    source: 'nominatim',
  };
}

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

function number(value: unknown): number | null {
  const parsed = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof parsed === 'number' && Number.isFinite(parsed) ? parsed : null;
}

function integer(value: unknown): number | null {
  const parsed = number(value);
  return parsed !== null && Number.isSafeInteger(parsed) ? parsed : null;
}

/** Coordinates stay strings, as Nominatim writes them, once checked to be in range. */
function coordinate(value: unknown, limit: number): string | null {
  const parsed = number(value);
  return parsed !== null && Math.abs(parsed) <= limit ? String(value) : null;
}

function strings(value: unknown): Record<string, string> {
  if (!isObject(value)) return {};
  const result: Record<string, string> = {};
  for (const [key, item] of Object.entries(value)) {
    if (typeof item === 'string') result[key] = item;
    else if (typeof item === 'number') result[key] = String(item);
  }
  return result;
}

function boundingBox(value: unknown): GeoPlace['boundingbox'] {
  if (!Array.isArray(value) || value.length !== 4) return null;
  const box = value.map((item) => (number(item) === null ? null : String(item)));
  return box.every((item) => item !== null) ? (box as [string, string, string, string]) : null;
}
