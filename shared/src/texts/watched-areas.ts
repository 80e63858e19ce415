/** Watched areas: the Watch control, the Watched areas page, feeds and downloads. */
export const WATCHED_AREA_TEXTS = {} as const;
