import {
  RENT_BAND_DOLLARS,
  RENT_LIMITS,
  type AgreementType,
  type ConditionAnswerValue,
} from 'shared';
import { formatRentMonth } from '../../lib/rent-figures';
import type { InWritingChoice } from './components/rent-values';

/**
 * The Add Comment dialog's words for its condition checklist. Kept here, not in shared's
 * TEXTS: they load with the dialog, and the lists' own words come from the API.
 */
export const CHECKLIST_TEXTS = {
  toggle: 'Condition checklist (optional)',
  intro: 'Answer what you know; leave the rest.',
  loading: 'Loading the checklist…',
  loadFailed: 'The checklist could not be loaded.',
  tryAgain: 'Try again',
  /** Every answer the API takes, in the order offered. */
  answers: {
    met: 'Met',
    'not-met': 'Not met',
    'not-sure': 'Not sure',
  } satisfies Record<ConditionAnswerValue, string>,
  clear: 'Clear',
  toldOn: 'Told the agent or landlord on',
  fixedAfterDays: 'Fixed after (days)',
  fixedAfterHint: 'Give the day you told them first.',
  photo: 'Photo that shows it',
  noPhoto: 'None',
  /** A photo of the comment, numbered as its preview is ("Photo 1"). */
  photoOption: (number: number) => `Photo ${number}`,
  source: (citation: string) => `Source: ${citation}`,
  /** A measurement's visible label: "Coldest room in winter (°C)". */
  measurement: (label: string, unit: string) => `${label} (${unit})`,
} as const;

const WHOLE = new Intl.NumberFormat('en-AU');
const EARLIEST = formatRentMonth(RENT_LIMITS.monthEarliest);

/**
 * The Add Comment dialog's words for its rent record. What others see of it says only
 * bands and months until enough tenants of the building have shared theirs (3, the API's
 * number, which the browser does not get) or the tenant has moved out.
 */
export const RENT_TEXTS = {
  toggle: 'Rent (optional)',
  hint: `Others see your rent in $${RENT_BAND_DOLLARS} bands until 3 tenants of this building have shared theirs or you have moved out.`,
  weeklyRent: 'Weekly rent when you moved in ($)',
  movedIn: 'Moved in',
  movedOut: 'Moved out (if you have)',
  bond: 'Bond ($)',
  agreement: 'Agreement',
  /** Every agreement the API takes, in the order offered, after '' (none chosen). */
  agreements: {
    '': 'Not given',
    'fixed-term': 'Fixed term',
    periodic: 'Periodic (no end date)',
    other: 'Other',
  } satisfies Record<AgreementType | '', string>,
  increases: 'Rent increases',
  /** An increase's group, numbered as entered ("Increase 2"). */
  increase: (number: number) => `Increase ${number}`,
  on: 'Date the new rent began',
  newRent: 'New weekly rent ($)',
  noticeDays: 'Days of notice',
  inWriting: 'Notice in writing',
  inWritingChoices: { yes: 'Yes', no: 'No', '': 'Not sure' } satisfies Record<
    InWritingChoice,
    string
  >,
  remove: 'Remove',
  removeIncrease: (number: number) => `Remove increase ${number}`,
  addIncrease: 'Add an increase',
  increasesFull: `Up to ${RENT_LIMITS.increasesMax} increases.`,
  /** Asked once anything else of the record is typed: a record needs both. */
  missing: {
    weeklyRent: 'Give the weekly rent when you moved in, or leave the whole rent section empty.',
    movedIn: 'Give the month you moved in, or leave the whole rent section empty.',
    on: 'Give the date the new rent began, or remove this increase.',
    newRent: 'Give the new weekly rent, or remove this increase.',
  },
  wholeNumber: (min: string, max: string) =>
    `Give a whole number from ${WHOLE.format(Number(min))} to ${WHOLE.format(Number(max))}.`,
  monthRange: `Give a month from ${EARLIEST} to this month.`,
  dayRange: `Give a day from the start of ${EARLIEST} to today.`,
} as const;
