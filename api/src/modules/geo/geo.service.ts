import { LIMITS, type GeoPlace, type GeoSearchNotice } from 'shared/contract';
import type { GeocoderProvider } from '../../config';
import { NotFoundError, ServiceUnavailableError, ValidationError } from '../../errors';
import type { GeocodingProvider } from './providers/geocoding-provider';
import { normalizePlaceName } from './providers/offline/normalize';
import type { OfflineProvider } from './providers/offline/offline.provider';
import { splitStreetAddress } from './street-address';

export interface GeocodingServiceOptions {
  provider: GeocoderProvider;
  offline: OfflineProvider;
  upstream: GeocodingProvider;
  resultLimit: number;
  /** Told why the upstream could not answer (auto mode carries on without it). */
  onUpstreamFailure: (error: unknown, operation: 'search' | 'reverse') => void;
}

export const SEARCH_UNAVAILABLE =
  'Place search is not available right now. Please try again shortly.';
export const NO_ADDRESS_HERE = 'No address was found at this location.';
export const QUERY_TOO_SHORT = `Query parameter 'q' must have at least ${LIMITS.minSearchQueryLength} characters besides spaces.`;

/** The places a search found, and what the searcher should know about them. */
export interface PlaceSearchAnswer {
  places: GeoPlace[];
  notice?: GeoSearchNotice;
}

/** Places closer than this with the same name are the same place (offline vs upstream). */
const SAME_PLACE_KM = 5;

/**
 * The rules of place search and reverse lookup:
 * - `offline`: the bundled gazetteer only;
 * - `nominatim`: the upstream only; when it cannot answer, 503 (never 500);
 * - `auto`: the gazetteer at once, merged with the upstream when it answers within its
 *   budget and time-out; when it cannot, the gazetteer's answer alone and no error.
 */
export class GeocodingService {
  constructor(private readonly options: GeocodingServiceOptions) {}

  async search(rawQuery: string, requestedLimit?: number): Promise<GeoPlace[]> {
    return (await this.find(rawQuery, requestedLimit)).places;
  }

  /**
   * A search with what to tell about it. A street address ("12 George St Sydney") is the
   * upstream's to find; the gazetteer knows localities only, so without the upstream it
   * answers the address's suburb part ("Sydney") and says street-level search is missing.
   */
  async find(rawQuery: string, requestedLimit?: number): Promise<PlaceSearchAnswer> {
    const query = rawQuery.trim().replace(/\s+/g, ' ');
    if (query.length < LIMITS.minSearchQueryLength) throw new ValidationError(QUERY_TOO_SHORT);
    const limit = Math.min(requestedLimit ?? this.options.resultLimit, this.options.resultLimit);
    const { provider, offline, upstream } = this.options;
    const address = offline.isLocalityName(query) ? null : splitStreetAddress(query);
    const suburbOnly = (): PlaceSearchAnswer => ({
      places: address!.locality ? offline.searchNow(address!.locality, limit) : [],
      notice: 'street-level-unavailable',
    });

    if (provider === 'offline') {
      return address ? suburbOnly() : { places: offline.searchNow(query, limit) };
    }
    if (provider === 'nominatim') {
      try {
        return { places: await upstream.search({ query, limit }) };
      } catch (error) {
        this.options.onUpstreamFailure(error, 'search');
        throw new ServiceUnavailableError(SEARCH_UNAVAILABLE);
      }
    }
    const remote = await upstream.search({ query, limit }).catch((error: unknown) => {
      this.options.onUpstreamFailure(error, 'search');
      return null;
    });
    if (address) {
      if (remote === null) return suburbOnly();
      // The service looked the street up: its places, else the suburb's (nothing to excuse).
      if (remote.length > 0) return { places: remote };
      return { places: suburbOnly().places };
    }
    return { places: mergePlaces(query, offline.searchNow(query, limit), remote ?? [], limit) };
  }

  async reverse(lat: number, lon: number): Promise<GeoPlace> {
    const { provider, offline, upstream } = this.options;
    let place: GeoPlace | null;
    if (provider === 'offline') {
      place = offline.reverseNow(lat, lon);
    } else if (provider === 'nominatim') {
      try {
        place = await upstream.reverse({ lat, lon });
      } catch (error) {
        this.options.onUpstreamFailure(error, 'reverse');
        throw new ServiceUnavailableError(SEARCH_UNAVAILABLE);
      }
    } else {
      place = await upstream.reverse({ lat, lon }).catch((error: unknown) => {
        this.options.onUpstreamFailure(error, 'reverse');
        return null;
      });
      place ??= offline.reverseNow(lat, lon);
    }
    if (!place) throw new NotFoundError(NO_ADDRESS_HERE);
    return place;
  }
}

/**
 * Gazetteer localities named exactly as asked first, then the upstream's places, then the
 * other localities; a locality the upstream also found is replaced by the upstream's place.
 */
export function mergePlaces(
  query: string,
  local: GeoPlace[],
  remote: GeoPlace[],
  limit: number,
): GeoPlace[] {
  const wanted = normalizePlaceName(query);
  const exact = local.filter((place) => normalizePlaceName(place.name) === wanted);
  const others = local.filter((place) => !exact.includes(place));
  const merged: GeoPlace[] = [];
  for (const candidate of [...exact, ...remote, ...others]) {
    // Upstream places are never merged with each other: only with a gazetteer locality.
    const twin = merged.findIndex(
      (place) =>
        (place.source === 'offline' || candidate.source === 'offline') &&
        samePlace(place, candidate),
    );
    if (twin < 0) merged.push(candidate);
    else if (merged[twin]!.source === 'offline' && candidate.source !== 'offline') {
      merged[twin] = candidate;
    }
  }
  return merged.slice(0, limit);
}

function samePlace(a: GeoPlace, b: GeoPlace): boolean {
  if (normalizePlaceName(a.name) !== normalizePlaceName(b.name)) return false;
  if (a.address.postcode && a.address.postcode === b.address.postcode) return true;
  return distanceKm(a, b) < SAME_PLACE_KM;
}

function distanceKm(a: GeoPlace, b: GeoPlace): number {
  const lat = (Number(a.lat) + Number(b.lat)) / 2;
  const dy = (Number(a.lat) - Number(b.lat)) * 110.57;
  const dx = (Number(a.lon) - Number(b.lon)) * 111.32 * Math.cos((lat * Math.PI) / 180);
  return Math.sqrt(dx * dx + dy * dy);
}
