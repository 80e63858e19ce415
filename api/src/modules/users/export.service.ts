import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { strToU8, Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { ACCOUNT_EXPORT, type AccountExport } from 'shared/contract';
import type { Db } from '../../db/kysely';
import { toIsoTimestamp } from '../../db/timestamps';
import type { ObjectStorage } from '../../plugins/storage/object-storage';
import { exportedComments } from './account-data-hooks';
import {
  findLikesByUser,
  findNoticesFiledBy,
  findPhotosByUser,
  findSessionTokensByUser,
} from './account-data.repository';
import { toFiledNotice } from './filed-notice';
import { findUserById } from '../auth/users.repository';
import { signedInAccount } from '../auth/signed-in-account';

export interface ExportDeps {
  db: Db;
  storage: ObjectStorage;
  log: { warn(object: object, message: string): void };
}

type ExportData = Omit<AccountExport, 'photos'> & {
  photos: Array<Omit<AccountExport['photos'][number], 'file'>>;
};

/** The archive's name for a download made at `now`: rentmap-export-2026-11-24.zip. */
export function exportFileName(now: Date): string {
  return `${ACCOUNT_EXPORT.fileNamePrefix}-${now.toISOString().slice(0, 10)}.zip`;
}

/**
 * Everything the product holds about the account (APP 12): the account and its profile,
 * preferences and settings, its comments with every field, its likes, the notices it filed,
 * its photos and its sign-ins. Never a password hash, a token hash, a Google subject or another person's data.
 */
export async function collectAccountData(
  db: Db,
  userId: string,
  now: Date = new Date(),
): Promise<ExportData> {
  const user = signedInAccount(await findUserById(db, userId));
  const [comments, likes, notices, photos, tokens] = await Promise.all([
    exportedComments.get()(db, userId),
    findLikesByUser(db, userId),
    findNoticesFiledBy(db, userId),
    findPhotosByUser(db, userId),
    findSessionTokensByUser(db, userId),
  ]);

  const signIns = new Map<string, AccountExport['signIns'][number]>();
  for (const token of tokens) {
    const createdAt = toIsoTimestamp(token.created_at);
    const expiresAt = toIsoTimestamp(token.expires_at);
    const revokedAt = token.revoked_at === null ? null : toIsoTimestamp(token.revoked_at);
    const session = signIns.get(token.family_id);
    if (!session) {
      signIns.set(token.family_id, {
        startedAt: createdAt,
        lastRefreshedAt: createdAt,
        expiresAt,
        endedAt: revokedAt,
      });
      continue;
    }
    // Tokens come oldest first: each later one renews the same sign-in.
    session.lastRefreshedAt = createdAt;
    if (expiresAt > session.expiresAt) session.expiresAt = expiresAt;
    if (revokedAt !== null && (session.endedAt === null || revokedAt < session.endedAt)) {
      session.endedAt = revokedAt;
    }
  }

  return {
    formatVersion: ACCOUNT_EXPORT.formatVersion,
    exportedAt: now.toISOString(),
    account: {
      id: user.id,
      email: user.email,
      emailVerified: Boolean(user.email_verified),
      firstName: user.first_name,
      lastName: user.last_name,
      username: user.username,
      signInMethods: [
        ...(user.password_hash ? (['password'] as const) : []),
        ...(user.google_subject ? (['google'] as const) : []),
      ],
      phoneNumber: user.phone_number,
      phoneVerifiedAt:
        user.phone_verified_at === null ? null : toIsoTimestamp(user.phone_verified_at),
      createdAt: toIsoTimestamp(user.created_at),
      updatedAt: toIsoTimestamp(user.updated_at),
    },
    preferences: { budgetRange: user.budget_range, roomType: user.room_type },
    settings: {
      profileVisibility: user.profile_visibility,
      locationSharing: user.location_sharing,
      emailNotifications: Boolean(user.email_notifications),
      pushNotifications: Boolean(user.push_notifications),
      smsNotifications: Boolean(user.sms_notifications),
    },
    comments,
    likes: likes.map((like) => ({
      commentId: like.comment_id,
      likedAt: toIsoTimestamp(like.created_at),
    })),
    notices: notices.map(toFiledNotice),
    photos: photos.map((photo) => ({
      name: photo.name,
      commentId: photo.marker_comment_id,
      contentType: photo.content_type,
      bytes: Number(photo.bytes),
      width: Number(photo.width),
      height: Number(photo.height),
      uploadedAt: toIsoTimestamp(photo.created_at),
    })),
    signIns: [...signIns.values()],
  };
}

/** README.txt of the archive: what each file holds, for a person opening it. */
export const EXPORT_README = `RentMap: your data
==================

This archive holds everything RentMap keeps about your account, as of the date in
${ACCOUNT_EXPORT.dataFile} ("exportedAt").

${ACCOUNT_EXPORT.dataFile} (JSON, format version ${ACCOUNT_EXPORT.formatVersion}):
  account      your email address, whether it is verified, your names and username, how
               you sign in (password, Google), when the account was made and last changed
  preferences  the budget range and room type on your profile (null: not chosen)
  settings     profile visibility, location sharing, and email, push and SMS notifications
  comments     every comment you saved, with all its fields: place, address, unit,
               property type, text, photo file names, number of likes, created and
               modified dates; for one held for moderation or hidden by a moderator, its
               "moderation" (status, why it was held, the moderator's reason, whether you
               asked for a review)
  likes        the comments you like (their ids) and when you liked them
  notices      the notices you filed on other people's comments as a landlord, agent or
               owner: the comment (its id), your role, reason, the passage and your
               explanation, when, and where each stands (open, dismissed or upheld)
  photos       every photo you uploaded: its file name, where it is in this archive
               ("file"), the comment it belongs to (null: none yet), type, size, when
  signIns      each sign-in: when it started, when it was last renewed, when it ends at the
               latest and when it was ended (signed out, password changed); no IP
               addresses or devices are kept

${ACCOUNT_EXPORT.photosFolder}  your photos as RentMap stores and shows them (re-encoded JPEG, without
         the location and camera data the original files had; the originals are not kept).

Passwords are stored only as one-way hashes and sign-in tokens only as hashes; neither is
in this archive. Other people's comments, likes and accounts are not either.
`;

/**
 * The export as a ZIP stream: README.txt, each photo under photos/ read one at a time
 * through the storage driver (local disk or S3) and passed through uncompressed (JPEG does
 * not compress), then rentmap-export.json, which says which photo files made it in. Writes
 * wait while the client is slower than the storage, so no more than a chunk or two of a
 * photo is ever held in memory. A client that goes away stops the reading.
 */
export function exportArchive(deps: ExportDeps, data: ExportData): Readable {
  const output = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      output.destroy(error);
      return;
    }
    if (!output.destroyed) output.write(chunk);
    if (final) output.end();
  });
  const gone = () => output.destroyed || output.writableEnded;
  const drained = async () => {
    if (!output.writableNeedDrain) return;
    await Promise.race([once(output, 'drain'), once(output, 'close')]);
  };

  const addText = (name: string, text: string) => {
    const entry = new ZipDeflate(name, { level: 6 });
    zip.add(entry);
    entry.push(strToU8(text), true);
  };

  const write = async () => {
    addText(ACCOUNT_EXPORT.readmeFile, EXPORT_README);
    const photos: AccountExport['photos'] = [];
    for (const photo of data.photos) {
      if (gone()) return;
      const file = `${ACCOUNT_EXPORT.photosFolder}${photo.name}`;
      const stored = await deps.storage.get(photo.name);
      if (!stored) {
        deps.log.warn({ file: photo.name }, 'A photo file to export is missing from storage');
        photos.push({ ...photo, file: null });
        continue;
      }
      const entry = new ZipPassThrough(file);
      zip.add(entry);
      try {
        for await (const chunk of stored.body) {
          if (gone()) return;
          entry.push(chunk as Uint8Array);
          await drained();
        }
      } finally {
        stored.body.destroy();
      }
      if (gone()) return;
      entry.push(new Uint8Array(0), true);
      photos.push({ ...photo, file });
    }
    addText(ACCOUNT_EXPORT.dataFile, `${JSON.stringify({ ...data, photos }, null, 2)}\n`);
    zip.end();
  };
  write().catch((error: unknown) => output.destroy(error as Error));
  return output;
}
