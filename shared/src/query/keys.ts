/**
 * The cache's keys. Each is a prefix of the keys under it, so invalidating `comments` reaches
 * every list of comments whatever its filters or cursor.
 */
export const queryKeys = {
  /** One comment by id (the popup, the card's sheet, Details). */
  comment: (id: string) => ['comment', id] as const,
  /** Every list of comments: the saved list, a cluster's contents, My comments, moderation. */
  comments: ['comments'] as const,
  /** The map's clusters and pins. */
  clusters: ['clusters'] as const,
  /** The place search's answers, one entry a query. */
  placeSearch: ['place-search'] as const,
};
