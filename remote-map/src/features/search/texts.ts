/** The search box's texts of its own (which live in shared's TEXTS.map). */
export const SEARCH_TEXTS = {
  /** Under the results when the API answered a street address with suburbs only. */
  streetLevelUnavailable: 'Street addresses need the online search service; showing suburbs.',
} as const;
