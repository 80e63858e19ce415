/** The saved list's words of its own (the product's own live in shared TEXTS.markers). */
export const LIST_TEXTS = {
  loadMore: 'Load more',
  viewDetails: 'View details',
  /** The header while the list follows the map: the count the map's clusters add up to. */
  placesInView: (total: number) => `${total} ${total === 1 ? 'place' : 'places'} in this view`,
  /** The header of the whole list. */
  placesEverywhere: (total: number) => `${total} ${total === 1 ? 'place' : 'places'}`,
  scopeLegend: 'Show places',
  scopeView: 'In this view',
  scopeEverywhere: 'Everywhere',
  /** One card per building: its newest comment, with the building's count. */
  groupByBuilding: 'One card per building',
  /** The grouped card's link to its building's page. */
  buildingComments: (count: number) =>
    `${count} ${count === 1 ? 'comment' : 'comments'} about this building`,
  /** Said to screen readers while the cards shown are those of the previous view. */
  updating: 'Updating the list…',
  signIn: 'Sign in',
  /** Before the feed links: what the list shows, to follow or to download. */
  feedsLabel: 'Follow or download these comments:',
  atomFeed: 'Atom feed',
  geojson: 'GeoJSON',
  /** The page's feed, as a feed reader lists it. */
  feedTitle: 'RentMap: comments in this view',
} as const;
