/** Where a saved comment's photos come from (SPEC.md §3 photoUrls, §7 photos base path). */
import { session, useClientConfig, type ClientConfig } from 'shared';

/**
 * photoUrls is a JSON-encoded list of file names. Anything else (invalid JSON, not a list,
 * empty) is an empty list; entries that are not non-empty strings are dropped.
 */
export function parsePhotoNames(photoUrls: unknown): string[] {
  if (Array.isArray(photoUrls)) return photoUrls.filter(isName);
  if (typeof photoUrls !== 'string' || photoUrls.trim() === '') return [];
  try {
    const parsed: unknown = JSON.parse(photoUrls);
    return Array.isArray(parsed) ? parsed.filter(isName) : [];
  } catch {
    return [];
  }
}

function isName(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/** The CDN base the config names; null: our API serves the photos. */
function photoBaseOf(config: ClientConfig | null): string | null {
  return config?.photoBaseUrl || null;
}

/**
 * The photo CDN base from the page's one GET /api/config; null: our API serves them (also
 * when the configuration cannot be read).
 */
export function loadPhotoBaseUrl(): Promise<string | null> {
  return session.loadConfig().then(photoBaseOf);
}

/** For tests: forget the page's session store (and so its config). */
export function resetPhotoBaseUrl(): void {
  session.reset();
}

/** undefined while the configuration is being read, then the base (or null). */
export function usePhotoBaseUrl(): string | null | undefined {
  const { config, status } = useClientConfig();
  if (status === 'error') return null;
  return status === 'ready' ? photoBaseOf(config) : undefined;
}
