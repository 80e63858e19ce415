/**
 * The buildings near a new comment's place (GET /api/buildings/near), for its author to say
 * which one the comment is about. None until they came, or when the API could not say: the
 * server then places the comment by its address. None either without a place (nothing asked).
 */
import { useQuery } from '@tanstack/react-query';
import { call, useDataClient, type NearbyBuilding } from 'shared';
import type { CommentPlace } from './comment-place';

export function useNearbyBuildings(
  place: Pick<CommentPlace, 'lat' | 'lon'> | null,
): NearbyBuilding[] {
  const lat = place?.lat ?? 0;
  const lon = place?.lon ?? 0;
  const query = useQuery(
    {
      queryKey: ['buildings', 'near', lat, lon],
      queryFn: ({ signal }) => call('nearbyBuildings', { query: { lat, lon } }, { signal }),
      enabled: place !== null,
    },
    useDataClient(),
  );
  return query.isError ? [] : (query.data ?? []);
}
