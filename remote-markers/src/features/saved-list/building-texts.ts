/** The words of a building's page. */
export const BUILDING_TEXTS = {
  loading: 'Loading the building…',
  failed: 'The building could not be loaded.',
  commentsFailed: 'Its comments could not be loaded.',
  tryAgain: 'Try again',
  backToMap: 'Back to the map',
  showOnMap: 'Show on the map',
  unitsHeading: 'Units',
  unitsNote: 'Choose a unit to read only its comments.',
  allUnits: 'All',
  wholeBuilding: 'Whole building',
  commentsHeading: 'Comments',
  noComments: 'No comments about this unit yet.',
  openComment: 'Open on the map',
} as const;
