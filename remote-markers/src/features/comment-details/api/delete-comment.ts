import { api, bus, pathUnderApi, ROUTES } from 'shared';

export function deleteCommentPath(id: string): string {
  return pathUnderApi(ROUTES.deleteMarkerComment).replace(':id', encodeURIComponent(id));
}

/** Its author deletes a comment (and its photos); the page hears of it ('marker:deleted'). */
export async function deleteComment(id: string): Promise<void> {
  await api.delete(deleteCommentPath(id));
  bus.emit('marker:deleted', { id });
}
