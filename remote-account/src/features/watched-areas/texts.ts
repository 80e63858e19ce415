import { TEXTS } from 'shared';

/**
 * The Watched areas page's words: shared's TEXTS.watchedAreas (the Watch dialog uses them too),
 * and those only this page shows, kept here rather than in what every first load pays for.
 */
export const WATCHED_AREAS_UI = {
  ...TEXTS.watchedAreas,
  openBuilding: 'Open building page',
  openBuildingLabel: 'Open building page: {name}',
} as const;

/** Fills the `{name}`-style parts of one of these texts. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}
