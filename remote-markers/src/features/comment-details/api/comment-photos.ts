/** Where a saved comment's photos come from (SPEC.md §3 photoUrls, §7 photos base path). */
import { API_PREFIX } from 'shared';

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

/** The image address of one stored photo; a full URL (a CDN, an older row) is kept as it is. */
export function photoSrc(name: string): string {
  if (/^(https?:|blob:|data:|\/)/i.test(name)) return name;
  return `${PHOTO_BASE_PATH}${encodeURIComponent(name)}`;
}
