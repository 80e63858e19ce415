/** Comment Details' own words (the product's texts are in shared's TEXTS). */
export const DETAILS_TEXTS = {
  loading: 'Loading comment…',
  signIn: 'Sign in',
  notNow: 'Not now',
  /** A thumbnail's hint: it opens the photo full size. */
  viewFullSize: 'View full size',
  /** The link to the page of the building the comment is about. */
  building: 'Every comment about this building',
} as const;
