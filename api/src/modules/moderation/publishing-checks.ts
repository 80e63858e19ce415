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
import type { MarkerCommentRow } from '../../db/types';
import { BadRequestError, ConflictError } from '../../errors';
import type { PublishingChecks, PublishingDecision } from '../markers/comment-hooks';
import { enforceQuota, HOUR_MS, quotaOf } from '../users/publishing-quota';
import { concernsMessage, findConcerns } from './gentle-check';
import { findReusedPhotos } from './photo-matches';
import { metresBetween } from '../geo/distance';
import { boxAroundMetres } from '../geo/nearest';
import {
  findCommentsAtPlace,
  findCommentTimesSince,
  findPhotoHashes,
  insertHoldLogEntry,
} from './publishing-checks.repository';

// The checks before a comment is published, in one place for the create and the edit path:
// quotas and duplicates refuse it, personal information without the author's confirmation
// refuses it, confirmed personal information or a reused photo holds it for a moderator.
// Markers asks for them through publishingChecks (comment-hooks.ts); module-wiring.ts
// provides MODERATION_PUBLISHING_CHECKS.

/** Comments per hour and per day (MODERATION_LIMITS.quotas): 429 QUOTA_EXCEEDED when used up. */
export async function assertCommentQuota(db: Db, userId: string, now = Date.now()): Promise<void> {
  const { quota, isNew } = await quotaOf(db, userId, now);
  const times = (since: string, limit: number) =>
    findCommentTimesSince(db, { userId, since, limit });
  await enforceQuota(times, {
    limit: quota.commentsPerHour,
    windowMs: HOUR_MS,
    what: 'comments',
    per: 'an hour',
    isNew,
    now,
  });
  await enforceQuota(times, {
    limit: quota.commentsPerDay,
    windowMs: 24 * HOUR_MS,
    what: 'comments',
    per: 'a day',
    isNew,
    now,
  });
}

/**
 * Personal information (the privacy check) or a person named, threatened or abused (the
 * gentle check): 400 PERSONAL_INFORMATION, saying what was found, unless the author confirmed;
 * confirmed, the comment is held for a moderator.
 */
function checkPrivacy(text: string, confirmed: boolean | undefined): HoldReason[] {
  const kinds = personalInformationKinds(findPersonalInformation(text));
  const concerns = findConcerns(text);
  if (kinds.length === 0 && concerns.length === 0) return [];
  if (!confirmed) {
    const message =
      concerns.length === 0
        ? personalInformationMessage(kinds)
        : [
            concernsMessage(concerns),
            kinds.length > 0 ? personalInformationMessage(kinds) : CONFIRM_TO_PUBLISH,
          ].join(' ');
    throw new BadRequestError(message, 'PERSONAL_INFORMATION');
  }
  const reasons: HoldReason[] = [];
  if (kinds.length > 0) reasons.push('personal-information');
  if (concerns.includes('person-name')) reasons.push('person-name');
  if (concerns.includes('threat') || concerns.includes('abuse')) reasons.push('threat-or-abuse');
  return reasons;
}

const CONFIRM_TO_PUBLISH =
  'Change it, or confirm to publish anyway: the comment then waits for a moderator before it ' +
  'appears on the map.';

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

export const MODERATION_PUBLISHING_CHECKS: PublishingChecks = {
  checkNewComment,
  checkCommentEdit,
  recordHold,
};
