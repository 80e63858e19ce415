/**
 * The words of a building page's Watch control: kept in the remote rather than in shared's
 * TEXTS, which every first load pays for.
 */
export const WATCH_BUILDING_TEXTS = {
  watch: 'Watch this building',
  saving: 'Saving…',
  signInToWatch: 'Sign in to be told of new comments on this building',
  watching: 'Watching this building',
  manage: 'Manage in Watched areas',
  failed: 'Could not watch this building. Please try again.',
} as const;
