import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/kysely';
import { AppError } from '../../errors';
import { placeComment, type Placement } from './building-placement';

/** The migration that made buildings: when a start applies it, the comments before it are placed. */
export const BUILDINGS_MIGRATION = '20261201090000_create_buildings_and_units';

/** Comments placed per transaction. */
const BATCH_SIZE = 500;

export interface EarlierCommentsResult {
  placed: number;
  /** Comments whose address names no house number: they keep no building. */
  unplaced: number;
}

/**
 * Places every comment that has no building yet with the rules new comments follow
 * (placeComment), in id order, a batch per transaction. A unit that names another street
 * number ("2/17" at number 15) is not refused here, as it is from an author: the comment
 * joins the building as a whole, with its words kept. Comments whose address names no house
 * number stay unplaced. Safe to run again: a placed comment is never read twice.
 */
export async function placeEarlierComments(db: Db): Promise<EarlierCommentsResult> {
  const result: EarlierCommentsResult = { placed: 0, unplaced: 0 };
  let after = '';
  for (;;) {
    const rows = await db
      .selectFrom('marker_comments')
      .select(['id', 'lat', 'lon', 'full_address', 'city', 'region', 'postcode', 'unit_number'])
      .where('building_id', 'is', null)
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH_SIZE)
      .execute();
    if (rows.length === 0) return result;
    after = rows.at(-1)!.id;
    await db.transaction().execute(async (trx) => {
      for (const row of rows) {
        const place = {
          lat: row.lat,
          lon: row.lon,
          fullAddress: row.full_address,
          city: row.city,
          region: row.region,
          postcode: row.postcode,
          unitNumber: row.unit_number,
        };
        const placement = await placeComment(trx, place).catch((error: unknown) =>
          isUnitElsewhere(error) ? placeComment(trx, { ...place, unitNumber: '' }) : reject(error),
        );
        if (placement.buildingId === null) {
          result.unplaced += 1;
          continue;
        }
        await placeRow(trx, row.id, placement);
        result.placed += 1;
      }
    });
  }
}

const isUnitElsewhere = (error: unknown) =>
  error instanceof AppError && error.code === 'UNIT_NOT_AT_ADDRESS';

const reject = (error: unknown): never => {
  throw error;
};

async function placeRow(db: Db, id: string, placement: Placement): Promise<void> {
  await db
    .updateTable('marker_comments')
    .set({ building_id: placement.buildingId, unit_id: placement.unitId })
    .where('id', '=', id)
    .execute();
}

/**
 * On the start that applies BUILDINGS_MIGRATION, the comments saved before it are placed
 * before the API serves: every answer then carries their building.
 */
async function earlierComments(app: FastifyInstance): Promise<void> {
  if (!app.migrationsApplied.includes(BUILDINGS_MIGRATION)) return;
  const result = await placeEarlierComments(app.db);
  app.log.info(result, 'Earlier comments placed in buildings');
}

export const earlierCommentsPlugin = fp(earlierComments, {
  name: 'earlier-comments',
  dependencies: ['database'],
});
