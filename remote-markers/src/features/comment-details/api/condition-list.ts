/**
 * The condition list of a state (GET /api/condition-lists), read to name the items of a
 * comment's checklist: its answers carry item ids only, and the lists' words are the API's.
 */
import { useQuery } from '@tanstack/react-query';
import { call, useDataClient } from 'shared';

/** The list for a place in `state` (by name or abbreviation); none given, the general list. */
export function useConditionList(state: string) {
  const client = useDataClient();
  return useQuery(
    {
      queryKey: ['condition-list', state],
      queryFn: ({ signal }) => call('conditionList', state ? { query: { state } } : {}, { signal }),
      // The lists change with a release of the API, never while a page is open.
      staleTime: Infinity,
    },
    client,
  );
}
