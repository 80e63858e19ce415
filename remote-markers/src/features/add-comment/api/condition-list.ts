/**
 * The condition checklist of a place's state (GET /api/condition-lists), read only once its
 * author opens the checklist: the lists' words are the API's, never in the page's bundle.
 */
import { useQuery } from '@tanstack/react-query';
import { call, useDataClient } from 'shared';

/**
 * The list for a place: of the state its address names (a name or an abbreviation), else of
 * the state its postcode is in; the general list when neither says. Fetched while `wanted`.
 */
export function useConditionList(
  { state, postcode }: { state: string; postcode: string },
  wanted: boolean,
) {
  const query = { ...(state && { state }), ...(postcode && { postcode }) };
  return useQuery(
    {
      queryKey: ['condition-list', query],
      queryFn: ({ signal }) => call('conditionList', { query }, { signal }),
      enabled: wanted,
      // The lists change with a release of the API, never while a page is open.
      staleTime: Infinity,
    },
    useDataClient(),
  );
}
