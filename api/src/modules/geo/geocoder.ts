import type { FastifyBaseLogger } from 'fastify';
import type { GeocoderConfig } from '../../config';
import type { Db } from '../../db/kysely';
import { nowTimestamp } from '../../db/timestamps';
import { deleteExpiredAnswers, findCachedAnswer, saveCachedAnswer } from './geo-cache.repository';
import { GeocodingService } from './geo.service';
import { GeocoderUnavailableError } from './providers/geocoding-provider';
import { NominatimProvider, type AnswerCache } from './providers/nominatim/nominatim.provider';
import { RequestBudget } from './providers/nominatim/request-budget';
import { OfflineProvider } from './providers/offline/offline.provider';

/** Expired answers are swept at most this often (on a write). */
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/** The geocoding service the configuration asks for, with one request budget per process. */
export function createGeocodingService(
  config: GeocoderConfig,
  db: Db,
  log: FastifyBaseLogger,
): GeocodingService {
  const upstream = new NominatimProvider({
    baseUrl: config.url,
    userAgent: config.userAgent,
    language: config.language,
    timeoutMs: config.timeoutMs,
    cacheTtlSeconds: config.cacheTtlSeconds,
    budget: new RequestBudget(config.minIntervalMs),
    cache: databaseCache(db),
    onCacheError: (error) => log.warn({ err: error }, 'Geocoder cache failed; asking upstream'),
  });
  return new GeocodingService({
    provider: config.provider,
    offline: new OfflineProvider(),
    upstream,
    resultLimit: config.resultLimit,
    onUpstreamFailure: (error, operation) => {
      if (error instanceof GeocoderUnavailableError) {
        log.info({ reason: error.reason, operation }, `Geocoder upstream: ${error.message}`);
      } else {
        log.warn({ err: error, operation }, 'Geocoder upstream failed');
      }
    },
  });
}

/** Answers kept in the database (`geocoder_cache`) until they expire. */
export function databaseCache(db: Db): AnswerCache {
  let lastSweep = 0;
  return {
    get: (key) => findCachedAnswer(db, key, nowTimestamp()),
    put: async (key, body, ttlSeconds) => {
      const now = Date.now();
      await saveCachedAnswer(db, {
        key,
        body,
        createdAt: new Date(now).toISOString(),
        expiresAt: new Date(now + ttlSeconds * 1000).toISOString(),
      });
      if (now - lastSweep > SWEEP_INTERVAL_MS) {
        lastSweep = now;
        await deleteExpiredAnswers(db, new Date(now).toISOString());
      }
    },
  };
}
