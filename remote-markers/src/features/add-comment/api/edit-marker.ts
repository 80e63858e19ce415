/** Changing a saved comment: PATCH /api/marker/marker-comments/{id} (its author only). */
import {
  api,
  pathUnderApi,
  ROUTES,
  type EditCommentPayload,
  type SavedMarkerComment,
} from 'shared';

export function editMarkerPath(id: string): string {
  return pathUnderApi(ROUTES.updateMarkerComment).replace(':id', encodeURIComponent(id));
}

/** Saves the changes and answers the comment as it is now; failures are the API's ApiError. */
export function editMarker(id: string, changes: EditCommentPayload): Promise<SavedMarkerComment> {
  return api.patch<SavedMarkerComment>(editMarkerPath(id), changes);
}
