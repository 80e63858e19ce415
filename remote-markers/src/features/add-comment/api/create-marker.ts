/** Saving a comment: POST /api/marker with the product's new comment payload. */
import {
  TEXTS,
  apiErrorText,
  call,
  toApiError,
  type CommentFieldName,
  type MapSource,
  type NewCommentPayload,
  type SavedMarkerComment,
} from 'shared';
import type { CommentPlace } from './comment-place';

/** The map source the app always sends. */
const MAP_SOURCE: MapSource = 'OPENSTREET';

/** The comment's fields as the API takes them (see `fieldsPayload`). */
type CommentFieldsPayload = Pick<NewCommentPayload, CommentFieldName>;

export function buildNewCommentPayload(
  place: CommentPlace,
  fields: CommentFieldsPayload,
  photoNames: string[],
): NewCommentPayload {
  return {
    coordinates: { lat: place.lat, lon: place.lon },
    fullAddress: place.address,
    region: place.region,
    city: place.city,
    country: place.country,
    ...fields,
    photoUrls: photoNames,
    mapSource: MAP_SOURCE,
    postcode: place.postcode,
  };
}

/**
 * The failure the dialog shows: the API's words, else 'HTTP {status}'; a 2xx
 * that refused without words says 'Failed to save comment'. The API's code stays on it.
 */
function saveFailure(error: unknown): Error {
  const failure = toApiError(error);
  if (!failure) return new Error(apiErrorText(error), { cause: error });
  const refusedWordless = failure.wordless && failure.status >= 200 && failure.status < 300;
  return refusedWordless ? failure.withMessage(TEXTS.markers.saveFailed) : failure;
}

/** The created marker, as the API answers it. */
export async function createMarker(payload: NewCommentPayload): Promise<SavedMarkerComment> {
  try {
    return await call('createMarker', { body: payload });
  } catch (error) {
    throw saveFailure(error);
  }
}
