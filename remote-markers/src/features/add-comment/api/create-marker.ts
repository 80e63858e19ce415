/** Saving a comment: POST /api/marker with SPEC.md §3's new comment payload. */
import {
  TEXTS,
  apiClient,
  apiErrorText,
  type LocationType,
  type MapSource,
  type SavedMarkerComment,
} from 'shared';
import { isApiSuccess, serverMessage } from '../../../lib/api-body';
import type { CommentPlace } from './comment-place';
import { ApiCodedError, failureCode } from './email-verification';

export const CREATE_MARKER_PATH = '/marker';

/** The map source the app always sends (SPEC.md §3). */
const MAP_SOURCE: MapSource = 'OPENSTREET';

export interface NewCommentPayload {
  coordinates: { lat: number; lon: number };
  fullAddress: string;
  region: string;
  city: string;
  country: string;
  unitNumber: string;
  locationType: LocationType;
  comment: string;
  /** File names as the upload returned them. */
  photoUrls: string[];
  mapSource: MapSource;
  postcode: string;
}

export interface CommentFormValues {
  locationType: LocationType;
  unitNumber: string;
  comment: string;
  photoNames: string[];
}

export function buildNewCommentPayload(
  place: CommentPlace,
  values: CommentFormValues,
): NewCommentPayload {
  return {
    coordinates: { lat: place.lat, lon: place.lon },
    fullAddress: place.address,
    region: place.region,
    city: place.city,
    country: place.country,
    unitNumber: values.unitNumber.trim(),
    locationType: values.locationType,
    comment: values.comment.trim(),
    photoUrls: values.photoNames,
    mapSource: MAP_SOURCE,
    postcode: place.postcode,
  };
}

/** Thrown with the text to show (and the API's code) when the API refuses the comment. */
export class SaveCommentError extends ApiCodedError {
  override name = 'SaveCommentError';
}

/** The created marker, as the API answers it. */
export async function createMarker(payload: NewCommentPayload): Promise<SavedMarkerComment> {
  let body: unknown;
  try {
    body = (await apiClient.post<unknown>(CREATE_MARKER_PATH, payload)).data;
  } catch (error) {
    throw new SaveCommentError(apiErrorText(error), failureCode(error), { cause: error });
  }
  if (!isApiSuccess<SavedMarkerComment>(body)) {
    throw new SaveCommentError(
      serverMessage(body) ?? TEXTS.markers.saveFailed,
      failureCode(undefined, body),
    );
  }
  return body.data;
}
