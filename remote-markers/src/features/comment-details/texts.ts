/** Comment Details' words beyond SPEC.md (whose own texts are in shared's TEXTS). */
export const DETAILS_TEXTS = {
  loading: 'Loading comment…',
  signIn: 'Sign in',
  notNow: 'Not now',
  /** A thumbnail's hint: it opens the photo full size. */
  viewFullSize: 'View full size',
} as const;
