import type { ConditionAnswerValue } from 'shared';

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
