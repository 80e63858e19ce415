/**
 * A building and its published comments (GET /api/buildings/{id} and the list with
 * `building`), read through the page's cache: the comments are a list of comments, so a
 * change told on the bus (a like, an edit) refetches them as it does every list.
 */
import { useQuery } from '@tanstack/react-query';
import { LIMITS, call, queryKeys, useDataClient } from 'shared';

export function useBuilding(id: string) {
  const client = useDataClient();
  const building = useQuery(
    {
      queryKey: ['building', id],
      queryFn: ({ signal }) => call('building', { params: { id } }, { signal }),
    },
    client,
  );
  const comments = useQuery(
    {
      queryKey: [...queryKeys.comments, 'building', id],
      queryFn: ({ signal }) =>
        call(
          'listMarkerComments',
          { query: { building: id, size: LIMITS.markerListMaxPageSize } },
          { signal },
        ),
    },
    client,
  );
  return { building, comments };
}
