import { useCallback } from 'react';
import { call, type UpdateWatchedAreaPayload, type WatchedArea } from 'shared';
import { useLoaded, type NotReady } from '../../components/use-loaded';
import { WATCHED_AREAS_UI as UI } from './texts';

export type WatchedAreas =
  | NotReady
  | {
      status: 'ready';
      areas: WatchedArea[];
      /** Rename, pause or resume: the area as the API answers it replaces the old one. */
      update: (id: string, changes: UpdateWatchedAreaPayload) => Promise<WatchedArea>;
      remove: (id: string) => Promise<void>;
    };

/** The signed-in user's areas in the page's cache. */
const WATCHED_AREAS_KEY = ['watched-areas'];

/** Reads the list (module-level, so that useLoaded reads it once). */
const loadAreas = () => call('watchedAreas').then((list) => list.content);

/** The signed-in user's watched areas (GET /api/users/me/watched-areas: all, newest first). */
export function useWatchedAreas(enabled: boolean): WatchedAreas {
  const {
    value: areas,
    setValue: setAreas,
    notReady,
    alive,
  } = useLoaded(WATCHED_AREAS_KEY, enabled, loadAreas, UI.loadFailed);

  const update = useCallback(
    async (id: string, changes: UpdateWatchedAreaPayload) => {
      const area = await call('updateWatchedArea', { params: { id }, body: changes });
      if (alive.current) {
        setAreas((current) => current && current.map((old) => (old.id === id ? area : old)));
      }
      return area;
    },
    [alive, setAreas],
  );

  const remove = useCallback(
    async (id: string) => {
      await call('deleteWatchedArea', { params: { id } });
      if (alive.current) {
        setAreas((current) => current && current.filter((area) => area.id !== id));
      }
    },
    [alive, setAreas],
  );

  if (notReady || !areas) return notReady ?? { status: 'loading' };
  return { status: 'ready', areas, update, remove };
}
