import {
  findPersonalInformation,
  MODERATION_LIMITS,
  personalInformationKinds,
  personalInformationMessage,
  type EditCommentPayload,
  type HoldReason,
  type NewCommentPayload,
} from 'shared/contract';
import type { Db } from '../../db/kysely';
import { toIsoTimestamp } from '../../db/timestamps';
import type { MarkerCommentRow } from '../../db/types';
import { BadRequestError, ConflictError, QuotaExceededError } from '../../errors';
import { findReusedPhotos } from './photo-matches';
import { boxAroundMetres, metresBetween } from './place-distance';
import {
  findAccountCreatedAt,
  findCommentsAtPlace,
  findPublishingTimesSince,
  findPhotoHashes,
  insertHoldLogEntry,
  insertPhotoUpload,
} from './publishing-checks.repository';

/**
 * The checks before a comment is published (issue 15), in one place for the create and the
 * edit path: quotas and duplicates refuse it, personal information without the author's
 * confirmation refuses it, confirmed personal information or a reused photo holds it for a
 * moderator. What they decide is the status the comment is saved with.
 */
export interface PublishingDecision {
  holdReasons: HoldReason[];
}

const HOUR_MS = 3_600_000;

type Quota = (typeof MODERATION_LIMITS.quotas)[keyof typeof MODERATION_LIMITS.quotas];

/** The account's quotas: lower in its first MODERATION_LIMITS.newAccountHours. */
async function quotaOf(
  db: Db,
  userId: string,
  now: number,
): Promise<{ quota: Quota; isNew: boolean }> {
  const createdAt = await findAccountCreatedAt(db, userId);
  const isNew =
    createdAt !== undefined &&
    now - Date.parse(toIsoTimestamp(createdAt)) < MODERATION_LIMITS.newAccountHours * HOUR_MS;
  return { quota: MODERATION_LIMITS.quotas[isNew ? 'newAccount' : 'established'], isNew };
}

function describeWait(seconds: number): string {
  if (seconds < 90) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 90) return `${minutes} minutes`;
  return `${Math.ceil(minutes / 60)} hours`;
}

/**
 * Refuses when `limit` things were already done in the last `windowMs`: the newest `limit`
 * times say so, and the oldest of them when a slot frees again.
 */
async function enforce(
  readTimes: (since: string, limit: number) => Promise<Array<Date | string>>,
  {
    limit,
    windowMs,
    what,
    per,
    isNew,
    now,
  }: {
    limit: number;
    windowMs: number;
    what: string;
    per: string;
    isNew: boolean;
    now: number;
  },
): Promise<void> {
  const times = await readTimes(new Date(now - windowMs).toISOString(), limit);
  if (times.length < limit) return;
  const oldest = Date.parse(toIsoTimestamp(times[times.length - 1]!));
  const retryAfterSeconds = Math.max(1, Math.ceil((oldest + windowMs - now) / 1000));
  throw new QuotaExceededError(
    `You can publish at most ${limit} ${what} ${per}` +
      `${isNew ? ` in your account's first ${MODERATION_LIMITS.newAccountHours} hours` : ''}. ` +
      `Please try again in ${describeWait(retryAfterSeconds)}.`,
    retryAfterSeconds,
  );
}

/** Comments per hour and per day (MODERATION_LIMITS.quotas): 429 QUOTA_EXCEEDED when used up. */
export async function assertCommentQuota(db: Db, userId: string, now = Date.now()): Promise<void> {
  const { quota, isNew } = await quotaOf(db, userId, now);
  const times = (since: string, limit: number) =>
    findPublishingTimesSince(db, 'marker_comments', { userId, since, limit });
  await enforce(times, {
    limit: quota.commentsPerHour,
    windowMs: HOUR_MS,
    what: 'comments',
    per: 'an hour',
    isNew,
    now,
  });
  await enforce(times, {
    limit: quota.commentsPerDay,
    windowMs: 24 * HOUR_MS,
    what: 'comments',
    per: 'a day',
    isNew,
    now,
  });
}

const PHOTO_QUOTA_WINDOW_MS = 24 * HOUR_MS;

/**
 * Photos uploaded per day (MODERATION_LIMITS.quotas): every upload counts, also one deleted
 * again before any comment used it (recordPhotoUpload), or delete-and-upload would be a way
 * around the quota.
 */
export async function assertPhotoQuota(db: Db, userId: string, now = Date.now()): Promise<void> {
  const { quota, isNew } = await quotaOf(db, userId, now);
  await enforce(
    (since, limit) => findPublishingTimesSince(db, 'photo_uploads', { userId, since, limit }),
    {
      limit: quota.photosPerDay,
      windowMs: PHOTO_QUOTA_WINDOW_MS,
      what: 'photos',
      per: 'a day',
      isNew,
      now,
    },
  );
}

/** Counts an accepted upload towards the photo quota. */
export async function recordPhotoUpload(db: Db, userId: string, now = Date.now()): Promise<void> {
  await insertPhotoUpload(db, {
    userId,
    createdAt: new Date(now).toISOString(),
    forgetBefore: new Date(now - PHOTO_QUOTA_WINDOW_MS).toISOString(),
  });
}

/** 400 PERSONAL_INFORMATION unless confirmed; confirmed, the comment is held. */
function checkPrivacy(text: string, confirmed: boolean | undefined): HoldReason[] {
  const kinds = personalInformationKinds(findPersonalInformation(text));
  if (kinds.length === 0) return [];
  if (!confirmed)
    throw new BadRequestError(personalInformationMessage(kinds), 'PERSONAL_INFORMATION');
  return ['personal-information'];
}

/** Case, accents, punctuation and spacing do not make a text another one. */
export function normaliseText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Edits (insert, delete, replace) from a to b, in O(|a|·|b|) time and O(|b|) memory. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * Near-identical: equal once normalised, or differing in at most a tenth of the longer text's
 * characters (a typo fixed, a word added) — "rent went up again" twice is a duplicate,
 * a second comment with news is not.
 */
export const NEAR_IDENTICAL_SHARE = 0.1;

export function isNearIdentical(a: string, b: string): boolean {
  const [x, y] = [normaliseText(a), normaliseText(b)];
  if (x === y) return true;
  const longer = Math.max(x.length, y.length);
  if (Math.abs(x.length - y.length) > longer * NEAR_IDENTICAL_SHARE) return false;
  return editDistance(x, y) <= longer * NEAR_IDENTICAL_SHARE;
}

interface Place {
  lat: number;
  lon: number;
  fullAddress: string;
  unitNumber: string;
}

/**
 * The comments at the same place: the same address and unit, or within
 * MODERATION_LIMITS.samePlaceRadiusMetres.
 */
export async function commentsAtPlace(
  db: Db,
  place: Place,
  options: { userId?: string; publishedOnly: boolean; limit: number },
): Promise<MarkerCommentRow[]> {
  const radius = MODERATION_LIMITS.samePlaceRadiusMetres;
  const fullAddress = place.fullAddress.trim();
  const unitNumber = place.unitNumber.trim();
  // The box read may hold corners beyond the radius: read a few more, keep the close ones.
  const rows = await findCommentsAtPlace(
    db,
    { fullAddress, unitNumber, box: boxAroundMetres(place, radius) },
    { ...options, limit: options.limit * 2 },
  );
  return rows
    .filter(
      (row) =>
        (fullAddress !== '' &&
          row.full_address === fullAddress &&
          row.unit_number === unitNumber) ||
        metresBetween(place, row) <= radius,
    )
    .slice(0, options.limit);
}

/** How many of the author's comments at a place a duplicate is looked for among. */
const DUPLICATE_CANDIDATES = 50;

async function assertNotDuplicate(
  db: Db,
  userId: string,
  place: Place,
  text: string,
): Promise<void> {
  const own = await commentsAtPlace(db, place, {
    userId,
    publishedOnly: false,
    limit: DUPLICATE_CANDIDATES,
  });
  if (own.some((row) => isNearIdentical(row.comment, text))) {
    throw new ConflictError(
      'You already posted this comment at this place. Edit that comment instead of posting it again.',
      'DUPLICATE_COMMENT',
    );
  }
}

async function checkPhotos(
  db: Db,
  userId: string,
  place: { lat: number; lon: number },
  names: string[],
  exceptCommentId?: string,
): Promise<HoldReason[]> {
  const photos = await findPhotoHashes(db, names);
  const reused = await findReusedPhotos(db, { authorId: userId, place, photos, exceptCommentId });
  return reused.length > 0 ? ['reused-photo'] : [];
}

/** Every check on a new comment, before it is saved; throws what refuses it. */
export async function checkNewComment(
  db: Db,
  userId: string,
  payload: NewCommentPayload,
): Promise<PublishingDecision> {
  await assertCommentQuota(db, userId);
  const personal = checkPrivacy(payload.comment, payload.confirmPersonalInformation);
  const place = {
    lat: payload.coordinates.lat,
    lon: payload.coordinates.lon,
    fullAddress: payload.fullAddress,
    unitNumber: payload.unitNumber,
  };
  await assertNotDuplicate(db, userId, place, payload.comment);
  const photos = await checkPhotos(db, userId, place, payload.photoUrls ?? []);
  return { holdReasons: [...personal, ...photos] };
}

/**
 * The checks on an edit: new text with personal information (refused unless confirmed) and
 * added photos that are reused hold the comment; what it already had was checked before.
 */
export async function checkCommentEdit(
  db: Db,
  current: MarkerCommentRow,
  payload: EditCommentPayload,
): Promise<PublishingDecision> {
  const personal =
    payload.comment !== undefined && payload.comment.trim() !== current.comment
      ? checkPrivacy(payload.comment, payload.confirmPersonalInformation)
      : [];
  const before = new Set<string>(JSON.parse(current.photo_urls || '[]') as string[]);
  const added = (payload.photoUrls ?? []).filter((name) => !before.has(name));
  const photos = await checkPhotos(db, current.user_id ?? '', current, added, current.id);
  return { holdReasons: [...personal, ...photos] };
}

/**
 * The columns a decision writes: a held comment's status and reasons. A hidden comment stays
 * hidden (its moderator decides), a held one keeps its earlier reasons too.
 */
export function heldColumns(
  decision: PublishingDecision,
  current?: Pick<MarkerCommentRow, 'status' | 'hold_reasons'>,
): { status: 'held'; hold_reasons: string } | Record<string, never> {
  if (decision.holdReasons.length === 0 || current?.status === 'hidden') return {};
  const earlier =
    current?.status === 'held' ? (JSON.parse(current.hold_reasons || '[]') as HoldReason[]) : [];
  return {
    status: 'held',
    hold_reasons: JSON.stringify([...new Set([...earlier, ...decision.holdReasons])]),
  };
}

/**
 * After a save that held the comment: the audit log's 'hold' line, once per hold (`before`
 * is the status before an edit; none for a new comment).
 */
export async function recordHold(
  db: Db,
  row: Pick<MarkerCommentRow, 'id' | 'user_id' | 'status'>,
  decision: PublishingDecision,
  before?: MarkerCommentRow['status'],
): Promise<void> {
  if (decision.holdReasons.length === 0 || row.status !== 'held' || before === 'held') return;
  await insertHoldLogEntry(db, {
    commentId: row.id,
    authorId: row.user_id ?? '',
    reasons: decision.holdReasons.join(', '),
    fromStatus: before ?? null,
  });
}
