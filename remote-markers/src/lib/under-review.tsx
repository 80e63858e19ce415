import type { SavedMarkerComment } from 'shared';

/**
 * A comment with an open notice of a landlord, agent or owner stays up while a moderator
 * reviews it: readers see that it is contested, never that it was taken down.
 */
export const UNDER_REVIEW_TEXTS = {
  label: 'Under review',
  detail:
    'A landlord, agent or owner objects to part of this comment. It stays up while a moderator reviews it.',
} as const;

/** The card's badge beside the type, for a comment under review; nothing otherwise. */
export function UnderReviewBadge({
  marker,
  className,
}: {
  marker: Pick<SavedMarkerComment, 'underReview'>;
  className?: string;
}) {
  if (!marker.underReview) return null;
  return (
    <span className={className} data-testid="under-review" title={UNDER_REVIEW_TEXTS.detail}>
      {UNDER_REVIEW_TEXTS.label}
    </span>
  );
}
