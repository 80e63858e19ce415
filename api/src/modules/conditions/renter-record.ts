import type { ChecklistPayload, RentPayload } from 'shared/contract';
import type { Db } from '../../db/kysely';
import type { StateWords } from '../geo/australian-states';
import { deleteChecklist, findBuildingState } from './checklists.repository';
export { forgetAnswerPhotos } from './checklists.repository';
import { saveChecklist } from './checklists.service';
import { hasOpenRepair, repairsReported } from './repairs';
import { writeRecordFilters } from './record-filters.repository';
import { findStillNotFixed, keepStillNotFixed } from './repairs.repository';
import { deleteRent } from './rents.repository';
import { saveRent } from './rents.service';

/** A comment's place as its renter's record reads it: its building, else its own address. */
export interface RecordPlace {
  buildingId: string | null;
  region: string;
  postcode: string;
}

/** A comment's checklist and rent record, each left out (kept), null (removed) or given. */
export interface RenterRecord {
  checklist?: ChecklistPayload | null;
  rent?: RentPayload | null;
}

/** Its building's address when the comment is in one, else the comment's own. */
async function addressOf(db: Db, place: RecordPlace): Promise<StateWords> {
  const building = place.buildingId ? await findBuildingState(db, place.buildingId) : undefined;
  return building ?? { state: place.region, postcode: place.postcode };
}

/** Saves the parts given, reading the place's state once for both. */
async function saveParts(
  db: Db,
  commentId: string,
  { checklist, rent }: RenterRecord,
  place: RecordPlace,
): Promise<void> {
  const where = await addressOf(db, place);
  if (checklist) await saveChecklist(db, commentId, checklist, where);
  if (rent) await saveRent(db, commentId, rent, where);
  if (checklist && hasOpenRepair(checklist)) await repairsReported.run(db, commentId);
}

/**
 * Saves the parts of a comment's record that are given, in the comment's transaction, and
 * what the map's filters read of them.
 */
export async function saveRecord(
  db: Db,
  commentId: string,
  record: RenterRecord,
  place: RecordPlace,
): Promise<void> {
  if (!record.checklist && !record.rent) return;
  await saveParts(db, commentId, record, place);
  await writeRecordFilters(db, commentId);
}

/**
 * The author replaces each part sent (null removes it), in the edit's transaction. An item
 * still not met and not fixed keeps the day its author last said it was still not fixed.
 */
export async function replaceRecord(
  db: Db,
  commentId: string,
  record: RenterRecord,
  place: RecordPlace,
): Promise<void> {
  const stillNotFixed = record.checklist ? await findStillNotFixed(db, commentId) : [];
  if (record.checklist !== undefined) await deleteChecklist(db, commentId);
  if (record.rent !== undefined) await deleteRent(db, commentId);
  if (record.checklist || record.rent) await saveParts(db, commentId, record, place);
  for (const answer of stillNotFixed) await keepStillNotFixed(db, commentId, answer);
  if (record.checklist !== undefined || record.rent !== undefined) {
    await writeRecordFilters(db, commentId);
  }
}
