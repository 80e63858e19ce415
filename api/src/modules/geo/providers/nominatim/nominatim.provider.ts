import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { LIMITS, type GeoPlace } from 'shared/contract';
import {
  GeocoderUnavailableError,
  type GeocodingProvider,
  type ReverseRequest,
  type SearchRequest,
} from '../geocoding-provider';
import { toGeoPlace } from './nominatim-place';
import type { RequestBudget } from './request-budget';

/** Where answers are kept between requests (the database, through the repository). */
export interface AnswerCache {
  get(key: string): Promise<string | null>;
  put(key: string, body: string, ttlSeconds: number): Promise<void>;
}

export interface NominatimOptions {
  /** Base URL without a trailing slash, e.g. https://nominatim.openstreetmap.org */
  baseUrl: string;
  userAgent: string;
  language: string;
  timeoutMs: number;
  cacheTtlSeconds: number;
  budget: RequestBudget;
  cache: AnswerCache;
  /** Told about cache failures, which never fail a lookup. */
  onCacheError?: (error: unknown) => void;
}

/** How long to leave the upstream alone after a 429 without a usable Retry-After. */
const DEFAULT_BACKOFF_MS = 60_000;
/** Answers larger than this are not a place list: refuse rather than parse. */
const MAX_BODY_BYTES = 2 * 1024 * 1024;

/**
 * Any Nominatim-compatible service, asked with our own
 * User-Agent, within the global request budget, with answers cached in the database.
 */
export class NominatimProvider implements GeocodingProvider {
  readonly name = 'nominatim' as const;

  constructor(private readonly options: NominatimOptions) {}

  async search({ query, limit }: SearchRequest): Promise<GeoPlace[]> {
    const body = await this.get('/search', {
      q: query,
      format: 'json',
      addressdetails: '1',
      limit: String(limit),
      countrycodes: LIMITS.searchCountryCode,
      'accept-language': this.options.language,
      namedetails: '1',
    });
    if (!Array.isArray(body)) {
      throw new GeocoderUnavailableError('upstream-error', 'The search answer is not a list.');
    }
    return body
      .map(toGeoPlace)
      .filter((place): place is GeoPlace => place !== null)
      .slice(0, limit);
  }

  async reverse({ lat, lon }: ReverseRequest): Promise<GeoPlace | null> {
    const body = await this.get('/reverse', this.reverseParams({ lat, lon }));
    // {"error":"Unable to geocode"}: nothing there (the sea, abroad).
    if (typeof body === 'object' && body !== null && 'error' in body) return null;
    const place = toGeoPlace(body);
    if (!place) {
      throw new GeocoderUnavailableError('upstream-error', 'The reverse answer is not a place.');
    }
    return place;
  }

  /**
   * The place a reverse lookup at these coordinates found, when its answer is still cached;
   * null otherwise. Never asks the upstream: this is what the map was told about the point.
   */
  async cachedReverse(point: ReverseRequest): Promise<GeoPlace | null> {
    const cached = await this.cached(this.urlOf('/reverse', this.reverseParams(point)));
    return cached === null ? null : toGeoPlace(JSON.parse(cached));
  }

  private reverseParams({ lat, lon }: ReverseRequest): Record<string, string> {
    return {
      // Six decimals is about 10 cm: nearer points share one cached answer.
      lat: lat.toFixed(6),
      lon: lon.toFixed(6),
      format: 'json',
      addressdetails: '1',
      extratags: '1',
      namedetails: '1',
      'accept-language': this.options.language,
      zoom: String(LIMITS.reverseGeocodingZoom),
    };
  }

  private urlOf(path: string, params: Record<string, string>): string {
    return `${this.options.baseUrl}${path}?${new URLSearchParams(params)}`;
  }

  private cached(url: string): Promise<string | null> {
    return this.options.cache.get(cacheKey(url)).catch((error: unknown) => {
      this.options.onCacheError?.(error);
      return null;
    });
  }

  /** The upstream's JSON answer for this request, from the cache when it is there. */
  private async get(path: string, params: Record<string, string>): Promise<unknown> {
    const { cache, cacheTtlSeconds } = this.options;
    const url = this.urlOf(path, params);
    const cached = await this.cached(url);
    if (cached !== null) return JSON.parse(cached);

    const text = await this.fetchText(url);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch (error) {
      throw new GeocoderUnavailableError('upstream-error', 'The answer is not JSON.', {
        cause: error,
      });
    }
    await cache.put(cacheKey(url), text, cacheTtlSeconds).catch((error: unknown) => {
      this.options.onCacheError?.(error);
    });
    return body;
  }

  private async fetchText(url: string): Promise<string> {
    const { budget, timeoutMs, userAgent, language } = this.options;
    const deadline = Date.now() + timeoutMs;
    // Waiting for a slot may use half the time-out; the request gets the rest.
    const wait = budget.reserve(timeoutMs / 2);
    if (wait === null) {
      throw new GeocoderUnavailableError('over-budget', 'The upstream request budget is used up.');
    }
    if (wait > 0) await sleep(wait);

    let response: Response;
    try {
      response = await fetch(url, {
        headers: {
          'User-Agent': userAgent,
          Accept: 'application/json',
          'Accept-Language': language,
        },
        signal: AbortSignal.timeout(Math.max(1, deadline - Date.now())),
      });
    } catch (error) {
      throw unavailable(error);
    }
    if (response.status === 429) {
      budget.pause(retryAfterMs(response.headers.get('retry-after')) ?? DEFAULT_BACKOFF_MS);
      await response.body?.cancel().catch(() => undefined);
      throw new GeocoderUnavailableError('rate-limited', 'The upstream asked us to slow down.');
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      throw new GeocoderUnavailableError(
        'upstream-error',
        `The upstream answered HTTP ${response.status}.`,
      );
    }
    const length = Number(response.headers.get('content-length'));
    if (length > MAX_BODY_BYTES) {
      await response.body?.cancel().catch(() => undefined);
      throw new GeocoderUnavailableError('upstream-error', 'The answer is too large.');
    }
    try {
      return await response.text();
    } catch (error) {
      throw unavailable(error);
    }
  }
}

const cacheKey = (url: string) => createHash('sha256').update(url).digest('hex');

function unavailable(error: unknown): GeocoderUnavailableError {
  const name = (error as { name?: string } | null)?.name;
  return name === 'TimeoutError' || name === 'AbortError'
    ? new GeocoderUnavailableError('timeout', 'The upstream did not answer in time.', {
        cause: error,
      })
    : new GeocoderUnavailableError('upstream-error', 'The upstream could not be reached.', {
        cause: error,
      });
}

/** Retry-After in seconds or as an HTTP date; null when absent or unreadable. */
export function retryAfterMs(value: string | null, now = Date.now()): number | null {
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.min(seconds, 3600) * 1000;
  const date = Date.parse(value);
  return Number.isFinite(date) ? Math.max(0, Math.min(date - now, 3_600_000)) : null;
}
