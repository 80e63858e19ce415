import type { FastifyBaseLogger } from 'fastify';
import type { GeocoderConfig } from '../../config';
import type { Db } from '../../db/kysely';
import type { AddressServiceConfig } from './geo.config';
import { databaseCache } from './geocoder';
import { GeocoderUnavailableError } from './providers/geocoding-provider';
import { AddressrProvider } from './providers/gnaf/addressr.provider';
import type { GnafAddress } from './providers/gnaf/gnaf-address';
import { findGnafAddress, type AddressToFind } from './providers/gnaf/gnaf-lookup';
import { NominatimProvider } from './providers/nominatim/nominatim.provider';
import { RequestBudget } from './providers/nominatim/request-budget';
import { buildingAddressKey } from './street-address';

export type { AddressToFind } from './providers/gnaf/gnaf-lookup';
export type { GnafAddress } from './providers/gnaf/gnaf-address';

/** What the address services know of a comment's street address. */
export interface FoundAddress {
  /** Its G-NAF address, when the address service is configured, answers and knows it. */
  gnaf: GnafAddress | null;
  /**
   * The OpenStreetMap object the geocoder found at the point with this street address, as
   * OSM names it: "way/4336745".
   */
  osmObject: string | null;
}

export const NOTHING_FOUND: FoundAddress = { gnaf: null, osmObject: null };

/** Looks a street address up; never fails: what cannot be known now is null. */
export interface AddressLookup {
  find(place: AddressToFind): Promise<FoundAddress>;
}

/** Knows nothing: what placement asks without any address service. */
export const NO_ADDRESS_LOOKUP: AddressLookup = { find: () => Promise.resolve(NOTHING_FOUND) };

/** The address look-up the configuration asks for. */
export function createAddressLookup(
  config: { geocoder: GeocoderConfig; addressService?: AddressServiceConfig },
  db: Db,
  log: FastifyBaseLogger,
): AddressLookup {
  const { geocoder, addressService } = config;
  const onCacheError = (error: unknown) => log.warn({ err: error }, 'Address cache failed');
  const cache = databaseCache(db);
  const gnaf =
    addressService &&
    new AddressrProvider({
      baseUrl: addressService.url,
      userAgent: addressService.userAgent,
      cacheTtlSeconds: addressService.cacheTtlSeconds,
      cache,
      onCacheError,
    });
  // Read from the cache only: it never spends the upstream's request budget.
  const nominatim =
    geocoder.provider === 'offline'
      ? undefined
      : new NominatimProvider({
          baseUrl: geocoder.url,
          userAgent: geocoder.userAgent,
          language: geocoder.language,
          timeoutMs: geocoder.timeoutMs,
          cacheTtlSeconds: geocoder.cacheTtlSeconds,
          budget: new RequestBudget(geocoder.minIntervalMs),
          cache,
          onCacheError,
        });

  const findGnaf = async (place: AddressToFind): Promise<GnafAddress | null> => {
    if (!gnaf) return null;
    try {
      return await findGnafAddress(gnaf, place, Date.now() + addressService!.timeoutMs);
    } catch (error) {
      // The comment is placed without it, as when no service is configured.
      if (error instanceof GeocoderUnavailableError) {
        log.info({ reason: error.reason }, `Address service: ${error.message}`);
      } else {
        log.warn({ err: error }, 'Address service look-up failed');
      }
      return null;
    }
  };

  const findOsmObject = async (place: AddressToFind): Promise<string | null> => {
    const found = await nominatim?.cachedReverse(place).catch((error: unknown) => {
      log.warn({ err: error }, 'Reading the geocoder cache failed');
      return null;
    });
    if (!found?.osm_type || found.osm_id === null) return null;
    // The object at the point is this address's only when it has the same street address.
    const sameAddress =
      buildingAddressKey(found.display_name) === buildingAddressKey(place.fullAddress);
    return sameAddress ? `${found.osm_type}/${found.osm_id}` : null;
  };

  return {
    async find(place) {
      if (buildingAddressKey(place.fullAddress) === null) return NOTHING_FOUND;
      const [gnafAddress, osmObject] = await Promise.all([findGnaf(place), findOsmObject(place)]);
      return { gnaf: gnafAddress, osmObject };
    },
  };
}
