/**
 * Many saved pins, for the tests that check the cluster grid and the filters against what the
 * rows themselves say: a spread that is the same on every run, written in batches, and which
 * pins a range of grid cells holds, decided here rather than asked of the code under test.
 */
import { cellX, cellY, type CellRange, type GeoBounds } from 'shared/contract';
import type { Db } from '../../src/db/kysely';
import type { NewMarkerCommentRow } from '../../src/db/types';

/** Numbers in [0, 1) from a linear congruential generator: the same sequence for a seed. */
export function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** A `bbox` query parameter (minLon,minLat,maxLon,maxLat) as the box it names. */
export function boxOf(bbox: string): GeoBounds {
  const [minLon, minLat, maxLon, maxLat] = bbox.split(',').map(Number) as [
    number,
    number,
    number,
    number,
  ];
  return { minLon, minLat, maxLon, maxLat };
}

/** Whether the row's grid cell at the range's zoom is inside the range. */
export function inCellRange(row: NewMarkerCommentRow, range: CellRange): boolean {
  const x = cellX(row.lon, range.zoom);
  const y = cellY(row.lat, range.zoom);
  return (
    range.columns.some(([from, to]) => x >= from && x <= to) &&
    y >= range.rows[0] &&
    y <= range.rows[1]
  );
}

/** Writes the rows 200 a statement, under what either database binds in one statement. */
export async function insertAll(db: Db, rows: NewMarkerCommentRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 200) {
    await db
      .insertInto('marker_comments')
      .values(rows.slice(i, i + 200))
      .execute();
  }
}
