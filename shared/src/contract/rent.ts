import { Type, type Static } from 'typebox';
import { RECORD_MIN_ACCOUNTS } from './conditions';
import { AGREEMENT_TYPES, RENT_BAND_DOLLARS, RENT_LIMITS } from './values/rent';

export * from './values/rent';

/**
 * Rent and its history with a comment: what a tenant paid, when it went up and with how much
 * notice. Other people see it in $10 bands until enough tenants of the building reported rent
 * (or the reporter has moved out); its author always sees it exactly.
 */

const month = (description: string) =>
  Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$', description });
const dollarsAWeek = Type.Integer({
  minimum: RENT_LIMITS.weeklyMin,
  maximum: RENT_LIMITS.weeklyMax,
  description: 'Dollars a week',
});
const noticeDays = Type.Integer({
  minimum: 0,
  maximum: RENT_LIMITS.noticeDaysMax,
  description: 'Days between the notice and the new rent',
});
const agreement = Type.Enum(AGREEMENT_TYPES, {
  description: 'fixed-term, periodic (no end date) or other',
});

export const RentIncreaseInput = Type.Object(
  {
    on: Type.String({ format: 'date', description: 'The day the new rent began' }),
    newRent: dollarsAWeek,
    noticeDays: Type.Optional(noticeDays),
    inWriting: Type.Optional(Type.Boolean({ description: 'The notice was given in writing' })),
  },
  { additionalProperties: false },
);
export type RentIncreasePayload = Static<typeof RentIncreaseInput>;

/** A new comment's rent record. */
export const RentInput = Type.Object(
  {
    weeklyRent: Type.Integer({
      ...dollarsAWeek,
      description: 'Dollars a week when the tenant moved in',
    }),
    movedIn: month('The month the tenant moved in (YYYY-MM), not in the future'),
    movedOut: Type.Optional(month('The month the tenant moved out, if they have')),
    bond: Type.Optional(
      Type.Integer({ minimum: 0, maximum: RENT_LIMITS.bondMax, description: 'Dollars' }),
    ),
    agreement: Type.Optional(agreement),
    increases: Type.Optional(
      Type.Array(RentIncreaseInput, {
        maxItems: RENT_LIMITS.increasesMax,
        description: 'Each rise in rent while the tenant lived there (none when left out)',
      }),
    ),
  },
  {
    additionalProperties: false,
    description:
      'What the tenant paid and how it went up. Dates that do not hold together (moving out ' +
      'before moving in, an increase before moving in or after moving out, a day or month ' +
      'still to come, two increases on one day) are refused with 400 RENT_INVALID.',
  },
);
export type RentPayload = Static<typeof RentInput>;

/** A weekly amount as others see it: exact (from = to) or the $10 band it falls in. */
export const RentFigureSchema = Type.Object({
  from: Type.Integer({ minimum: 0 }),
  to: Type.Integer({ minimum: 0, description: 'The same as from when exact; else from + 9' }),
});
export type RentFigure = Static<typeof RentFigureSchema>;

export const RENT_HINTS = [
  'increases-within-12-months',
  'notice-shorter-than-rule',
  'notice-not-in-writing',
] as const;
export type RentHintCode = (typeof RENT_HINTS)[number];

/**
 * Something in a rent history that the state's rule speaks of. A hint, never a verdict: the
 * words say what the record shows and what the rule is, and link to the regulator.
 */
export const RentHintSchema = Type.Object({
  code: Type.Enum(RENT_HINTS),
  text: Type.String({ description: 'What the record shows: "Two increases within 12 months"' }),
  rule: Type.String({ description: "The state's rule in one sentence" }),
  citation: Type.String({ description: 'The act and sections' }),
  regulator: Type.Object({ name: Type.String(), url: Type.String({ format: 'uri' }) }),
});
export type RentHint = Static<typeof RentHintSchema>;

const IncreaseSchema = Type.Object({
  in: month('The month the new rent began: the day is never shown to others'),
  newRent: RentFigureSchema,
  noticeDays: Type.Union([noticeDays, Type.Null()]),
  inWriting: Type.Union([Type.Boolean(), Type.Null()]),
});

/** A comment's rent record as others see it. */
export const RentSchema = Type.Object({
  exact: Type.Boolean({
    description:
      `Rents are exact once ${RECORD_MIN_ACCOUNTS} accounts reported rent for the building, ` +
      `or the tenant has moved out, and always to the author; else $${RENT_BAND_DOLLARS} bands`,
  }),
  weeklyRent: RentFigureSchema,
  movedIn: month('The month the tenant moved in'),
  movedOut: Type.Union([month('The month the tenant moved out'), Type.Null()]),
  bond: Type.Union([Type.Integer(), Type.Null()], { description: 'Only where rents are exact' }),
  agreement: Type.Union([agreement, Type.Null()]),
  increases: Type.Array(IncreaseSchema, { description: 'Oldest first' }),
  hints: Type.Array(RentHintSchema),
});
export type Rent = Static<typeof RentSchema>;

/** A rent record in its author's own export: exact, with each increase's day. */
export const OwnRentSchema = Type.Object({
  ...RentSchema.properties,
  increases: Type.Array(
    Type.Object({ ...IncreaseSchema.properties, on: Type.String({ format: 'date' }) }),
  ),
});
export type OwnRent = Static<typeof OwnRentSchema>;

/** One year of a building's rent timeline, from enough accounts that none points at a tenant. */
export const RentYearSchema = Type.Object({
  year: Type.Integer(),
  accounts: Type.Integer({ minimum: RECORD_MIN_ACCOUNTS }),
  median: RentFigureSchema,
  changePercent: Type.Union([Type.Number(), Type.Null()], {
    description: 'The median against the previous year shown, in per cent (one decimal)',
  }),
});
export type RentYear = Static<typeof RentYearSchema>;

/** What a building's page says about rent. */
export const BuildingRentSchema = Type.Object({
  shownFrom: Type.Literal(RECORD_MIN_ACCOUNTS, {
    description: 'A year, or the increases, are shown once this many accounts reported them',
  }),
  timeline: Type.Array(RentYearSchema, {
    description: `The median weekly rent paid each year, in $${RENT_BAND_DOLLARS} bands, oldest first`,
  }),
  increases: Type.Union([
    Type.Object({
      accounts: Type.Integer(),
      reports: Type.Integer(),
      medianPercent: Type.Number({ description: 'The median rise, in per cent (one decimal)' }),
      withinTwelveMonthsAccounts: Type.Integer({
        description: 'Accounts whose history shows two increases within 12 months',
      }),
      shortNoticeAccounts: Type.Integer({
        description: "Accounts given less notice than the state's rule",
      }),
      withinTwelveMonthsAcrossTenantsUnits: Type.Integer({
        description:
          "Where the limit is the property's, whoever the tenant (QLD): units whose rent went " +
          "up twice within 12 months across two tenants' records",
      }),
    }),
    Type.Null(),
  ]),
});
export type BuildingRent = Static<typeof BuildingRentSchema>;
