import { call, type NewWatchedAreaPayload, type WatchedArea } from 'shared';

/** POST /api/users/me/watched-areas: the area as saved (with its feed link). */
export function createWatchedArea(payload: NewWatchedAreaPayload): Promise<WatchedArea> {
  return call('createWatchedArea', { body: payload });
}
