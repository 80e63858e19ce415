import { TEXTS } from 'shared';

/** The Watched areas page's words: shared's TEXTS.watchedAreas (the Watch dialog uses them too). */
export const WATCHED_AREAS_UI = TEXTS.watchedAreas;

/** Fills the `{name}`-style parts of one of these texts. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}
