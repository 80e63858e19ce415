import { TEXTS } from '../texts';

/** What a comment's title is made of (a saved comment, or a map marker holding one). */
export interface TitledComment {
  unitNumber?: string | null;
  region?: string | null;
  fullAddress?: string | null;
}

/**
 * A saved comment's title, the same wherever one is shown (the list's card, Comment Details,
 * the map's popup and a cluster's rows, the author's own comments, the tab's title, a shared
 * link's name): unit · region; else its address; else 'Location'. Blank parts count as none.
 */
export function commentTitle(comment: TitledComment): string {
  const heading = [comment.unitNumber, comment.region]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' · ');
  return heading || comment.fullAddress?.trim() || TEXTS.map.defaultPopupTitle;
}
