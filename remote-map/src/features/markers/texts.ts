/** The map's popup words of its own (the product's own live in shared TEXTS.map; Share and
 * the photos' names in TEXTS.markers, which the list says too). */
export const POPUP_TEXTS = {
  /** The selected pin's control that keeps it as a temporary marker. */
  keepPin: 'Keep pin',
  keepPinHint: 'Keep this pin on the map when you select another place',
  /** A building's cluster: its address and count (close up, a building's comments are one). */
  buildingCluster: '{address}: {count} saved comments, list them',
  buildingComments: '{count} saved comments',
  /** The link from a building's cluster to its page (the comment details say the same). */
  buildingPage: 'Every comment about this building',
  /** A comment with an open notice: it stays up, contested. */
  underReview: 'Under review: a landlord, agent or owner objects to part of it.',
} as const;
