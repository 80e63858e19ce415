/** A saved comment's photos as small previews: which, from where, and what they are called. */
import type { ImgHTMLAttributes, SyntheticEvent } from 'react';
import { parsePhotoNames, photoThumbnailUrl } from '../contract/values/photos';
import { LIMITS } from '../limits';
import { TEXTS } from '../texts';

/** The box a strip's thumbnail is drawn in (CSS px); the image is cropped to fill it. */
export const THUMBNAIL_BOX = { width: 72, height: 54 } as const;

export interface PhotoThumbnail {
  /** The stored file name (what photoUrls holds): a stable key. */
  name: string;
  /** The thumbnail's address, under the photo CDN base when there is one. */
  src: string;
  /** "Photo 2 of 3 of 12 George St": a screen reader and a broken image both say what it was. */
  alt: string;
}

/**
 * A photo's alt text: which one (`index` from 0) of how many, and of which place when it is
 * known ("Photo 2 of 3 of 12 George St, Sydney", else "Photo 2 of 3").
 */
export function photoAlt(index: number, total: number, place: string | null | undefined): string {
  const text = place ? TEXTS.markers.photoNumberOf : TEXTS.markers.photoNumber;
  return text
    .replace('{n}', String(index + 1))
    .replace('{count}', String(total))
    .replace('{place}', place ?? '');
}

/** The accessible name of a comment's row of photos ("Photos of 5 · Manly"). */
export function photosLabel(title: string): string {
  return TEXTS.markers.photosOf.replace('{title}', title);
}

/**
 * A saved comment's photos (its photoUrls, or names already picked from it) as thumbnails:
 * at most LIMITS.maxPhotosPerComment, from `baseUrl` (the photo CDN; null: our API), each
 * named after its place (`where`).
 */
export function photoThumbnails(
  photoUrls: unknown,
  baseUrl: string | null,
  where: string | null | undefined,
): PhotoThumbnail[] {
  const names = parsePhotoNames(photoUrls).slice(0, LIMITS.maxPhotosPerComment);
  return names.map((name, index) => ({
    name,
    src: photoThumbnailUrl(name, baseUrl),
    alt: photoAlt(index, names.length, where),
  }));
}

/** A photo that fails to load is hidden. */
function hideBrokenImage(event: SyntheticEvent<HTMLImageElement>): void {
  event.currentTarget.hidden = true;
}

/**
 * The `<img>` of a thumbnail in a strip: its box given, so that nothing moves when it arrives;
 * lazy; hidden when it fails to load.
 */
export function thumbnailImage(photo: PhotoThumbnail): ImgHTMLAttributes<HTMLImageElement> {
  return {
    src: photo.src,
    alt: photo.alt,
    width: THUMBNAIL_BOX.width,
    height: THUMBNAIL_BOX.height,
    loading: 'lazy',
    decoding: 'async',
    onError: hideBrokenImage,
  };
}
