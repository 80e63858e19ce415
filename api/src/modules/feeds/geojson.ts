import type { OpenDataCollection, OpenDataFeature, SavedMarkerComment } from 'shared/contract';
import { photoUrlsOf, placeUrl } from './feed-links';
import { publicAuthorName } from './feeds.service';

export interface CollectionInput {
  comments: SavedMarkerComment[];
  /** The address this page was read at (rel=self). */
  selfUrl: string;
  /** The address of the page after it; null on the last page. */
  nextUrl: string | null;
  baseUrl: string;
  photoBaseUrl?: string;
}

/** A comment as an RFC 7946 Point feature: [longitude, latitude], its public fields. */
export function toFeature(
  comment: SavedMarkerComment,
  baseUrl: string,
  photoBaseUrl?: string,
): OpenDataFeature {
  return {
    type: 'Feature',
    id: comment.id,
    geometry: { type: 'Point', coordinates: [comment.lon, comment.lat] },
    properties: {
      comment: comment.comment,
      locationType: comment.locationType,
      unitNumber: comment.unitNumber,
      fullAddress: comment.fullAddress,
      region: comment.region,
      city: comment.city,
      country: comment.country,
      postcode: comment.postcode,
      buildingId: comment.buildingId,
      unitId: comment.unitId,
      createdAt: comment.createdDate,
      updatedAt: comment.modifiedDate,
      likeCount: comment.likeCount,
      author: publicAuthorName(comment),
      photoUrls: photoUrlsOf(comment.photoUrls, baseUrl, photoBaseUrl),
      placeUrl: placeUrl(baseUrl, comment.id),
      rent: comment.rent ?? null,
    },
  };
}

const GEOJSON = 'application/geo+json' as const;

/** A page of comments as a FeatureCollection, with the foreign members `links` and `numberReturned`. */
export function featureCollection(input: CollectionInput): OpenDataCollection {
  return {
    type: 'FeatureCollection',
    features: input.comments.map((comment) =>
      toFeature(comment, input.baseUrl, input.photoBaseUrl),
    ),
    numberReturned: input.comments.length,
    links: [
      { rel: 'self', href: input.selfUrl, type: GEOJSON },
      ...(input.nextUrl ? [{ rel: 'next' as const, href: input.nextUrl, type: GEOJSON }] : []),
    ],
  };
}
