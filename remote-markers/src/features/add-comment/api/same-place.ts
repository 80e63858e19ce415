/**
 * What is already said about the place of a new comment: GET
 * /api/marker/marker-comments/same-place (published comments at the same address and unit, or
 * a few metres away), asked again as the unit number is typed.
 */
import { useEffect, useState } from 'react';
import {
  UNKNOWN_PLACE,
  call,
  isCancelled,
  type SamePlaceParams,
  type SavedMarkerComment,
} from 'shared';
import type { CommentPlace } from './comment-place';

/** How long typing the unit number pauses before the place is asked about again. */
export const SAME_PLACE_DELAY_MS = 400;

export function samePlaceParams(
  place: Pick<CommentPlace, 'lat' | 'lon' | 'address'>,
  unitNumber: string,
): SamePlaceParams {
  const unit = unitNumber.trim();
  return {
    lat: place.lat,
    lon: place.lon,
    // An address the map could not name says nothing about the place.
    ...(place.address && place.address !== UNKNOWN_PLACE.address && { fullAddress: place.address }),
    ...(unit && { unitNumber: unit }),
  };
}

export async function fetchSamePlaceComments(
  params: SamePlaceParams,
  signal?: AbortSignal,
): Promise<SavedMarkerComment[]> {
  const answer = await call('samePlaceComments', { query: params }, { signal });
  return answer.content;
}

/**
 * The comments already published at the place (none until they came, or when the API could
 * not say: this is a help for the author, never a reason to stop writing).
 */
export function useSamePlaceComments(
  place: Pick<CommentPlace, 'lat' | 'lon' | 'address'>,
  unitNumber: string,
): SavedMarkerComment[] {
  const [comments, setComments] = useState<SavedMarkerComment[]>([]);
  const { lat, lon, address } = place;
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchSamePlaceComments(samePlaceParams({ lat, lon, address }, unitNumber), controller.signal)
        .then(setComments)
        .catch((error: unknown) => {
          if (!isCancelled(error)) setComments([]);
        });
    }, SAME_PLACE_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [lat, lon, address, unitNumber]);
  return comments;
}
