import { createHash } from 'node:crypto';
import { GeocoderUnavailableError } from '../geocoding-provider';
import type { AnswerCache } from '../nominatim/nominatim.provider';
import { toGnafAddress, toSearchHits, type GnafAddress, type GnafSearchHit } from './gnaf-address';

export interface AddressrOptions {
  /** Base URL without a trailing slash, e.g. http://addressr.internal:8080 */
  baseUrl: string;
  userAgent: string;
  cacheTtlSeconds: number;
  cache: AnswerCache;
  /** Told about cache failures, which never fail a look-up. */
  onCacheError?: (error: unknown) => void;
}

/** Answers larger than this are not one page of addresses: refuse rather than parse. */
const MAX_BODY_BYTES = 512 * 1024;

/** A 404: the service knows no address with this id. */
const NOT_FOUND = Symbol('not found');

/**
 * An Addressr-compatible service of G-NAF addresses (self-hosted Addressr, or anything that
 * answers its REST API): `GET /addresses?q=` lists matching addresses (`sla`, `score`, `pid`),
 * `GET /addresses/{pid}` details one (`structured` parts, `geocoding.geocodes`). Asked with
 * our own User-Agent before a deadline; answers are cached in the database. Failures are
 * GeocoderUnavailableErrors.
 */
export class AddressrProvider {
  constructor(private readonly options: AddressrOptions) {}

  /** The first page of addresses matching `query`, best first. */
  async search(query: string, deadline: number): Promise<GnafSearchHit[]> {
    const body = await this.get(`/addresses?${new URLSearchParams({ q: query })}`, deadline);
    // No address search there: the URL names something else.
    if (body === NOT_FOUND)
      throw new GeocoderUnavailableError('upstream-error', 'It answered HTTP 404.');
    const hits = toSearchHits(body);
    if (hits === null) {
      throw new GeocoderUnavailableError(
        'upstream-error',
        'The address search answer is not a list.',
      );
    }
    return hits;
  }

  /** The address with this G-NAF id; null when the service knows none. */
  async address(pid: string, deadline: number): Promise<GnafAddress | null> {
    const body = await this.get(`/addresses/${encodeURIComponent(pid)}`, deadline);
    if (body === NOT_FOUND) return null;
    const address = toGnafAddress(body);
    // An answer about another address is as wrong as a broken one.
    if (!address || address.pid !== pid) {
      throw new GeocoderUnavailableError('upstream-error', 'The address answer is not an address.');
    }
    return address;
  }

  private async get(pathAndQuery: string, deadline: number): Promise<unknown> {
    const { baseUrl, cache, cacheTtlSeconds } = this.options;
    const url = `${baseUrl}${pathAndQuery}`;
    const key = createHash('sha256').update(url).digest('hex');
    const cached = await cache.get(key).catch((error: unknown) => {
      this.options.onCacheError?.(error);
      return null;
    });
    if (cached !== null) return JSON.parse(cached);

    const text = await this.fetchText(url, deadline);
    if (text === NOT_FOUND) return NOT_FOUND;
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch (error) {
      throw new GeocoderUnavailableError('upstream-error', 'The address answer is not JSON.', {
        cause: error,
      });
    }
    await cache.put(key, text, cacheTtlSeconds).catch((error: unknown) => {
      this.options.onCacheError?.(error);
    });
    return body;
  }

  private async fetchText(url: string, deadline: number): Promise<string | typeof NOT_FOUND> {
    const left = deadline - Date.now();
    if (left <= 0) throw new GeocoderUnavailableError('timeout', 'No time was left to ask.');
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { 'User-Agent': this.options.userAgent, Accept: 'application/json' },
        signal: AbortSignal.timeout(left),
      });
    } catch (error) {
      throw unavailable(error);
    }
    if (!response.ok || Number(response.headers.get('content-length')) > MAX_BODY_BYTES) {
      await response.body?.cancel().catch(() => undefined);
      if (response.status === 404) return NOT_FOUND;
      throw new GeocoderUnavailableError(
        response.status === 429 ? 'rate-limited' : 'upstream-error',
        response.ok ? 'The address answer is too large.' : `It answered HTTP ${response.status}.`,
      );
    }
    try {
      const text = await response.text();
      if (text.length > MAX_BODY_BYTES) {
        throw new GeocoderUnavailableError('upstream-error', 'The address answer is too large.');
      }
      return text;
    } catch (error) {
      throw error instanceof GeocoderUnavailableError ? error : unavailable(error);
    }
  }
}

function unavailable(error: unknown): GeocoderUnavailableError {
  const name = (error as { name?: string } | null)?.name;
  return name === 'TimeoutError' || name === 'AbortError'
    ? new GeocoderUnavailableError('timeout', 'The address service did not answer in time.', {
        cause: error,
      })
    : new GeocoderUnavailableError('upstream-error', 'The address service could not be reached.', {
        cause: error,
      });
}
