import type { GeoPlace } from 'shared/contract';

export interface SearchRequest {
  /** The trimmed query. */
  query: string;
  limit: number;
}

export interface ReverseRequest {
  lat: number;
  lon: number;
}

/**
 * Anything that turns text into places and coordinates into a place. Providers return
 * places in Nominatim's JSON shape whatever their source; a provider that cannot answer
 * throws a GeocoderUnavailableError, never anything else on purpose.
 */
export interface GeocodingProvider {
  readonly name: GeoPlace['source'];
  search(request: SearchRequest): Promise<GeoPlace[]>;
  /** The place at these coordinates, or null when there is none (the sea, abroad). */
  reverse(request: ReverseRequest): Promise<GeoPlace | null>;
}

export type UnavailableReason = 'timeout' | 'over-budget' | 'rate-limited' | 'upstream-error';

/** The upstream could not answer now (down, slow, over budget, refusing). */
export class GeocoderUnavailableError extends Error {
  override name = 'GeocoderUnavailableError';
  constructor(
    readonly reason: UnavailableReason,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
