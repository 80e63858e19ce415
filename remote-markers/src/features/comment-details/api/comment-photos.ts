/** Where a saved comment's photos come from (SPEC.md §3 photoUrls, §7 photos base path). */
import { useEffect, useState } from 'react';
import { API_PREFIX, apiClient, type ApiSuccess, type ClientConfig } from 'shared';

export const PHOTO_BASE_PATH = `${API_PREFIX}/file-storage/files/`;

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

/**
 * The image address of one stored photo: under the CDN base the API publishes
 * (PHOTO_BASE_URL), else under our API. A full URL (an older row) is kept as it is.
 */
export function photoSrc(name: string, baseUrl?: string | null): string {
  if (/^(https?:|blob:|data:|\/)/i.test(name)) return name;
  const base = baseUrl ? `${baseUrl.replace(/\/+$/, '')}/` : PHOTO_BASE_PATH;
  return `${base}${encodeURIComponent(name)}`;
}

let photoBase: Promise<string | null> | undefined;
/** The answer once it is known, so dialogs opened later render their photos at once. */
let knownPhotoBase: string | null | undefined;

/** The photo CDN base from GET /api/config, asked once per page; null: our API serves them. */
export function loadPhotoBaseUrl(): Promise<string | null> {
  photoBase ??= apiClient
    .get<ApiSuccess<ClientConfig>>('/config', { skipAuth: true })
    .then(({ data }) => data?.data?.photoBaseUrl || null)
    // Without the configuration the API itself still serves every photo.
    .catch(() => null)
    .then((base) => (knownPhotoBase = base));
  return photoBase;
}

/** For tests: forget the cached answer. */
export function resetPhotoBaseUrl(): void {
  photoBase = undefined;
  knownPhotoBase = undefined;
}

/** undefined while the configuration is being read, then the base (or null). */
export function usePhotoBaseUrl(): string | null | undefined {
  const [base, setBase] = useState<string | null | undefined>(knownPhotoBase);
  useEffect(() => {
    if (base !== undefined) return;
    let active = true;
    void loadPhotoBaseUrl().then((value) => {
      if (active) setBase(value);
    });
    return () => {
      active = false;
    };
  }, [base]);
  return base;
}
