/**
 * What is already said about the place of a new comment: GET
 * /api/marker/marker-comments/same-place (published comments at the same address and unit, or
 * a few metres away), asked again as the unit number is typed.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  UNKNOWN_PLACE,
  call,
  queryKeys,
  useDataClient,
  useSettled,
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
 * not say: this is a help for the author, never a reason to stop writing). Read through the
 * page's cache, so a comment saved meanwhile is counted when the list is read again.
 */
export function useSamePlaceComments(
  place: Pick<CommentPlace, 'lat' | 'lon' | 'address'>,
  unitNumber: string,
): SavedMarkerComment[] {
  const { lat, lon, address } = place;
  const wanted = useMemo(
    () => samePlaceParams({ lat, lon, address }, unitNumber),
    [lat, lon, address, unitNumber],
  );
  const params = useSettled(wanted, SAME_PLACE_DELAY_MS);
  const query = useQuery(
    {
      queryKey: [...queryKeys.comments, 'same-place', params],
      queryFn: ({ signal }) => fetchSamePlaceComments(params!, signal),
      enabled: params !== undefined,
      placeholderData: (previous) => previous,
    },
    useDataClient(),
  );
  return query.isError ? [] : (query.data ?? []);
}
