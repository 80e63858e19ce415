import type { SavedMarkerComment } from 'shared';

/** What a comment its author changed after saving it shows beside its date. */
export const EDITED_LABEL = 'edited';

/** Whether the author changed it after saving (the API moves modifiedDate on every edit). */
export function wasEdited(marker: Pick<SavedMarkerComment, 'createdDate' | 'modifiedDate'>) {
  return Date.parse(marker.modifiedDate) > Date.parse(marker.createdDate);
}
