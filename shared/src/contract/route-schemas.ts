/**
 * The request and answer schemas of every route in ROUTES, under the same name: `params`,
 * `query` and `body` as the API validates them, and `data`, the schema of the `data` of the
 * `{ success: true, data }` answer. A route with no `data` answers another media type (a
 * page, a feed, an image, a file), which the API documents itself.
 *
 * Kept apart from the route table only because TypeBox must stay out of the browser's
 * bundle: the browser imports the types of this table, never its values.
 */
import { Type, type TSchema } from 'typebox';
import {
  AuthResultSchema,
  ChangePasswordBody,
  CheckEmailQuery,
  CheckUsernameQuery,
  EmailBody,
  ExistsSchema,
  GoogleBody,
  LoginBody,
  LogoutBody,
  MessageSchema,
  RefreshBody,
  RegisterBody,
  RegisterResult,
  ResetPasswordBody,
  UpdateUserBody,
  UserSchema,
  VerifyEmailBody,
  VerifyEmailResult,
} from './accounts';
import { DeleteAccountBody, DeletedAccountSchema } from './account-data';
import { OneClickBody, UnsubscribedSchema, UnsubscribeQuery } from './alerts';
import {
  BuildingParams,
  BuildingSchema,
  NearbyBuildingsQuery,
  NearbyBuildingsSchema,
} from './buildings';
import { MarkerClustersQuery, MarkerClustersSchema } from './clusters';
import {
  ConditionListQuery,
  ConditionListSchema,
  OwnChecklistSchema,
  RepairAnswerBody,
  RepairParams,
} from './conditions';
import {
  PlaceMergeBody,
  PlaceMergeParams,
  PlaceMergeSchema,
  PlaceMergesSchema,
  PlaceSplitBody,
  UnplacedCommentsPageSchema,
  UnplacedCommentsQuery,
} from './place-merges';
import { PublicationChangeBody } from './publication';
import { AreaFeedParams, CommentsFeedQuery, OpenDataQuery } from './feeds';
import {
  CoordinatesQuery,
  GeoPlaceSchema,
  GeoSearchAnswerSchema,
  GeoSearchQuery,
  LocationModelSchema,
} from './geo';
import {
  ListMarkerCommentsQuery,
  MarkerCommentParams,
  MarkerCommentsPageSchema,
  MarkerLikeFields,
  NewCommentBody,
  SavedMarkerCommentSchema,
} from './markers';
import {
  AppointModeratorBody,
  ModerationCaseSchema,
  ModerationDecisionBody,
  ModerationLogEntrySchema,
  ModerationLogPageSchema,
  ModerationQueuePageSchema,
  ModerationQueueQuery,
  ReportBody,
  ReportReceiptSchema,
  SamePlaceCommentsSchema,
  SamePlaceQuery,
} from './moderation';
import {
  EditCommentBody,
  MyCommentsPageSchema,
  MyCommentsQuery,
  OwnCommentSchema,
} from './own-comments';
import {
  FiledNoticeSchema,
  NoticeAnswerBody,
  NoticeBody,
  NoticeParams,
  OwnNoticeSchema,
} from './comment-notices';
import { SetPhoneBody, VerifyPhoneBody } from './phone';
import {
  DeletedPhotoSchema,
  DeletePhotoBody,
  PhotoFileParams,
  PhotoSignatureQuery,
  UploadedPhotoSchema,
} from './photos';
import {
  PushPublicKeySchema,
  PushSubscriptionBody,
  PushSubscriptionResultSchema,
  RemovePushSubscriptionBody,
  ReplacePushSubscriptionBody,
} from './push';
import type { RouteName } from './values/routes';
import { SettingsSchema, UpdateSettingsBody } from './settings';
import { StaticMapQuery } from './static-map';
import { ClientConfigSchema, HealthStatusSchema } from './system';
import {
  NewWatchedAreaBody,
  UpdateWatchedAreaBody,
  WatchedAreaListSchema,
  WatchedAreaParams,
  WatchedAreaSchema,
} from './watched-areas';

export interface RouteSchemas {
  params?: TSchema;
  query?: TSchema;
  body?: TSchema;
  /** The `data` of the `{ success: true, data }` answer. */
  data?: TSchema;
  /** The whole answer, for the one route whose success says more than `data`. */
  answer?: TSchema;
}

const NOTHING = Type.Null();

export const ROUTE_SCHEMAS = {
  health: { data: HealthStatusSchema },
  clientConfig: { data: ClientConfigSchema },

  listMarkerComments: { query: ListMarkerCommentsQuery, data: MarkerCommentsPageSchema },
  markerComment: { params: MarkerCommentParams, data: SavedMarkerCommentSchema },
  markerClusters: { query: MarkerClustersQuery, data: MarkerClustersSchema },
  createMarker: { body: NewCommentBody, data: SavedMarkerCommentSchema },
  likeMarkerComment: { params: MarkerCommentParams, data: MarkerLikeFields },
  unlikeMarkerComment: { params: MarkerCommentParams, data: MarkerLikeFields },
  updateMarkerComment: {
    params: MarkerCommentParams,
    body: EditCommentBody,
    data: OwnCommentSchema,
  },
  deleteMarkerComment: { params: MarkerCommentParams, data: NOTHING },
  changeCommentPublication: {
    params: MarkerCommentParams,
    body: PublicationChangeBody,
    data: SavedMarkerCommentSchema,
  },
  myComments: { query: MyCommentsQuery, data: MyCommentsPageSchema },

  reportMarkerComment: { params: MarkerCommentParams, body: ReportBody, data: ReportReceiptSchema },
  requestCommentReview: { params: MarkerCommentParams, data: SavedMarkerCommentSchema },
  fileCommentNotice: { params: MarkerCommentParams, body: NoticeBody, data: FiledNoticeSchema },
  answerRepairFollowUp: { params: RepairParams, body: RepairAnswerBody, data: OwnChecklistSchema },
  downloadMoveInKit: { params: MarkerCommentParams },
  answerCommentNotice: { params: NoticeParams, body: NoticeAnswerBody, data: OwnNoticeSchema },
  samePlaceComments: { query: SamePlaceQuery, data: SamePlaceCommentsSchema },
  building: { params: BuildingParams, data: BuildingSchema },
  nearbyBuildings: { query: NearbyBuildingsQuery, data: NearbyBuildingsSchema },
  conditionList: { query: ConditionListQuery, data: ConditionListSchema },
  moderationQueue: { query: ModerationQueueQuery, data: ModerationQueuePageSchema },
  moderationCase: { params: MarkerCommentParams, data: ModerationCaseSchema },
  moderateComment: {
    params: MarkerCommentParams,
    body: ModerationDecisionBody,
    data: ModerationCaseSchema,
  },
  moderationLog: { query: ModerationQueueQuery, data: ModerationLogPageSchema },
  unplacedComments: { query: UnplacedCommentsQuery, data: UnplacedCommentsPageSchema },
  buildingMerges: { params: BuildingParams, data: PlaceMergesSchema },
  mergeBuilding: { params: BuildingParams, body: PlaceMergeBody, data: PlaceMergeSchema },
  mergeUnit: { params: PlaceMergeParams, body: PlaceMergeBody, data: PlaceMergeSchema },
  splitPlaceMerge: { params: PlaceMergeParams, body: PlaceSplitBody, data: PlaceMergeSchema },
  appointModerator: { body: AppointModeratorBody, data: ModerationLogEntrySchema },

  uploadPhoto: { data: UploadedPhotoSchema },
  deletePhoto: { body: DeletePhotoBody, data: DeletedPhotoSchema },
  photoFile: { params: PhotoFileParams, query: PhotoSignatureQuery },

  register: { body: RegisterBody, data: RegisterResult },
  checkEmail: { query: CheckEmailQuery, data: ExistsSchema },
  checkUsername: { query: CheckUsernameQuery, data: ExistsSchema },
  verifyEmail: { body: VerifyEmailBody, data: VerifyEmailResult },
  resendVerification: { body: EmailBody, data: MessageSchema },
  login: { body: LoginBody, data: AuthResultSchema },
  refreshToken: { body: RefreshBody, data: AuthResultSchema },
  logout: { body: LogoutBody, data: NOTHING },
  logoutAll: { data: NOTHING },
  forgotPassword: { body: EmailBody, data: MessageSchema },
  resetPassword: { body: ResetPasswordBody, data: MessageSchema },
  googleLogin: { body: GoogleBody, data: AuthResultSchema },

  currentUser: { data: UserSchema },
  updateCurrentUser: { body: UpdateUserBody, data: UserSchema },
  currentUserSettings: { data: SettingsSchema },
  updateCurrentUserSettings: { body: UpdateSettingsBody, data: SettingsSchema },
  changePassword: { body: ChangePasswordBody, data: AuthResultSchema },
  exportCurrentUser: {},
  deleteCurrentUser: { body: DeleteAccountBody, data: DeletedAccountSchema },

  searchPlaces: { query: GeoSearchQuery, answer: GeoSearchAnswerSchema },
  reversePlace: { query: CoordinatesQuery, data: GeoPlaceSchema },
  reverseLocation: { query: CoordinatesQuery, data: LocationModelSchema },

  staticMap: { query: StaticMapQuery },

  watchedAreas: { data: WatchedAreaListSchema },
  createWatchedArea: { body: NewWatchedAreaBody, data: WatchedAreaSchema },
  updateWatchedArea: {
    params: WatchedAreaParams,
    body: UpdateWatchedAreaBody,
    data: WatchedAreaSchema,
  },
  deleteWatchedArea: { params: WatchedAreaParams, data: NOTHING },
  alertUnsubscribe: { query: UnsubscribeQuery, body: OneClickBody, data: UnsubscribedSchema },
  alertUnsubscribePage: { query: UnsubscribeQuery },

  commentsFeed: { query: CommentsFeedQuery },
  areaFeed: { params: AreaFeedParams },
  openDataComments: { query: OpenDataQuery },

  pushPublicKey: { data: PushPublicKeySchema },
  addPushSubscription: { body: PushSubscriptionBody, data: PushSubscriptionResultSchema },
  removePushSubscription: {
    body: RemovePushSubscriptionBody,
    data: PushSubscriptionResultSchema,
  },
  replacePushSubscription: {
    body: ReplacePushSubscriptionBody,
    data: PushSubscriptionResultSchema,
  },

  setPhone: { body: SetPhoneBody, data: UserSchema },
  verifyPhone: { body: VerifyPhoneBody, data: UserSchema },
  removePhone: { data: UserSchema },
} as const satisfies { [Name in RouteName]: RouteSchemas };

export type RouteSchemaTable = typeof ROUTE_SCHEMAS;
