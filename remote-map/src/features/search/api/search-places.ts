import { useEffect, useRef, useState } from 'react';
import { LIMITS, api, type GeoPlace, pathUnderApi, ROUTES } from 'shared';

/** GET /api/geo/search: our API, never a geocoder directly. */
export function searchPlaces(query: string, signal?: AbortSignal): Promise<GeoPlace[]> {
  return api.get<GeoPlace[]>(pathUnderApi(ROUTES.searchPlaces), {
    params: { q: query },
    signal,
    skipAuth: true,
  });
}

export interface PlaceSearchState {
  results: GeoPlace[];
  isSearching: boolean;
  /** The trimmed query the results answer (null before any answer). */
  answered: string | null;
}

const IDLE: PlaceSearchState = { results: [], isSearching: false, answered: null };

/**
 * Results for what the user types: asked 400 ms after the last keystroke, only for at least
 * 3 characters besides spaces; an older answer never replaces a newer one; a failure clears
 * the results silently (SPEC.md §8 'Search failed').
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
        (results) => {
          if (request === latest.current)
            setState({ results, isSearching: false, answered: trimmed });
        },
        () => {
          if (request === latest.current) {
            setState({ results: [], isSearching: false, answered: trimmed });
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
