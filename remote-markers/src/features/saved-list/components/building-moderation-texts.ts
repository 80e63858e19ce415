/**
 * The words of a building page's Moderation section, which only moderators see: kept in the
 * remote rather than in shared's TEXTS, which every first load pays for.
 */
export const MODERATION_TEXTS = {
  heading: 'Moderation',
  mergeBuilding: 'Merge into another building…',
  mergeBuildingTitle: 'Merge into another building',
  /** {metres}: how far the nearby buildings are looked for. */
  mergeBuildingHint:
    'Its comments and units move to the building you choose. Buildings within {metres} m with a comment are listed.',
  buildingLegend: 'The building it is the same as',
  noBuildingNearby: 'No other building with a comment is near this one.',
  chooseBuilding: 'Choose a building.',
  mergeUnit: 'Merge unit…',
  /** A unit's Merge button, by the unit's name. */
  mergeUnitLabel: 'Merge {unit}…',
  /** {unit}: the unit that joins another. */
  mergeUnitTitle: 'Merge {unit} into another unit',
  mergeUnitHint: 'Its comments move to the unit you choose.',
  unitLegend: 'The unit it is the same as',
  noOtherUnit: 'This building has no other unit with a comment.',
  chooseUnit: 'Choose a unit.',
  reason: 'Reason',
  reasonHint: 'Kept in the audit log.',
  reasonRequired: 'Give a reason.',
  merge: 'Merge',
  merging: 'Merging…',
  mergeFailed: 'The merge could not be saved. Please try again.',
  cancel: 'Cancel',
  loading: 'Loading…',
  candidatesFailed: 'The buildings nearby could not be loaded.',
  /** A building in the list of choices: its distance from this one. */
  metresAway: '{metres} m away',
  history: 'Merge history',
  historyFailed: 'The merge history could not be loaded.',
  noHistory: 'Nothing was merged here.',
  kinds: { buildings: 'Buildings', units: 'Units' },
  /** {count} comments moved, by {by}, {when}. */
  historyFacts: '{count} · by {by}, {when}',
  splitAt: 'Split {when}',
  split: 'Split',
  /** A merge's Split button, by what it joined. */
  splitLabel: 'Split {what}',
  splitTitle: 'Split this merge?',
  splitBody: 'What was merged is a place of its own again, with the comments it had.',
  splitting: 'Splitting…',
  splitFailed: 'The merge could not be split. Please try again.',
  splitDone: 'The merge is split.',
  unitsMerged: 'The units are merged.',
  tryAgain: 'Try again',
} as const;

/** `template` with each `{key}` replaced by its value. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}
