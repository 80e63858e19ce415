/**
 * A moderator's merges on a building's page: the buildings it could be merged into, its merge
 * history, and the calls that merge and split (moderators only; the API checks each call).
 */
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  call,
  queryKeys,
  useDataClient,
  type Building,
  type NearbyBuilding,
  type PlaceMerge,
} from 'shared';

/** Under the building's own key, so whatever refreshes a building refreshes its history too. */
const mergesKey = (id: string) => ['building', id, 'merges'] as const;

/**
 * The buildings near this one, itself left out: GET /api/buildings/near at its position. That
 * route looks only as far as one building's own address points may be apart (SAME_BUILDING_METRES),
 * less than a merge allows; a building further off is merged from its own page.
 */
export function useMergeCandidates(building: Building) {
  const { id, lat, lon } = building;
  const query = useQuery(
    {
      // The key the Add Comment dialog reads the same answer under.
      queryKey: ['buildings', 'near', lat, lon],
      queryFn: ({ signal }) => call('nearbyBuildings', { query: { lat, lon } }, { signal }),
    },
    useDataClient(),
  );
  const candidates: NearbyBuilding[] | undefined = query.data?.filter((near) => near.id !== id);
  return { candidates, error: query.error, refetch: query.refetch };
}

/** GET /api/moderation/buildings/{id}/merges: what was merged into or out of it, newest first. */
export function useBuildingMerges(id: string) {
  return useQuery(
    {
      queryKey: mergesKey(id),
      queryFn: ({ signal }) => call('buildingMerges', { params: { id } }, { signal }),
      staleTime: 0,
    },
    useDataClient(),
  );
}

export function mergeBuilding(id: string, into: string, reason: string): Promise<PlaceMerge> {
  return call('mergeBuilding', { params: { id }, body: { into, reason } });
}

export function mergeUnit(id: string, into: string, reason: string): Promise<PlaceMerge> {
  return call('mergeUnit', { params: { id }, body: { into, reason } });
}

export function splitMerge(id: string, reason: string): Promise<PlaceMerge> {
  return call('splitPlaceMerge', { params: { id }, body: { reason } });
}

/**
 * After a merge or a split, comments sit in other buildings and units: every building, its
 * history, the buildings near a place, the lists of comments and the map's pins are read again.
 */
export function useRefreshPlaces(): () => void {
  const client = useDataClient();
  return useCallback(() => {
    for (const queryKey of [['building'], ['buildings'], queryKeys.comments, queryKeys.clusters]) {
      void client.invalidateQueries({ queryKey });
    }
  }, [client]);
}
