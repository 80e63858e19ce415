/** Changing a saved comment: PATCH /api/marker/marker-comments/{id} (its author only). */
import { call, type EditCommentPayload, type SavedMarkerComment } from 'shared';

/** Saves the changes and answers the comment as it is now; failures are the API's ApiError. */
export function editMarker(id: string, changes: EditCommentPayload): Promise<SavedMarkerComment> {
  return call('updateMarkerComment', { params: { id }, body: changes });
}
