import { LIMITS } from '../../limits';
import { ROUTES } from './routes';

/**
 * "Under 5 MB, i.e. 5242880 bytes", read one way on both sides: a photo of up to
 * and including LIMITS.maxPhotoBytes is accepted, one byte more is refused.
 */
export function isPhotoSizeAllowed(bytes: number): boolean {
  return bytes <= LIMITS.maxPhotoBytes;
}

/** Where our API serves stored photos (GET /api/file-storage/files/:name). */
export const PHOTO_FILES_PATH = ROUTES.photoFile.path.replace(':name', '');

/**
 * The image address of a stored photo: under the photo CDN base (PHOTO_BASE_URL, published
 * in /api/config) when there is one, else under our API. The API answers an upload with it,
 * and the browser builds it from a saved comment's file names; a full URL (an older row)
 * stays as it is.
 */
export function photoUrl(name: string, baseUrl?: string | null): string {
  if (/^(https?:|blob:|data:|\/)/i.test(name)) return name;
  const base = baseUrl ? `${baseUrl.replace(/\/+$/, '')}/` : PHOTO_FILES_PATH;
  return `${base}${encodeURIComponent(name)}`;
}

/**
 * photoUrls is a JSON-encoded list of file names. Anything else (invalid JSON,
 * not a list, empty) is an empty list; entries that are not non-empty strings are dropped.
 */
export function parsePhotoNames(photoUrls: unknown): string[] {
  const isName = (value: unknown): value is string =>
    typeof value === 'string' && value.trim() !== '';
  if (Array.isArray(photoUrls)) return photoUrls.filter(isName);
  if (typeof photoUrls !== 'string' || photoUrls.trim() === '') return [];
  try {
    const parsed: unknown = JSON.parse(photoUrls);
    return Array.isArray(parsed) ? parsed.filter(isName) : [];
  } catch {
    return [];
  }
}

/**
 * The small copy the API stores beside every photo (LIMITS.photoThumbnailSize, fitted
 * inside): `{name}-thumb.jpg` for `{name}.jpg`. A name of another shape (an older full URL)
 * has no thumbnail: the photo itself is used.
 */
export function photoThumbnailName(name: string): string {
  return /^[a-f0-9]{32}\.jpg$/.test(name) ? name.replace(/\.jpg$/, '-thumb.jpg') : name;
}

export function photoThumbnailUrl(name: string, baseUrl?: string | null): string {
  return photoUrl(photoThumbnailName(name), baseUrl);
}
