import { bus } from '../bus/bus';
import { call } from '../auth/api';

/**
 * Its author deletes a comment and its photos, from its details or from their own list; every
 * view hears of it on the bus ('marker:deleted') and the cache drops it.
 */
export async function deleteComment(id: string): Promise<void> {
  await call('deleteMarkerComment', { params: { id } });
  bus.emit('marker:deleted', { id });
}
