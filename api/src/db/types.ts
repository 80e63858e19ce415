import type { ColumnType, Insertable, Selectable } from 'kysely';
import type {
  AgreementType,
  ConditionAnswerValue,
  ConditionCategory,
  CommentFieldColumns,
  CommentStatus,
  MapSource,
  ModerationLogAction,
  NoticeReason,
  NoticeRole,
  NoticeStatus,
  NotificationChannel,
  PlaceMergeKind,
  ReportReason,
  WatchedAreaKind,
} from 'shared/contract';

/**
 * Timestamps are written as ISO-8601 strings. PostgreSQL (timestamptz) reads them back as
 * Date, SQLite (text) as the same string: use `toIsoTimestamp` when reading.
 */
export type Timestamp = ColumnType<Date | string, string, string>;

/** Booleans are written as 0/1 (better-sqlite3 cannot bind true/false); read with Boolean(). */
export type BooleanColumn = ColumnType<boolean | number, number | undefined, number>;

/** A column the database fills when an insert leaves it out. */
type WithDefault<T> = ColumnType<T, T | undefined, T>;

export interface UsersTable {
  id: string;
  email: string;
  password_hash: WithDefault<string | null>;
  first_name: WithDefault<string | null>;
  last_name: WithDefault<string | null>;
  username: WithDefault<string | null>;
  email_verified: BooleanColumn;
  google_subject: WithDefault<string | null>;
  /** Access tokens issued before this are refused (every session ended). */
  sessions_revoked_at: WithDefault<Date | string | null>;
  budget_range: WithDefault<string | null>;
  room_type: WithDefault<string | null>;
  profile_visibility: WithDefault<string>;
  location_sharing: WithDefault<string>;
  email_notifications: ColumnType<boolean | number, number | undefined, number>;
  push_notifications: ColumnType<boolean | number, number | undefined, number>;
  sms_notifications: ColumnType<boolean | number, number | undefined, number>;
  /** May read the moderation queue, decide on comments and appoint other moderators. */
  is_moderator: ColumnType<boolean | number, number | undefined, number>;
  /** For SMS alerts (E.164); alerts go only once `phone_verified_at` is set. */
  phone_number: WithDefault<string | null>;
  phone_verified_at: WithDefault<Date | string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/**
 * The columns of the comment's own fields, from their table in the contract: a required
 * field's must be written, an optional one's is null unless given.
 */
type CommentFieldTableColumns = {
  [C in keyof CommentFieldColumns]: null extends CommentFieldColumns[C]
    ? WithDefault<CommentFieldColumns[C]>
    : CommentFieldColumns[C];
};

export interface MarkerCommentsTable extends CommentFieldTableColumns {
  id: string;
  user_id: WithDefault<string | null>;
  lat: number;
  lon: number;
  full_address: WithDefault<string>;
  region: WithDefault<string>;
  city: WithDefault<string>;
  country: WithDefault<string>;
  postcode: WithDefault<string>;
  map_source: MapSource;
  /** JSON-encoded list of stored photo file names. */
  photo_urls: WithDefault<string>;
  /** Kept by the marker_likes triggers. */
  like_count: WithDefault<number>;
  /** Only 'published' comments are read by anyone but their author and moderators. */
  status: WithDefault<CommentStatus>;
  /** JSON-encoded list of HOLD_REASONS: why it was held before publishing. */
  hold_reasons: WithDefault<string>;
  /** The moderator's reason for the last hide or restore. */
  moderation_reason: WithDefault<string | null>;
  /** When the author asked for a review of the hiding (once); null when not asked. */
  review_requested_at: WithDefault<Date | string | null>;
  /** The building it is about; null while it is not placed (an address with no house number). */
  building_id: WithDefault<string | null>;
  /** The unit of that building it is about; null for the building as a whole. */
  unit_id: WithDefault<string | null>;
  /** When a scheduled comment is published; null: not by a date. */
  publish_at: WithDefault<Date | string | null>;
  /** A scheduled comment waits for its author to say they moved out. */
  awaits_move_out: BooleanColumn;
  /** The public columns hold the coarse version; comment_withheld_details the exact one. */
  coarse: BooleanColumn;
  /**
   * Its renter's record as the map's filters read it (record-filters.repository.ts): its
   * checklist reports mould or damp; says the heating meets the standard; its latest rent's
   * $10 band in $50 steps (band ≤ 5 × step), null without a rent.
   */
  mould_reported: BooleanColumn;
  heating_met: BooleanColumn;
  rent_step: WithDefault<number | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** What a coarse comment's public version withholds: for its author and moderators only. */
export interface CommentWithheldDetailsTable {
  comment_id: string;
  lat: number;
  lon: number;
  full_address: string;
  unit_number: string;
  unit_id: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A moderator's merge of two buildings, or of two units of one building. */
export interface PlaceMergesTable {
  id: string;
  kind: PlaceMergeKind;
  from_id: string;
  into_id: string;
  /** The building whose history lists it: the one that stays (for units, theirs). */
  building_id: string;
  /** JSON: what the merge moved, for a split to put back (building-merges.ts). */
  moved: string;
  comment_count: number;
  reason: string;
  actor_name: string;
  created_at: Timestamp;
  split_at: WithDefault<Date | string | null>;
}

/** A building: one street address at one position. */
export interface BuildingsTable {
  id: string;
  /** buildingAddressKey of its address: "15 king street". */
  address_key: string;
  street_number: string;
  street: string;
  suburb: WithDefault<string>;
  state: WithDefault<string>;
  postcode: WithDefault<string>;
  full_address: string;
  lat: number;
  lon: number;
  /** The building a moderator merged this one into; null for a building in its own right. */
  merged_into: WithDefault<string | null>;
  /** The G-NAF persistent identifier of its street address; unique where set. */
  gnaf_pid: WithDefault<string | null>;
  /** The OpenStreetMap object the geocoder found with its street address: "way/4336745". */
  osm_object: WithDefault<string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A unit of a building, one per building and unit key. */
export interface UnitsTable {
  id: string;
  building_id: string;
  /** parseUnitDesignator's key: "2", "2A", "G2". */
  unit_key: string;
  merged_into: WithDefault<string | null>;
  created_at: Timestamp;
}

/** A reader's report of a comment: one per reader and comment, open until a decision. */
export interface CommentReportsTable {
  id: string;
  comment_id: string;
  reporter_id: string;
  reason: ReportReason;
  details: WithDefault<string | null>;
  created_at: Timestamp;
  resolved_at: WithDefault<Date | string | null>;
}

/**
 * A landlord's, agent's or owner's notice on a comment: open until a moderator decides on
 * the comment; one open per account and comment.
 */
export interface CommentNoticesTable {
  id: string;
  comment_id: string;
  filer_id: string;
  role: NoticeRole;
  reason: NoticeReason;
  quote: string;
  /** The quote lowercased, its spacing collapsed: how quotes are compared. */
  quote_key: string;
  explanation: string;
  status: WithDefault<NoticeStatus>;
  created_at: Timestamp;
  /** The comment author's answer, once. */
  answer: WithDefault<string | null>;
  answered_at: WithDefault<Date | string | null>;
  /** The author's last edit of the comment while the notice was open. */
  edited_at: WithDefault<Date | string | null>;
  decided_at: WithDefault<Date | string | null>;
}

/** A comment's condition checklist: the list it was answered against, the winter measurements. */
export interface CommentChecklistsTable {
  comment_id: string;
  list_id: string;
  coldest_room_celsius: number | null;
  indoor_humidity_percent: number | null;
}

/** One answered item of a comment's checklist. */
export interface CommentConditionAnswersTable {
  comment_id: string;
  item_id: string;
  category: ConditionCategory;
  answer: ConditionAnswerValue;
  photo: string | null;
  /** YYYY-MM-DD. */
  told_on: string | null;
  fixed_after_days: number | null;
  /** YYYY-MM-DD: the last day its author said it was still not fixed ("Was it fixed?"). */
  not_fixed_on: string | null;
}

/** A comment's rent record (months as YYYY-MM). */
export interface CommentRentsTable {
  comment_id: string;
  /** The state or territory whose rules its hints name; null when the place names none. */
  state: string | null;
  weekly_rent: number;
  moved_in: string;
  moved_out: string | null;
  bond: number | null;
  agreement: AgreementType | null;
}

/** One rise in a comment's rent. */
export interface CommentRentIncreasesTable {
  comment_id: string;
  /** YYYY-MM-DD: the day the new rent began. */
  on_day: string;
  new_rent: number;
  notice_days: number | null;
  in_writing: ColumnType<boolean | number | null, number | null, number | null>;
}

/**
 * The moderation audit log: appended to, never updated or deleted. The comment and the
 * accounts are named by id (and the actor by name as it was), so a line outlives them.
 */
export interface ModerationLogTable {
  id: string;
  created_at: Timestamp;
  action: ModerationLogAction;
  /** null for the system (a hold, the make-moderator command) or an account since deleted. */
  actor_id: WithDefault<string | null>;
  actor_name: string;
  comment_id: WithDefault<string | null>;
  target_user_id: WithDefault<string | null>;
  reason: WithDefault<string | null>;
  from_status: WithDefault<CommentStatus | null>;
  to_status: WithDefault<CommentStatus | null>;
  /** The merge a merge or split line is about. */
  merge_id: WithDefault<string | null>;
}

/** One like: a user's, on a comment (the pair is the key). */
export interface MarkerLikesTable {
  comment_id: string;
  user_id: string;
  created_at: Timestamp;
}

/** Upstream geocoder answers (JSON) by request hash, until expires_at. */
export interface GeocoderCacheTable {
  key: string;
  body: string;
  created_at: Timestamp;
  expires_at: Timestamp;
}

export interface PhotosTable {
  id: string;
  /** The display-size file's storage key (what comments and the client call the photo). */
  name: string;
  thumbnail_name: string;
  user_id: string;
  /** The comment that uses this photo; null until one does. */
  marker_comment_id: WithDefault<string | null>;
  content_type: string;
  bytes: number;
  width: number;
  height: number;
  /** 64-bit perceptual hash, 16 hex digits (perceptual-hash.ts); null for older photos. */
  perceptual_hash: WithDefault<string | null>;
  /** The hash's four 16-bit bands, most significant first, for its lookup (perceptual-hash.ts). */
  hash_band0: WithDefault<number | null>;
  hash_band1: WithDefault<number | null>;
  hash_band2: WithDefault<number | null>;
  hash_band3: WithDefault<number | null>;
  created_at: Timestamp;
}

/** One row per photo uploaded in the last day, for the daily quota (kept after the photo goes). */
export interface PhotoUploadsTable {
  id: string;
  user_id: string;
  created_at: Timestamp;
}

/** One row per refresh token ever issued; the token itself is only known to its holder. */
export interface RefreshTokensTable {
  id: string;
  user_id: string;
  family_id: string;
  /** SHA-256 of the opaque token (base64url). */
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
  revoked_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
}

export type AccountCodePurpose = 'verify-email' | 'reset-password' | 'verify-phone';

/** Emailed 6-digit codes, as keyed hashes. */
export interface AccountCodesTable {
  id: string;
  user_id: string;
  purpose: AccountCodePurpose;
  code_hash: string;
  attempts: WithDefault<number>;
  created_at: Timestamp;
  expires_at: Timestamp;
  consumed_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
}

/**
 * Saved pins per cell of each zoom's cluster grid (shared/contract/clusters.ts), kept by
 * triggers on marker_comments: read only, never written by the API.
 */
export interface MarkerCellsTable {
  z: number;
  x: number;
  y: number;
  /** The pins' property type and photos: LOCATION_TYPES index × 2 + (has photos ? 1 : 0). */
  facet: number;
  count: number;
  sum_lat: number;
  sum_lon: number;
  min_lat: number;
  min_lon: number;
  max_lat: number;
  max_lon: number;
}

/**
 * The renter's record's own cluster grid (migration 20261206080000): marker_cells' cells,
 * counted per tag (1 mould reported, 2 heating met, 100 + rent step) as well as per facet.
 */
export interface RecordCellsTable extends MarkerCellsTable {
  tag: number;
}

/** A user's watched area (migration 20261128090000). */
export interface WatchedAreasTable {
  id: string;
  user_id: string;
  name: string;
  kind: WatchedAreaKind;
  /** The bounding box; west > east crosses the antimeridian. */
  west: number;
  south: number;
  east: number;
  north: number;
  /** A radius area's centre and metres; null for the other kinds. */
  center_lat: WithDefault<number | null>;
  center_lon: WithDefault<number | null>;
  radius_m: WithDefault<number | null>;
  /** A building area's building; null for the other kinds. */
  building_id: WithDefault<string | null>;
  /** JSON array of the property types kept; [] keeps all. */
  types: WithDefault<string>;
  photos: ColumnType<boolean | number, number | undefined, number>;
  /** Only comments reporting something not met (a checklist item answered not met). */
  not_met: BooleanColumn;
  paused: ColumnType<boolean | number, number | undefined, number>;
  /** Off once the owner used the email's one-click unsubscribe link. */
  email_alerts: ColumnType<boolean | number, number | undefined, number>;
  feed_token: string;
  unsubscribe_token: string;
  email_sent_at: WithDefault<Date | string | null>;
  sms_sent_at: WithDefault<Date | string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** The durable alert queue: see migration 20261128090000. */
export interface AlertJobsTable {
  id: string;
  kind: string;
  dedupe_key: string;
  /** JSON. */
  payload: string;
  run_at: Timestamp;
  attempts: WithDefault<number>;
  locked_until: WithDefault<Date | string | null>;
  locked_by: WithDefault<string | null>;
  last_error: WithDefault<string | null>;
  done_at: WithDefault<Date | string | null>;
  failed_at: WithDefault<Date | string | null>;
  created_at: Timestamp;
}

/** One row per (area, comment, channel) matched; `sent_at` once the alert carrying it went. */
export interface AlertDeliveriesTable {
  area_id: string;
  comment_id: string;
  channel: NotificationChannel;
  created_at: Timestamp;
  sent_at: WithDefault<Date | string | null>;
}

/** A browser's Web Push subscription. */
export interface PushSubscriptionsTable {
  id: string;
  user_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: Timestamp;
}

export interface Database {
  users: UsersTable;
  marker_comments: MarkerCommentsTable;
  place_merges: PlaceMergesTable;
  comment_withheld_details: CommentWithheldDetailsTable;
  buildings: BuildingsTable;
  units: UnitsTable;
  marker_cells: MarkerCellsTable;
  record_cells: RecordCellsTable;
  marker_likes: MarkerLikesTable;
  comment_reports: CommentReportsTable;
  comment_notices: CommentNoticesTable;
  comment_checklists: CommentChecklistsTable;
  comment_condition_answers: CommentConditionAnswersTable;
  comment_rents: CommentRentsTable;
  comment_rent_increases: CommentRentIncreasesTable;
  moderation_log: ModerationLogTable;
  refresh_tokens: RefreshTokensTable;
  account_codes: AccountCodesTable;
  photos: PhotosTable;
  photo_uploads: PhotoUploadsTable;
  geocoder_cache: GeocoderCacheTable;
  watched_areas: WatchedAreasTable;
  alert_jobs: AlertJobsTable;
  alert_deliveries: AlertDeliveriesTable;
  push_subscriptions: PushSubscriptionsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;
export type RefreshTokenRow = Selectable<RefreshTokensTable>;
export type AccountCodeRow = Selectable<AccountCodesTable>;
export type MarkerCommentRow = Selectable<MarkerCommentsTable>;
export type CommentWithheldDetailsRow = Selectable<CommentWithheldDetailsTable>;
export type NewMarkerCommentRow = Insertable<MarkerCommentsTable>;
export type BuildingRow = Selectable<BuildingsTable>;
export type PlaceMergeRow = Selectable<PlaceMergesTable>;
export type UnitRow = Selectable<UnitsTable>;
export type PhotoRow = Selectable<PhotosTable>;
export type NewPhotoRow = Insertable<PhotosTable>;
export type CommentReportRow = Selectable<CommentReportsTable>;
export type CommentNoticeRow = Selectable<CommentNoticesTable>;
export type CommentChecklistRow = Selectable<CommentChecklistsTable>;
export type CommentConditionAnswerRow = Selectable<CommentConditionAnswersTable>;
export type CommentRentRow = Selectable<CommentRentsTable>;
export type CommentRentIncreaseRow = Selectable<CommentRentIncreasesTable>;
export type NewCommentRentIncreaseRow = Insertable<CommentRentIncreasesTable>;
export type ModerationLogRow = Selectable<ModerationLogTable>;
export type NewModerationLogRow = Insertable<ModerationLogTable>;
export type GeocoderCacheRow = Selectable<GeocoderCacheTable>;
export type WatchedAreaRow = Selectable<WatchedAreasTable>;
export type AlertJobRow = Selectable<AlertJobsTable>;
export type PushSubscriptionRow = Selectable<PushSubscriptionsTable>;
