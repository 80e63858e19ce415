import { strToU8, zipSync, type Zippable, type ZipOptions } from 'fflate';
import { MOVE_IN_KIT } from 'shared/contract';
import type { Db } from '../../db/kysely';
import { toIsoTimestamp } from '../../db/timestamps';
import type { PhotoRow } from '../../db/types';
import type { ObjectStorage } from '../../plugins/storage/object-storage';
import { listById, presentList } from '../conditions/condition-lists';
import { findPhotosByNames } from '../photos/photos.repository';
import { exportedCommentOf } from './comments-export';
import {
  kitPhotoFile,
  moveInKitReadme,
  moveInKitRecord,
  type KitComment,
  type KitPhoto,
  type MoveInKit,
} from './move-in-kit';
import { conditionReport } from './move-in-kit.pdf';
import { ownCommentToRead } from './own-comment';

export interface MoveInKitDeps {
  db: Db;
  storage: ObjectStorage;
  log: { warn(object: object, message: string): void };
}

const NOT_YOURS = 'Only the person who wrote a comment can download its move-in kit.';

async function storedBytes(storage: ObjectStorage, name: string): Promise<Buffer | null> {
  const stored = await storage.get(name);
  if (!stored) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stored.body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/**
 * The comment's photos in its own order, each with its stored bytes and the checklist items
 * it shows. A file missing from storage is logged and listed with no file, as in the export.
 */
async function kitPhotos(deps: MoveInKitDeps, comment: KitComment): Promise<KitPhoto[]> {
  const rows = new Map<string, PhotoRow>(
    (await findPhotosByNames(deps.db, comment.photos))
      .filter((row) => row.marker_comment_id === comment.id)
      .map((row) => [row.name, row]),
  );
  const answers = comment.checklist?.answers ?? [];
  const photos: KitPhoto[] = [];
  for (const name of comment.photos) {
    const row = rows.get(name);
    if (!row) continue;
    const number = photos.length + 1;
    const uploadedAt = toIsoTimestamp(row.created_at);
    const body = await storedBytes(deps.storage, name);
    if (!body) deps.log.warn({ file: name }, 'A photo file for a move-in kit is missing');
    photos.push({
      number,
      body,
      record: {
        name,
        file: body ? kitPhotoFile(number, uploadedAt, row.content_type) : null,
        uploadedAt,
        contentType: row.content_type,
        bytes: body ? body.length : Number(row.bytes),
        width: Number(row.width),
        height: Number(row.height),
        shows: answers.filter((answer) => answer.photo === name).map((answer) => answer.item),
      },
    });
  }
  return photos;
}

/**
 * Everything a move-in kit holds, for the comment's author only (404 for no such comment,
 * 403 for another person's, whatever its status: a comment waiting to be published is the
 * one a tenant moving in most needs it for).
 */
export async function collectMoveInKit(
  deps: MoveInKitDeps,
  userId: string,
  id: string,
  now: Date = new Date(),
): Promise<MoveInKit> {
  const row = await ownCommentToRead(deps.db, userId, id, NOT_YOURS);
  const comment = await exportedCommentOf(deps.db, row, userId);
  const list = comment.checklist ? listById(comment.checklist.list) : undefined;
  return {
    madeAt: now,
    comment,
    list: list ? presentList(list) : null,
    photos: await kitPhotos(deps, comment),
  };
}

/**
 * The kit as one ZIP: README.txt, condition-report.pdf, record.json and the photos. Built in
 * memory rather than streamed as the account export is: a comment has at most a few photos,
 * and the PDF needs all of their bytes before its last page, so a failure still answers in
 * the error shape instead of cutting a download short. The PDF and the photos are stored
 * (they do not compress); the text is deflated.
 */
export async function moveInKitArchive(kit: MoveInKit): Promise<Buffer> {
  const record = moveInKitRecord(kit);
  const stored: ZipOptions = { level: 0 };
  const text = (value: string): [Uint8Array, ZipOptions] => [strToU8(value), { level: 6 }];
  const files: Zippable = {
    [MOVE_IN_KIT.readmeFile]: text(moveInKitReadme(kit)),
    [MOVE_IN_KIT.reportFile]: [await conditionReport(kit), stored],
    [MOVE_IN_KIT.recordFile]: text(`${JSON.stringify(record, null, 2)}\n`),
  };
  for (const photo of kit.photos) {
    if (photo.body && photo.record.file) files[photo.record.file] = [photo.body, stored];
  }
  return Buffer.from(zipSync(files, { mtime: kit.madeAt }));
}
