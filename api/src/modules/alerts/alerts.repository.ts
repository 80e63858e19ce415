import type { ExpressionBuilder, Kysely, Transaction } from 'kysely';
import { isPostgres } from '../../db/kysely';
import type { Database, MarkerCommentRow, WatchedAreaRow } from '../../db/types';
import type { ConditionCategory, NotificationChannel } from 'shared/contract';

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * What a message needs to know about the person it goes to (an area's owner, a comment's
 * author): their notification settings and where to reach them.
 */
export interface Recipient {
  user_id: string;
  email: string;
  email_verified: boolean | number;
  email_notifications: boolean | number;
  push_notifications: boolean | number;
  sms_notifications: boolean | number;
  phone_number: string | null;
  phone_verified_at: Date | string | null;
  has_push: boolean | number | string | bigint;
}

export type AreaWithOwner = WatchedAreaRow & Recipient;

const OWNER_COLUMNS = [
  'users.email',
  'users.email_verified',
  'users.email_notifications',
  'users.push_notifications',
  'users.sms_notifications',
  'users.phone_number',
  'users.phone_verified_at',
] as const;

/** Whether the user has a browser subscribed to push, as `has_push`. */
const hasPush = (eb: ExpressionBuilder<Database, 'users'>) =>
  eb
    .exists(
      eb
        .selectFrom('push_subscriptions')
        .select('push_subscriptions.id')
        .whereRef('push_subscriptions.user_id', '=', 'users.id'),
    )
    .as('has_push');

/** The author of a comment as a recipient, with the comment's address. */
export async function findCommentAuthor(
  db: Executor,
  commentId: string,
): Promise<(Recipient & { full_address: string }) | undefined> {
  return (await db
    .selectFrom('marker_comments')
    .innerJoin('users', 'users.id', 'marker_comments.user_id')
    .select(['marker_comments.user_id', 'marker_comments.full_address'])
    .select(OWNER_COLUMNS)
    .select(hasPush)
    .where('marker_comments.id', '=', commentId)
    .executeTakeFirst()) as (Recipient & { full_address: string }) | undefined;
}

/** What matching needs to know of a published comment. */
export type AlertComment = Pick<
  MarkerCommentRow,
  'id' | 'user_id' | 'lat' | 'lon' | 'location_type' | 'photo_urls' | 'status' | 'building_id'
> & {
  /** Its condition checklist has at least one item answered not met. */
  reports_not_met: boolean | number;
};

/**
 * The comment as matching reads it. Its checklist is saved in the comment's own transaction,
 * and the match job runs after that commits, so `reports_not_met` is never read too early.
 */
export async function findAlertComment(
  db: Executor,
  commentId: string,
): Promise<AlertComment | undefined> {
  return db
    .selectFrom('marker_comments')
    .select([
      'marker_comments.id',
      'marker_comments.user_id',
      'marker_comments.lat',
      'marker_comments.lon',
      'marker_comments.location_type',
      'marker_comments.photo_urls',
      'marker_comments.status',
      'marker_comments.building_id',
    ])
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('comment_condition_answers')
            .select('comment_condition_answers.item_id')
            .whereRef('comment_condition_answers.comment_id', '=', 'marker_comments.id')
            .where('comment_condition_answers.answer', '=', 'not-met'),
        )
        .as('reports_not_met'),
    )
    .where('marker_comments.id', '=', commentId)
    .executeTakeFirst();
}

function areasWithOwners(db: Executor) {
  return db
    .selectFrom('watched_areas')
    .innerJoin('users', 'users.id', 'watched_areas.user_id')
    .selectAll('watched_areas')
    .select(OWNER_COLUMNS)
    .select(hasPush);
}

/**
 * The active areas whose bounds hold the point, except those of `exceptUserId`: the
 * candidates the exact checks (matching.ts) run on. The latitude band is what
 * watched_areas_active_idx narrows by; the longitude is checked here too, so that areas far
 * away at the same latitude are never read. An area whose west is greater than its east
 * crosses the antimeridian: it holds the longitudes from west to 180 and from -180 to east.
 */
export async function findActiveAreasAt(
  db: Executor,
  { lat, lon }: { lat: number; lon: number },
  exceptUserId: string | null,
): Promise<AreaWithOwner[]> {
  return (await areasWithOwners(db)
    .where('watched_areas.paused', '=', 0)
    .where('watched_areas.south', '<=', lat)
    .where('watched_areas.north', '>=', lat)
    .where((eb) =>
      eb.or([
        eb.and([
          eb('watched_areas.west', '<=', eb.ref('watched_areas.east')),
          eb('watched_areas.west', '<=', lon),
          eb('watched_areas.east', '>=', lon),
        ]),
        eb.and([
          eb('watched_areas.west', '>', eb.ref('watched_areas.east')),
          eb.or([eb('watched_areas.west', '<=', lon), eb('watched_areas.east', '>=', lon)]),
        ]),
      ]),
    )
    .$if(exceptUserId !== null, (qb) => qb.where('watched_areas.user_id', '<>', exceptUserId!))
    .execute()) as AreaWithOwner[];
}

/**
 * The area and its owner, its row locked until the transaction ends (PostgreSQL; SQLite's
 * single writer serializes anyway): matching and a digest's last step on the same area take
 * turns, so a delivery added meanwhile is always seen by one of them.
 */
export async function lockAreaWithOwner(
  db: Executor,
  areaId: string,
): Promise<AreaWithOwner | undefined> {
  return (await areasWithOwners(db)
    .where('watched_areas.id', '=', areaId)
    .$if(isPostgres(db as Kysely<Database>), (qb) => qb.forUpdate('watched_areas'))
    .executeTakeFirst()) as AreaWithOwner | undefined;
}

/** Records that a comment is to be told to an area's owner by a channel: false if it already was. */
export async function insertDelivery(
  db: Executor,
  row: { areaId: string; commentId: string; channel: NotificationChannel; now: Date },
): Promise<boolean> {
  const result = await db
    .insertInto('alert_deliveries')
    .values({
      area_id: row.areaId,
      comment_id: row.commentId,
      channel: row.channel,
      created_at: row.now.toISOString(),
    })
    .onConflict((oc) => oc.columns(['area_id', 'comment_id', 'channel']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}

export type PendingDelivery = Pick<
  MarkerCommentRow,
  'id' | 'status' | 'comment' | 'location_type' | 'unit_number' | 'full_address' | 'created_at'
>;

/** The categories of these comments' checklist items answered not met, each once a comment. */
export async function findNotMetCategories(
  db: Executor,
  commentIds: string[],
): Promise<Array<{ comment_id: string; category: ConditionCategory }>> {
  if (commentIds.length === 0) return [];
  return db
    .selectFrom('comment_condition_answers')
    .select(['comment_id', 'category'])
    .distinct()
    .where('comment_id', 'in', commentIds)
    .where('answer', '=', 'not-met')
    .execute();
}

/**
 * An area's deliveries by a channel not sent yet whose comments are still published, oldest
 * first: at most `limit` (a digest reads what it carries and one more, never its whole
 * backlog), and only those of `commentIds` when given (the comments a digest claimed).
 */
export async function findUnsentDeliveries(
  db: Executor,
  {
    areaId,
    channel,
    limit,
    commentIds,
  }: { areaId: string; channel: NotificationChannel; limit: number; commentIds?: string[] },
): Promise<PendingDelivery[]> {
  if (commentIds?.length === 0) return [];
  return db
    .selectFrom('alert_deliveries')
    .innerJoin('marker_comments', 'marker_comments.id', 'alert_deliveries.comment_id')
    .select([
      'marker_comments.id',
      'marker_comments.status',
      'marker_comments.comment',
      'marker_comments.location_type',
      'marker_comments.unit_number',
      'marker_comments.full_address',
      'marker_comments.created_at',
    ])
    .where('alert_deliveries.area_id', '=', areaId)
    .where('alert_deliveries.channel', '=', channel)
    .where('alert_deliveries.sent_at', 'is', null)
    .where('marker_comments.status', '=', 'published')
    .$if(commentIds !== undefined, (qb) =>
      qb.where('alert_deliveries.comment_id', 'in', commentIds!),
    )
    .orderBy('alert_deliveries.created_at')
    .orderBy('marker_comments.id')
    .limit(limit)
    .execute();
}

/**
 * Forgets up to `limit` of an area's unsent deliveries by a channel that will never go: those
 * of comments no longer published, or all of them (`everyComment`: paused, channel turned
 * off). One bounded statement, whatever the backlog; resolves to how many went.
 */
export async function deleteUnsentDeliveries(
  db: Executor,
  {
    areaId,
    channel,
    everyComment,
    limit,
  }: { areaId: string; channel: NotificationChannel; everyComment: boolean; limit: number },
): Promise<number> {
  const result = await db
    .deleteFrom('alert_deliveries')
    .where('area_id', '=', areaId)
    .where('channel', '=', channel)
    .where('sent_at', 'is', null)
    .where('comment_id', 'in', (eb) =>
      eb
        .selectFrom('alert_deliveries as unsent')
        .innerJoin('marker_comments', 'marker_comments.id', 'unsent.comment_id')
        .select('unsent.comment_id')
        .where('unsent.area_id', '=', areaId)
        .where('unsent.channel', '=', channel)
        .where('unsent.sent_at', 'is', null)
        .$if(!everyComment, (qb) => qb.where('marker_comments.status', '<>', 'published'))
        .limit(limit),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function findDelivery(
  db: Executor,
  key: { areaId: string; commentId: string; channel: NotificationChannel },
) {
  return db
    .selectFrom('alert_deliveries')
    .selectAll()
    .where('area_id', '=', key.areaId)
    .where('comment_id', '=', key.commentId)
    .where('channel', '=', key.channel)
    .executeTakeFirst();
}

/**
 * The deliveries of these comments to an area by a channel that have not gone yet: a sent one
 * is history, kept until the purge, and neither dropped nor sent again.
 */
function unsentOf(
  eb: ExpressionBuilder<Database, 'alert_deliveries'>,
  areaId: string,
  channel: NotificationChannel,
  commentIds: string[],
) {
  return eb.and([
    eb('area_id', '=', areaId),
    eb('channel', '=', channel),
    eb('comment_id', 'in', commentIds),
    eb('sent_at', 'is', null),
  ]);
}

/** Forgets deliveries that will never go (the comment hidden, the channel turned off). */
export async function deleteDeliveries(
  db: Executor,
  areaId: string,
  channel: NotificationChannel,
  commentIds: string[],
): Promise<void> {
  if (commentIds.length === 0) return;
  await db
    .deleteFrom('alert_deliveries')
    .where((eb) => unsentOf(eb, areaId, channel, commentIds))
    .execute();
}

export async function markDeliveriesSent(
  db: Executor,
  areaId: string,
  channel: NotificationChannel,
  commentIds: string[],
  at: Date,
): Promise<void> {
  if (commentIds.length === 0) return;
  await db
    .updateTable('alert_deliveries')
    .set({ sent_at: at.toISOString() })
    .where((eb) => unsentOf(eb, areaId, channel, commentIds))
    .execute();
}

/**
 * Deletes up to `limit` deliveries sent before `before`; resolves to how many went. Unsent
 * ones (still to go in a digest) are never touched.
 */
export async function deleteSentDeliveries(
  db: Executor,
  { before, limit }: { before: Date; limit: number },
): Promise<number> {
  const at = before.toISOString();
  // Found by the partial alert_deliveries_sent_idx, never a whole-table read.
  const result = await db
    .deleteFrom('alert_deliveries')
    .where('sent_at', '<', at)
    .where((eb) =>
      eb(
        eb.refTuple('area_id', 'comment_id', 'channel'),
        'in',
        eb
          .selectFrom('alert_deliveries as sent')
          .select(['sent.area_id', 'sent.comment_id', 'sent.channel'])
          .where('sent.sent_at', '<', at)
          .limit(limit)
          .$asTuple('area_id', 'comment_id', 'channel'),
      ),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

const SENT_AT = { email: 'email_sent_at', sms: 'sms_sent_at' } as const;
export type DigestChannel = keyof typeof SENT_AT;

/**
 * Takes the area's next digest slot of a channel: sets its sent time to `now` only if the
 * last one went at least `intervalMs` ago (or never). False: the slot is not free yet.
 */
export async function claimDigestSlot(
  db: Executor,
  {
    areaId,
    channel,
    now,
    intervalMs,
  }: {
    areaId: string;
    channel: DigestChannel;
    now: Date;
    intervalMs: number;
  },
): Promise<boolean> {
  const column = SENT_AT[channel];
  const freeSince = new Date(now.getTime() - intervalMs).toISOString();
  const result = await db
    .updateTable('watched_areas')
    .set({ [column]: now.toISOString() })
    .where('id', '=', areaId)
    .where((eb) => eb.or([eb(column, 'is', null), eb(column, '<=', freeSince)]))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export function sentAtOf(area: WatchedAreaRow, channel: DigestChannel): Date | string | null {
  return area[SENT_AT[channel]];
}

export async function findAreaByUnsubscribeToken(
  db: Executor,
  token: string,
): Promise<Pick<WatchedAreaRow, 'id' | 'name' | 'email_alerts'> | undefined> {
  return db
    .selectFrom('watched_areas')
    .select(['id', 'name', 'email_alerts'])
    .where('unsubscribe_token', '=', token)
    .executeTakeFirst();
}

/** Turns an area's alert emails off; resolves to the area's id and name, if the token is one. */
export async function disableEmailAlertsByToken(
  db: Executor,
  token: string,
  now: Date,
): Promise<Pick<WatchedAreaRow, 'id' | 'name'> | undefined> {
  return db
    .updateTable('watched_areas')
    .set({ email_alerts: 0, updated_at: now.toISOString() })
    .where('unsubscribe_token', '=', token)
    .returning(['id', 'name'])
    .executeTakeFirst();
}
