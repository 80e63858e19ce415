import type {
  EditCommentPayload,
  MyCommentsPage,
  MyCommentsParams,
  OwnChecklist,
  OwnComment,
  RepairAnswerPayload,
  RepairParamsValue,
} from 'shared/contract';
import type { Db } from '../../db/kysely';
import { nowTimestamp, toIsoTimestamp } from '../../db/timestamps';
import type { MarkerCommentRow } from '../../db/types';
import { ValidationError } from '../../errors';
import { placeUnitOfBuilding } from '../buildings/building-placement';
import { checkChecklistAnswers } from '../conditions/checklists.service';
import { checkRent } from '../conditions/rents.service';
import { answerRepair } from '../conditions/repairs';
import { forgetAnswerPhotos, replaceRecord } from '../conditions/renter-record';
import { attachPhotos } from '../photos/photos.repository';
import { removeFiles, type PhotosDeps } from '../photos/photos.service';
import { heldColumns, publishingChecks } from './comment-hooks';
import { fieldColumns } from './comment-fields';
import {
  authorsVersions,
  normalizePhotoUrls,
  presentComment,
  presentComments,
} from './comment-view';
import { noteEditOnOpenNotices } from './comment-notices.repository';
import { ownComment } from './own-comment';
import { withOwnNotices } from './own-notices';
import { exactColumnsOf, type ExactColumns } from './publication';
import { keepWithheldDetails, publicColumnsOf } from './publication.service';
import { checkPhotos, decodeCursor, encodeCursor } from './markers.service';
import {
  countCommentsOfUser,
  deleteComment,
  deletePhotosOfComment,
  findCommentsOfUser,
  updateComment,
} from './own-comments.repository';

export type OwnCommentsDeps = Pick<PhotosDeps, 'db' | 'storage' | 'log'>;

/**
 * The signed-in user's comments, newest first, paged by cursor like the public list, each
 * with the notices filed on it.
 */
export async function listMyComments(
  db: Db,
  userId: string,
  { size, cursor }: MyCommentsParams,
): Promise<MyCommentsPage> {
  const after = cursor === undefined ? undefined : decodeCursor(cursor, 'newest');
  const rows = await findCommentsOfUser(db, userId, {
    limit: size + 1,
    after: after && { createdAt: String(after.key), id: after.id },
  });
  const content = rows.slice(0, size);
  const last = content.at(-1);
  return {
    content: await withOwnNotices(db, await presentComments(db, content, userId)),
    totalElements: await countCommentsOfUser(db, userId),
    nextCursor:
      rows.length > size && last
        ? encodeCursor({ sort: 'newest', key: toIsoTimestamp(last.created_at), id: last.id })
        : null,
  };
}

const storedNames = (row: MarkerCommentRow): string[] =>
  JSON.parse(normalizePhotoUrls(row.photo_urls)) as string[];

/**
 * The author changes their comment's fields or photos; the place stays. New photos
 * pass the same checks as on create (the user's own, unused uploads); photos left out of the
 * list are deleted, rows in the transaction and files after it; a checklist or rent record
 * sent replaces the old one, checked as on create before anything is written. `updated_at`
 * moves on, and the open notices on it note the edit for the moderator who decides on them.
 */
export async function editOwnComment(
  deps: OwnCommentsDeps,
  userId: string,
  id: string,
  payload: EditCommentPayload,
): Promise<OwnComment> {
  const { row, removedFiles } = await deps.db.transaction().execute(async (trx) => {
    const checks = publishingChecks.get();
    const current = await ownComment(trx, userId, id);
    const now = new Date();
    const photoNames = payload.photoUrls ?? storedNames(current);
    if (payload.checklist) checkChecklistAnswers(payload.checklist, photoNames, now);
    if (payload.rent) checkRent(payload.rent, now);
    const decision = await checks.checkCommentEdit(trx, current, payload);
    let removedFiles: string[] = [];
    let photoUrls: string | undefined;
    if (payload.photoUrls) {
      const before = storedNames(current);
      const added = payload.photoUrls.filter((name) => !before.includes(name));
      const removed = before.filter((name) => !payload.photoUrls!.includes(name));
      await checkPhotos(trx, userId, added);
      const attached = await attachPhotos(trx, { names: added, userId, markerCommentId: id });
      if (attached !== added.length) {
        throw new ValidationError('One of the photos is already used by another comment.');
      }
      const gone = await deletePhotosOfComment(trx, id, removed);
      removedFiles = gone.flatMap((photo) => [photo.name, photo.thumbnail_name]);
      photoUrls = JSON.stringify(payload.photoUrls);
    }
    // A coarse comment's row holds its public version: the author's edit is to the exact one.
    const [exact] = await authorsVersions(trx, [current], userId);
    const fields = fieldColumns(payload);
    const edited: ExactColumns = {
      ...exactColumnsOf(exact!),
      ...(fields.unit_number !== undefined && { unit_number: fields.unit_number }),
      ...(payload.unitNumber !== undefined && {
        unit_id: await placeUnitOfBuilding(trx, current.building_id, payload.unitNumber),
      }),
      updated_at: laterThan(exact!.created_at),
    };
    const coarse = payload.coarse ?? Boolean(current.coarse);
    const place = { coarse, buildingId: current.building_id };
    const row = await updateComment(trx, id, {
      ...fields,
      ...(await publicColumnsOf(trx, edited, place)),
      ...(photoUrls !== undefined && { photo_urls: photoUrls }),
      ...heldColumns(decision, current),
    });
    await keepWithheldDetails(trx, id, edited, coarse);
    if (payload.checklist === undefined && payload.photoUrls) {
      await forgetAnswerPhotos(trx, id, payload.photoUrls);
    }
    await replaceRecord(trx, id, payload, {
      buildingId: current.building_id,
      region: current.region,
      postcode: current.postcode,
    });
    await checks.recordHold(trx, row, decision, current.status);
    await noteEditOnOpenNotices(trx, id, nowTimestamp());
    return { row, removedFiles };
  });
  await removeFiles(deps, removedFiles);
  const [own] = await withOwnNotices(deps.db, [await presentComment(deps.db, row, userId)]);
  return own!;
}

/**
 * The author answers "Was it fixed?" for an item of their comment's checklist: 404 or 403 as
 * for an edit, then the answer's own checks. Answers the checklist as its author sees it.
 */
export async function answerOwnRepair(
  db: Db,
  userId: string,
  { id, item }: RepairParamsValue,
  answer: RepairAnswerPayload,
): Promise<OwnChecklist> {
  return db.transaction().execute(async (trx) => {
    await ownComment(trx, userId, id);
    return answerRepair(trx, id, item, answer, new Date());
  });
}

/** Now, or a millisecond after creation if the clock reads no later: an edit always shows. */
function laterThan(createdAt: MarkerCommentRow['created_at']): string {
  const now = nowTimestamp();
  const created = toIsoTimestamp(createdAt);
  return now > created ? now : new Date(Date.parse(created) + 1).toISOString();
}

/** The author deletes their comment and its photos (rows with it, files after it). */
export async function deleteOwnComment(
  deps: OwnCommentsDeps,
  userId: string,
  id: string,
): Promise<void> {
  const files = await deps.db.transaction().execute(async (trx) => {
    await ownComment(trx, userId, id);
    const photos = await deletePhotosOfComment(trx, id);
    await deleteComment(trx, id);
    return photos.flatMap((photo) => [photo.name, photo.thumbnail_name]);
  });
  await removeFiles(deps, files);
}
