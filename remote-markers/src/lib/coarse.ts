import { TEXTS, type SavedMarkerComment } from 'shared';
import { formatDateTime, formatMonth } from './format';

type Coarse = Pick<SavedMarkerComment, 'coarse' | 'byMe'>;

/**
 * Whether this reader has the comment's public coarse version: the building's position, no
 * unit, and dates that are the first of their month. Its author reads it as they wrote it.
 */
function readsCoarseVersion(marker: Coarse): boolean {
  return marker.coarse && !marker.byMe;
}

/** One of the comment's dates as this reader has it: the month of a coarse version, else day and time. */
export function commentDate(marker: Coarse, value: string): string {
  return readsCoarseVersion(marker) ? formatMonth(value) : formatDateTime(value);
}

/** What a coarse comment says of itself: to readers, what is withheld; to its author, what others see. */
export function coarseNote(marker: Coarse): string | null {
  if (!marker.coarse) return null;
  return marker.byMe ? TEXTS.publication.coarseOwn : TEXTS.publication.coarseWithheld;
}
