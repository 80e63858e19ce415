import { Type, type Static } from 'typebox';

/**
 * The condition checklist: a renter answers their state's minimum standards for rented homes
 * with a comment, and the building's page adds the answers up. The lists themselves are the
 * API's data (GET /api/condition-lists); the browser reads them from there, so none of their
 * text is in its bundle.
 */

/**
 * What a standard is about, the same words in every state's list: how a building's page adds
 * up answers given against different lists (and versions of one).
 */
export const CONDITION_CATEGORIES = [
  'structure',
  'damp-mould',
  'lighting',
  'ventilation',
  'heating',
  'power',
  'electrical-safety',
  'water',
  'plumbing',
  'bathroom',
  'toilet',
  'kitchen',
  'laundry',
  'locks',
  'window-latches',
  'window-coverings',
  'fixtures',
  'vermin',
  'bins',
] as const;
export type ConditionCategory = (typeof CONDITION_CATEGORIES)[number];

export const CONDITION_ANSWERS = ['met', 'not-met', 'not-sure'] as const;
export type ConditionAnswerValue = (typeof CONDITION_ANSWERS)[number];

/** Limits of a checklist: what a renter can measure, and how long a repair can take to count. */
export const CHECKLIST_LIMITS = {
  coldestRoomCelsius: { min: -10, max: 40, step: 0.5 },
  indoorHumidityPercent: { min: 0, max: 100, step: 1 },
  /** Ten years: a repair done later than that is not one this record can say much about. */
  fixedAfterDaysMax: 3650,
  /** The earliest day an agent or landlord can have been told. */
  toldOnEarliest: '1990-01-01',
} as const;

const itemId = Type.String({
  pattern: '^[a-z]+\\.[a-z-]+$',
  maxLength: 60,
  description: 'An item of the list for the place\'s state ("nsw.damp")',
});
const category = Type.Enum(CONDITION_CATEGORIES);
const answer = Type.Enum(CONDITION_ANSWERS, {
  description: 'met, not-met or not-sure',
});

/** One item of a list, as GET /api/condition-lists answers it. */
export const ConditionItemSchema = Type.Object({
  id: itemId,
  category,
  categoryLabel: Type.String({ examples: ['Mould and damp'] }),
  label: Type.String({ description: 'The question, as a renter reads it' }),
  detail: Type.String({ description: 'What the standard asks for, in plain words' }),
  source: Type.Object({
    citation: Type.String({ description: 'The act or regulation and its section' }),
    url: Type.String({ format: 'uri' }),
  }),
});
export type ConditionItem = Static<typeof ConditionItemSchema>;

/** Something a renter measures in winter, with its unit and the values a checklist takes. */
const MeasurementSchema = Type.Object({
  name: Type.Enum(['coldestRoomCelsius', 'indoorHumidityPercent']),
  label: Type.String(),
  unit: Type.String({ examples: ['°C', '%'] }),
  min: Type.Number(),
  max: Type.Number(),
  step: Type.Number(),
});

/** GET /api/condition-lists: the list that applies to a place, and its sources. */
export const ConditionListSchema = Type.Object({
  id: Type.String({
    description: 'The list and its version: a comment keeps the version it was answered against',
    examples: ['nsw-2020-03'],
  }),
  state: Type.Union([Type.String(), Type.Null()], {
    description: 'The state or territory (NSW, VIC, …); null for the general list',
  }),
  title: Type.String(),
  inForceFrom: Type.String({ format: 'date' }),
  checkedOn: Type.String({ format: 'date', description: 'When its sources were last read' }),
  regulator: Type.Object({ name: Type.String(), url: Type.String({ format: 'uri' }) }),
  items: Type.Array(ConditionItemSchema),
  measurements: Type.Array(MeasurementSchema),
});
export type ConditionList = Static<typeof ConditionListSchema>;

export const ConditionListQuery = Type.Object(
  {
    state: Type.Optional(
      Type.String({
        maxLength: 100,
        description:
          'The place\'s state or territory, by name or abbreviation ("New South Wales", "NSW"). ' +
          'Without it, or for one with no list yet, the general list.',
      }),
    ),
    postcode: Type.Optional(
      Type.String({
        maxLength: 10,
        description: "The place's postcode: says the state when `state` names none",
        examples: ['2042'],
      }),
    ),
  },
  { additionalProperties: false },
);

const coldestRoomCelsius = Type.Number({
  minimum: CHECKLIST_LIMITS.coldestRoomCelsius.min,
  maximum: CHECKLIST_LIMITS.coldestRoomCelsius.max,
  multipleOf: CHECKLIST_LIMITS.coldestRoomCelsius.step,
  description: 'The coldest room in winter, measured (°C)',
});
const indoorHumidityPercent = Type.Integer({
  minimum: CHECKLIST_LIMITS.indoorHumidityPercent.min,
  maximum: CHECKLIST_LIMITS.indoorHumidityPercent.max,
  description: 'Relative humidity indoors in winter, measured (%)',
});
const fixedAfterDays = Type.Integer({
  minimum: 0,
  maximum: CHECKLIST_LIMITS.fixedAfterDaysMax,
  description: 'Days from telling the agent or landlord to the repair; only with toldOn',
});

/** One answer in a new comment's checklist. */
export const ConditionAnswerInput = Type.Object(
  {
    item: itemId,
    answer,
    photo: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 200,
        description: "One of the comment's own photos (photoUrls) that shows it",
      }),
    ),
    toldOn: Type.Optional(
      Type.String({
        format: 'date',
        description: 'Not met only: the day the agent or landlord was told (not in the future)',
      }),
    ),
    fixedAfterDays: Type.Optional(fixedAfterDays),
  },
  { additionalProperties: false },
);

/** A new comment's checklist: answers to the items of the list for the place's state. */
export const ChecklistInput = Type.Object(
  {
    answers: Type.Array(ConditionAnswerInput, {
      maxItems: 40,
      description: 'At most one answer an item; items left out were not answered',
    }),
    coldestRoomCelsius: Type.Optional(coldestRoomCelsius),
    indoorHumidityPercent: Type.Optional(indoorHumidityPercent),
  },
  {
    additionalProperties: false,
    description:
      "Answers to the condition checklist of the place's state (GET /api/condition-lists): " +
      'an item of another list is refused with 400 CONDITION_NOT_ON_LIST; answers that do ' +
      'not hold together (an item twice, a follow-up of an item that was met, a day still to ' +
      'come, a photo not among photoUrls) with 400 CONDITION_ANSWER_INVALID',
  },
);
export type ChecklistPayload = Static<typeof ChecklistInput>;

/** One answer as every channel shows it: the day the agent was told is shown as its month. */
export const ConditionAnswerSchema = Type.Object({
  item: itemId,
  category,
  answer,
  photo: Type.Union([Type.String(), Type.Null()]),
  toldIn: Type.Union([Type.String({ pattern: '^\\d{4}-\\d{2}$' }), Type.Null()], {
    description: 'The month the agent or landlord was told (YYYY-MM): the day is never shown',
  }),
  fixedAfterDays: Type.Union([fixedAfterDays, Type.Null()]),
  notFixedAfterDays: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()], {
    description:
      'Not met, told, and not fixed yet: the days from telling the agent or landlord to the ' +
      'last day its author said it was still not fixed ("Was it fixed?")',
  }),
});
export type ConditionAnswer = Static<typeof ConditionAnswerSchema>;

/** A comment's checklist: on a comment only when its author answered one. */
export const ChecklistSchema = Type.Object({
  list: Type.String({ description: 'The list and version answered', examples: ['nsw-2020-03'] }),
  answers: Type.Array(ConditionAnswerSchema),
  coldestRoomCelsius: Type.Union([Type.Number(), Type.Null()]),
  indoorHumidityPercent: Type.Union([Type.Integer(), Type.Null()]),
});
export type Checklist = Static<typeof ChecklistSchema>;

/**
 * A category as a building's page adds it up, shown once enough accounts answered it that no
 * figure points at one tenant.
 */
export const ConditionSummarySchema = Type.Object({
  category,
  label: Type.String({ examples: ['Mould and damp'] }),
  accounts: Type.Integer({ minimum: 0, description: 'Accounts that answered it' }),
  notMetAccounts: Type.Integer({ minimum: 0, description: 'Accounts that said not met' }),
  notMetUnits: Type.Integer({ minimum: 0, description: 'Distinct units reported not met' }),
  notMetReports: Type.Integer({ minimum: 0, description: 'Comments that said not met' }),
  firstYear: Type.Union([Type.Integer(), Type.Null()], {
    description: 'The year of the first not-met report',
  }),
  lastYear: Type.Union([Type.Integer(), Type.Null()]),
  medianDaysToFix: Type.Union([Type.Number(), Type.Null()], {
    description: 'Null until enough accounts said when it was fixed',
  }),
});
export type ConditionSummary = Static<typeof ConditionSummarySchema>;

/**
 * A checklist as its author sees it (their export, "Was it fixed?"): each answer also has the
 * exact day told and the last day they said it was still not fixed.
 */
export const OwnChecklistSchema = Type.Object({
  ...ChecklistSchema.properties,
  answers: Type.Array(
    Type.Object({
      ...ConditionAnswerSchema.properties,
      toldOn: Type.Union([Type.String({ format: 'date' }), Type.Null()]),
      notFixedOn: Type.Union([Type.String({ format: 'date' }), Type.Null()]),
    }),
  ),
});
export type OwnChecklist = Static<typeof OwnChecklistSchema>;

/** No figure of a building's page comes from fewer accounts than this: none points at one tenant. */
export const RECORD_MIN_ACCOUNTS = 3;

/**
 * PUT /api/marker/marker-comments/{id}/repairs/{item}: the author answers "Was it fixed?" for
 * an item they reported not met (asked by their chosen channel some weeks after).
 */
export const RepairParams = Type.Object({
  id: Type.String({ format: 'uuid' }),
  item: itemId,
});
export type RepairParamsValue = Static<typeof RepairParams>;

export const RepairAnswerBody = Type.Object(
  {
    fixed: Type.Boolean({
      description: 'true: it was fixed on `fixedOn`; false: it is still not fixed today',
    }),
    fixedOn: Type.Optional(
      Type.String({
        format: 'date',
        description: 'Fixed only, and then required: the day of the repair (from toldOn to today)',
      }),
    ),
    toldOn: Type.Optional(
      Type.String({
        format: 'date',
        description:
          'The day the agent or landlord was told, when the answer has none yet (required then)',
      }),
    ),
  },
  {
    additionalProperties: false,
    description:
      'An item not answered not-met, a fixed answer without fixedOn, a day still to come or ' +
      'a repair before the agent was told: 400 CONDITION_ANSWER_INVALID, nothing changed',
  },
);
export type RepairAnswerPayload = Static<typeof RepairAnswerBody>;

/**
 * How the agent or landlord of a building answers repairs: the not-met items its tenants told
 * them of, how many were fixed and how fast, how many were still not fixed when asked.
 */
export const RepairsSummarySchema = Type.Object({
  accounts: Type.Integer({
    minimum: 0,
    description: 'Accounts that told the agent or landlord of something not met',
  }),
  told: Type.Integer({
    minimum: 0,
    description: 'Not-met items the agent or landlord was told of',
  }),
  fixed: Type.Integer({ minimum: 0, description: 'Of those, said fixed' }),
  notFixed: Type.Integer({
    minimum: 0,
    description: 'Of those, said still not fixed when asked "Was it fixed?"',
  }),
  medianDaysToFix: Type.Union([Type.Number(), Type.Null()], {
    description: 'Null until enough accounts said when it was fixed',
  }),
});
export type RepairsSummary = Static<typeof RepairsSummarySchema>;

/** What a building's page says about its condition. */
export const BuildingConditionsSchema = Type.Object({
  shownFrom: Type.Literal(RECORD_MIN_ACCOUNTS, {
    description: 'A category is listed once this many accounts answered it',
  }),
  categories: Type.Array(ConditionSummarySchema, {
    description: 'Most accounts reporting not met first',
  }),
  repairs: Type.Union([RepairsSummarySchema, Type.Null()], {
    description: 'Null until this many accounts told the agent or landlord of something',
  }),
});
export type BuildingConditions = Static<typeof BuildingConditionsSchema>;
