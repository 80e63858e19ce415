/** Words of the shared pieces in lib/ that are their own (the product's own texts are in shared's TEXTS). */
export const LOAD_TEXTS = {
  /** A comment asked for by id that does not exist (the API's own words for a 404). */
  notFound: 'This comment does not exist or was removed.',
  loadFailed: 'The comment could not be loaded.',
} as const;
