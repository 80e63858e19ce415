import { useEffect, useRef, useState } from 'react';
import { LIMITS, call, type GeoPlace, type GeoSearchNotice } from 'shared';

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
 * 3 characters besides spaces; an older answer never replaces a newer one; a failure clears
 * the results silently.
 */
export function usePlaceSearch(query: string): PlaceSearchState {
  const [state, setState] = useState<PlaceSearchState>(IDLE);
  const latest = useRef(0);
  // Too short to ask: back to no results, set while rendering rather than from the effect.
  const tooShort = query.trim().length < LIMITS.minSearchQueryLength;
  if (tooShort && state !== IDLE) setState(IDLE);

  useEffect(() => {
    const trimmed = query.trim();
    const request = ++latest.current;
    if (trimmed.length < LIMITS.minSearchQueryLength) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setState((current) => ({ ...current, isSearching: true }));
      searchPlaces(trimmed, controller.signal).then(
        ({ places, notice }) => {
          if (request === latest.current)
            setState({ results: places, isSearching: false, answered: trimmed, notice });
        },
        () => {
          if (request === latest.current) {
            setState({ results: [], isSearching: false, answered: trimmed, notice: null });
          }
        },
      );
    }, LIMITS.searchDelayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  return state;
}
