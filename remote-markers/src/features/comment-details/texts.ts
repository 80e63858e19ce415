import { RENT_BAND_DOLLARS } from 'shared';

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

/** The words of a comment's condition checklist: what its author answered, judging nothing. */
export const CHECKLIST_TEXTS = {
  heading: 'Condition checklist',
  answers: { met: 'Met', 'not-met': 'Not met', 'not-sure': 'Not sure' },
  /** {month}: the month the author told them, as "June 2025" (the day is never shown). */
  told: 'Told the agent or landlord in {month}',
  /** After the month told: the API takes the days to fix only with the day told. */
  fixedAfter: { one: 'fixed after 1 day', other: 'fixed after {count} days' },
  coldestRoom: 'Coldest room in winter',
  humidity: 'Humidity indoors in winter',
  celsius: '{value} °C',
  percent: '{value} %',
} as const;

/**
 * The words of a comment's rent record. The hints are the API's own words: what the record
 * shows and what the state's rule is, never whether anyone broke it.
 */
export const RENT_TEXTS = {
  heading: 'Rent',
  /** {rent}: "$450–$459 a week"; {month}: "March 2024". */
  movedIn: '{rent} from {month}',
  movedOut: 'Moved out {month}',
  bond: 'Bond {amount}',
  agreements: {
    'fixed-term': 'Fixed-term agreement',
    periodic: 'Periodic agreement (no end date)',
    other: 'Other agreement',
  },
  increases: 'Increases',
  noticeDays: { one: "1 day's notice", other: "{count} days' notice" },
  inWriting: 'in writing',
  notInWriting: 'not in writing',
  hints: 'What the rules say',
  banded: `Shown in $${RENT_BAND_DOLLARS} bands to protect the tenant.`,
} as const;
