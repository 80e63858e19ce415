import { photoThumbnailUrl, photoUrl, type SavedMarkerComment } from 'shared';

export interface PhotoAddress {
  full: string;
  thumbnail: string;
}

/**
 * Where a comment's photo `name` is read. A comment that is not published has its photos at
 * signed, short-lived addresses its payload carries (moderation.photos: the public route
 * answers 404 for them); any other comes from the photo CDN (`baseUrl`) or our API.
 */
export function commentPhoto(
  comment: Pick<SavedMarkerComment, 'moderation'>,
  name: string,
  baseUrl: string | null,
): PhotoAddress {
  const signed = comment.moderation?.photos?.find((photo) => photo.name === name);
  return signed
    ? { full: signed.url, thumbnail: signed.thumbnailUrl }
    : { full: photoUrl(name, baseUrl), thumbnail: photoThumbnailUrl(name, baseUrl) };
}
