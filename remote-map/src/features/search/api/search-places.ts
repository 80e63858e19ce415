import { useQuery } from '@tanstack/react-query';
import {
  LIMITS,
  call,
  queryKeys,
  useDataClient,
  useSettled,
  type GeoPlace,
  type GeoSearchNotice,
} from 'shared';

export interface PlaceSearchAnswer {
  places: GeoPlace[];
  notice: GeoSearchNotice | null;
}

/**
 * GET /api/geo/search: our API, never a geocoder directly. The call resolves with the whole
 * answer: its `notice` (a street address answered with suburbs only) is beside the places.
 */
export async function searchPlaces(
  query: string,
  signal?: AbortSignal,
): Promise<PlaceSearchAnswer> {
  const answer = await call('searchPlaces', { query: { q: query } }, { signal });
  if (!Array.isArray(answer.data)) {
    throw new Error('The place search answered something other than places.');
  }
  return { places: answer.data, notice: answer.notice ?? null };
}

export interface PlaceSearchState {
  results: GeoPlace[];
  isSearching: boolean;
  /** The trimmed query the results answer (null before any answer). */
  answered: string | null;
  /** What the API said about the results (street-level search unavailable), else null. */
  notice: GeoSearchNotice | null;
}

const IDLE: PlaceSearchState = { results: [], isSearching: false, answered: null, notice: null };

/**
 * Results for what the user types: asked 400 ms after the last keystroke, only for at least
 * 3 characters besides spaces; each query is its own cache entry, so an older answer never
 * replaces a newer one; a failure clears the results silently.
 */
export function usePlaceSearch(query: string): PlaceSearchState {
  const trimmed = query.trim();
  const settled = useSettled(trimmed, LIMITS.searchDelayMs, '');
  // Too short, as typed or as settled: nothing is asked and nothing shown.
  const long = (text: string) => text.length >= LIMITS.minSearchQueryLength;
  const asked = long(trimmed) && long(settled) ? settled : '';
  const search = useQuery(
    {
      queryKey: [...queryKeys.placeSearch, asked],
      queryFn: async ({ signal }) => ({ ...(await searchPlaces(asked, signal)), asked }),
      enabled: asked !== '',
      // While the next query is asked, the last results stay on screen.
      placeholderData: (previous) => previous,
    },
    useDataClient(),
  );
  if (!asked) return IDLE;
  if (search.isError) return { results: [], isSearching: false, answered: asked, notice: null };
  const { data } = search;
  return {
    results: data?.places ?? [],
    isSearching: search.isFetching,
    answered: data?.asked ?? null,
    notice: data?.notice ?? null,
  };
}
