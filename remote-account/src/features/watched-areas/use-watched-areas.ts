import { useCallback, useEffect, useRef, useState } from 'react';
import {
  ROUTES,
  api,
  errorText,
  pathUnderApi,
  type UpdateWatchedAreaPayload,
  type WatchedArea,
  type WatchedAreaList,
} from 'shared';
import { WATCHED_AREAS_UI as UI } from './texts';

export const WATCHED_AREAS_PATH = pathUnderApi(ROUTES.watchedAreas);

export function watchedAreaPath(id: string): string {
  return pathUnderApi(ROUTES.updateWatchedArea).replace(':id', encodeURIComponent(id));
}

export type WatchedAreas =
  | { status: 'loading' }
  | { status: 'error'; message: string; retry: () => void }
  | {
      status: 'ready';
      areas: WatchedArea[];
      /** Rename, pause or resume: the area as the API answers it replaces the old one. */
      update: (id: string, changes: UpdateWatchedAreaPayload) => Promise<WatchedArea>;
      remove: (id: string) => Promise<void>;
    };

/** The signed-in user's watched areas (GET /api/users/me/watched-areas: all, newest first). */
export function useWatchedAreas(enabled: boolean): WatchedAreas {
  const [areas, setAreas] = useState<WatchedArea[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const alive = useRef(true);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  useEffect(() => {
    if (!enabled) return;
    api.get<WatchedAreaList>(WATCHED_AREAS_PATH).then(
      (list) => {
        if (alive.current) setAreas(list.content);
      },
      (failure: unknown) => {
        if (alive.current) setError(errorText(failure, UI.loadFailed));
      },
    );
  }, [enabled, attempt]);

  const update = useCallback(async (id: string, changes: UpdateWatchedAreaPayload) => {
    const area = await api.patch<WatchedArea>(watchedAreaPath(id), changes);
    if (alive.current) {
      setAreas((current) => current && current.map((old) => (old.id === id ? area : old)));
    }
    return area;
  }, []);

  const remove = useCallback(async (id: string) => {
    await api.delete(watchedAreaPath(id));
    if (alive.current) setAreas((current) => current && current.filter((area) => area.id !== id));
  }, []);

  const retry = useCallback(() => {
    setError(null);
    setAreas(null);
    setAttempt((n) => n + 1);
  }, []);

  if (error) return { status: 'error', message: error, retry };
  if (!areas) return { status: 'loading' };
  return { status: 'ready', areas, update, remove };
}
