import { useCallback } from 'react';
import {
  ROUTES,
  api,
  pathUnderApi,
  type UpdateWatchedAreaPayload,
  type WatchedArea,
  type WatchedAreaList,
} from 'shared';
import { useLoaded, type NotReady } from '../../components/use-loaded';
import { WATCHED_AREAS_UI as UI } from './texts';

export const WATCHED_AREAS_PATH = pathUnderApi(ROUTES.watchedAreas);

export function watchedAreaPath(id: string): string {
  return pathUnderApi(ROUTES.updateWatchedArea).replace(':id', encodeURIComponent(id));
}

export type WatchedAreas =
  | NotReady
  | {
      status: 'ready';
      areas: WatchedArea[];
      /** Rename, pause or resume: the area as the API answers it replaces the old one. */
      update: (id: string, changes: UpdateWatchedAreaPayload) => Promise<WatchedArea>;
      remove: (id: string) => Promise<void>;
    };

/** Reads the list (module-level, so that useLoaded reads it once). */
const loadAreas = () => api.get<WatchedAreaList>(WATCHED_AREAS_PATH).then((list) => list.content);

/** The signed-in user's watched areas (GET /api/users/me/watched-areas: all, newest first). */
export function useWatchedAreas(enabled: boolean): WatchedAreas {
  const {
    value: areas,
    setValue: setAreas,
    notReady,
    alive,
  } = useLoaded(enabled, loadAreas, UI.loadFailed);

  const update = useCallback(
    async (id: string, changes: UpdateWatchedAreaPayload) => {
      const area = await api.patch<WatchedArea>(watchedAreaPath(id), changes);
      if (alive.current) {
        setAreas((current) => current && current.map((old) => (old.id === id ? area : old)));
      }
      return area;
    },
    [alive, setAreas],
  );

  const remove = useCallback(
    async (id: string) => {
      await api.delete(watchedAreaPath(id));
      if (alive.current) {
        setAreas((current) => current && current.filter((area) => area.id !== id));
      }
    },
    [alive, setAreas],
  );

  if (notReady || !areas) return notReady ?? { status: 'loading' };
  return { status: 'ready', areas, update, remove };
}
