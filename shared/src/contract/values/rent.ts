/** The values of a rent record that the browser's form checks too (contract/rent.ts). */

export const AGREEMENT_TYPES = ['fixed-term', 'periodic', 'other'] as const;
export type AgreementType = (typeof AGREEMENT_TYPES)[number];

/** What a rent record takes. */
export const RENT_LIMITS = {
  /** Dollars a week: above this is a typing slip, not a rent. */
  weeklyMin: 1,
  weeklyMax: 20_000,
  bondMax: 200_000,
  increasesMax: 20,
  noticeDaysMax: 365,
  /** The earliest month a tenancy this record speaks of can have begun. */
  monthEarliest: '1990-01',
} as const;

/** Others see a rent as the $10 band it falls in ($450–$459) until it may be shown exactly. */
export const RENT_BAND_DOLLARS = 10;
