// Moderators merge two buildings, or two units of one building, that are the same, and split a
// wrong merge (place-merges.ts has the schemas).

/** What a merge joined: two buildings, or two units of one building. */
export const PLACE_MERGE_KINDS = ['buildings', 'units'] as const;
export type PlaceMergeKind = (typeof PLACE_MERGE_KINDS)[number];

/**
 * How far apart two buildings may be and still be merged: one building's two addresses (a
 * corner block, a range "15-17") are tens of metres apart, never a street away.
 */
export const MERGE_MAX_METRES = 200;
