/**
 * Whether the signed-in user watches a building, and watching it: their watched areas (GET
 * /api/users/me/watched-areas) through the page's cache, and a building area added to them.
 */
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { call, useDataClient, type WatchedArea } from 'shared';

/**
 * The key the Watched areas page (remote-account) keeps the same list under, as the list's
 * content: an area deleted there is no longer watched here, one added here is listed there.
 */
const WATCHED_AREAS_KEY = ['watched-areas'] as const;

export interface BuildingWatch {
  /** Their areas are read (or could not be: watching is still offered). */
  known: boolean;
  watching: boolean;
  /** Adds the building area named `name`; rejects with the API's failure. */
  watch: (name: string) => Promise<void>;
}

export function useBuildingWatch(buildingId: string, signedIn: boolean): BuildingWatch {
  const client = useDataClient();
  const areas = useQuery(
    {
      queryKey: WATCHED_AREAS_KEY,
      queryFn: ({ signal }) => call('watchedAreas', {}, { signal }).then((list) => list.content),
      enabled: signedIn,
    },
    client,
  );
  // Watched from this page: said even when the list could not be read to add it to.
  const [added, setAdded] = useState<string | null>(null);

  const watch = useCallback(
    async (name: string) => {
      const area = await call('createWatchedArea', {
        body: { kind: 'building', buildingId, name },
      });
      client.setQueryData<WatchedArea[]>(WATCHED_AREAS_KEY, (list) => list && [area, ...list]);
      setAdded(buildingId);
    },
    [client, buildingId],
  );

  const watching =
    added === buildingId || (areas.data ?? []).some((area) => area.buildingId === buildingId);
  return { known: areas.data !== undefined || areas.isError, watching, watch };
}
