import { bus, call } from 'shared';

/** Its author deletes a comment (and its photos); the page hears of it ('marker:deleted'). */
export async function deleteComment(id: string): Promise<void> {
  await call('deleteMarkerComment', { params: { id } });
  bus.emit('marker:deleted', { id });
}
