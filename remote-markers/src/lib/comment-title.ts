import { TEXTS, type SavedMarkerComment } from 'shared';

/**
 * A saved comment's name wherever one is shown (the tab's title while its details are open, a
 * shared link's title): its card's heading, unit · region; else its address; else SPEC's
 * 'Location'.
 */
export function commentTitle(
  marker: Pick<SavedMarkerComment, 'unitNumber' | 'region' | 'fullAddress'>,
): string {
  const heading = [marker.unitNumber, marker.region].filter(Boolean).join(' · ');
  return heading || marker.fullAddress || TEXTS.map.defaultPopupTitle;
}
