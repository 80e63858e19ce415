import path from 'node:path';
import { PUSH_SERVICE_WORKER_URL } from 'shared/contract';

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT = 'public, max-age=300';

/**
 * Entry points name everything else: browsers must check them on every load. The push
 * service worker keeps its name too (its URL is what the browser registered).
 */
const ENTRY_POINTS = new Set([
  'mf-manifest.json',
  'mf-stats.json',
  'remoteEntry.js',
  path.basename(PUSH_SERVICE_WORKER_URL),
]);

/** Webpack's `[name].[contenthash:8].js`, `logo.[contenthash:8].svg`, and their source maps. */
const CONTENT_HASH = /\.[0-9a-f]{8,}\./i;

/** The build's brotli and gzip copies (main.1a2b3c4d.js.br) are cached as their original. */
const PRECOMPRESSED = /\.(br|gz)$/;

/** Cache-Control for a built file: revalidate entry points, keep hashed files forever. */
export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath).replace(PRECOMPRESSED, '');
  if (ENTRY_POINTS.has(name) || name.endsWith('.html')) return NO_CACHE;
  if (CONTENT_HASH.test(name)) return IMMUTABLE;
  return SHORT;
}
