/**
 * The condition checklist of a place's state (GET /api/condition-lists), read only once its
 * author opens the checklist: the lists' words are the API's, never in the page's bundle.
 */
import { useQuery } from '@tanstack/react-query';
import { call, useDataClient } from 'shared';

/**
 * The list for a place in `state` (a name or an abbreviation; '' for the general list),
 * fetched while `wanted`. The same cache entry as Comment Details' reading of a list.
 */
export function useConditionList(state: string, wanted: boolean) {
  return useQuery(
    {
      queryKey: ['condition-list', state],
      queryFn: ({ signal }) => call('conditionList', state ? { query: { state } } : {}, { signal }),
      enabled: wanted,
      // The lists change with a release of the API, never while a page is open.
      staleTime: Infinity,
    },
    useDataClient(),
  );
}
