import type { Db } from '../../db/kysely';
import type {
  CommentRentIncreaseRow,
  CommentRentRow,
  CommentRentsTable,
  NewCommentRentIncreaseRow,
} from '../../db/types';

export async function insertRent(
  db: Db,
  record: CommentRentsTable,
  increases: NewCommentRentIncreaseRow[],
): Promise<void> {
  await db.insertInto('comment_rents').values(record).execute();
  if (increases.length > 0)
    await db.insertInto('comment_rent_increases').values(increases).execute();
}

/** Removes a comment's rent record and its increases (to replace it, or for good). */
export async function deleteRent(db: Db, commentId: string): Promise<void> {
  await db.deleteFrom('comment_rent_increases').where('comment_id', '=', commentId).execute();
  await db.deleteFrom('comment_rents').where('comment_id', '=', commentId).execute();
}

export interface RentRecords {
  records: CommentRentRow[];
  /** Oldest first within each comment. */
  increases: CommentRentIncreaseRow[];
}

/** The rent records of these comments with their increases: one read when none has one. */
export async function findRents(db: Db, commentIds: readonly string[]): Promise<RentRecords> {
  if (commentIds.length === 0) return { records: [], increases: [] };
  const records = await db
    .selectFrom('comment_rents')
    .selectAll()
    .where('comment_id', 'in', [...commentIds])
    .execute();
  if (records.length === 0) return { records, increases: [] };
  return { records, increases: await findIncreases(db, records) };
}

async function findIncreases(
  db: Db,
  records: ReadonlyArray<{ comment_id: string }>,
): Promise<CommentRentIncreaseRow[]> {
  return db
    .selectFrom('comment_rent_increases')
    .selectAll()
    .where(
      'comment_id',
      'in',
      records.map((row) => row.comment_id),
    )
    .orderBy('comment_id')
    .orderBy('on_day')
    .execute();
}

/**
 * How many accounts reported rent in each of these buildings' published comments: a
 * building's rents are shown exactly once enough did.
 */
export async function countRentAccounts(
  db: Db,
  buildingIds: readonly string[],
): Promise<Map<string, number>> {
  if (buildingIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('marker_comments as c')
    .innerJoin('comment_rents as r', 'r.comment_id', 'c.id')
    .select(['c.building_id', (eb) => eb.fn.count<string>('c.user_id').distinct().as('accounts')])
    .where('c.building_id', 'in', [...buildingIds])
    .where('c.status', '=', 'published')
    .groupBy('c.building_id')
    .execute();
  return new Map(rows.map((row) => [row.building_id!, Number(row.accounts)]));
}

/** A rent record of a published comment of a building, with who wrote it and when. */
export type BuildingRentRow = CommentRentRow & {
  user_id: string | null;
  unit_id: string | null;
  created_at: Date | string;
};

/** The rent records (and their increases) in a building's published comments. */
export async function findBuildingRents(
  db: Db,
  buildingId: string,
): Promise<{ records: BuildingRentRow[]; increases: CommentRentIncreaseRow[] }> {
  const records = await db
    .selectFrom('marker_comments as c')
    .innerJoin('comment_rents as r', 'r.comment_id', 'c.id')
    .selectAll('r')
    .select(['c.user_id', 'c.unit_id', 'c.created_at'])
    .where('c.building_id', '=', buildingId)
    .where('c.status', '=', 'published')
    .orderBy('c.created_at', 'desc')
    .execute();
  if (records.length === 0) return { records, increases: [] };
  return { records, increases: await findIncreases(db, records) };
}
