/**
 * Words of this remote's own (the product's texts shared with other packages are shared's
 * TEXTS): the shared pieces in lib/, and the features' words that no other package shows.
 */
export const LOAD_TEXTS = {
  /** A comment asked for by id that does not exist (the API's own words for a 404). */
  notFound: 'This comment does not exist or was removed.',
  loadFailed: 'The comment could not be loaded.',
} as const;

/** The Add Comment dialog's "Street address", asked when the address found has no number. */
export const STREET_ADDRESS_TEXTS = {
  legend: 'Street address',
  hint: 'Add them so your comment joins its building.',
  number: 'Street number',
  street: 'Street',
  numberInvalid: 'Use a house number like 15 or 15A.',
} as const;
