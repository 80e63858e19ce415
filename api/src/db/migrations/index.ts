import type { Migration } from 'kysely/migration';
import * as createUsers from './20251121130000_create_users';
import * as createMarkerComments from './20251121130100_create_marker_comments';
import * as createPhotos from './20261121140000_create_photos';
import * as createGeocoderCache from './20261121141000_create_geocoder_cache';
import * as createAccountTokens from './20261121150000_create_account_tokens';
import * as addUsersSessionsRevokedAt from './20261123190000_add_users_sessions_revoked_at';
import * as createMarkerCells from './20261124090000_create_marker_cells';
import * as addMarkerCellFacets from './20261125090000_add_marker_cell_facets';
import * as addUserPreferences from './20261126090000_add_user_preferences';
import * as createMarkerLikes from './20261126090100_create_marker_likes';
import * as addMarkerCommentsUserTimeIndex from './20261126110000_add_marker_comments_user_time_index';
import * as addCommentModeration from './20261127090000_add_comment_moderation';
import * as addPhotoHashes from './20261127091000_add_photo_hashes';
import * as createPhotoUploads from './20261127092000_create_photo_uploads';
import * as createWatchedAreasAndAlerts from './20261128090000_create_watched_areas_and_alerts';
import * as addAlertPurgeIndexes from './20261129090000_add_alert_purge_indexes';
import * as addRefreshTokensRevokedFamilyIndex from './20261130090000_add_refresh_tokens_revoked_family_index';
import * as createBuildingsAndUnits from './20261201090000_create_buildings_and_units';
import * as addCommentPublication from './20261202090000_add_comment_publication';
import * as createPlaceMerges from './20261203090000_create_place_merges';
import * as addWatchedAreaBuilding from './20261204090000_add_watched_area_building';
import * as addBuildingGnafPid from './20261205090000_add_building_gnaf_pid';
import * as createCommentNotices from './20261205100000_create_comment_notices';
import * as addMarkerCommentsViewIndexes from './20261205110000_add_marker_comments_view_indexes';
import * as createCommentChecklists from './20261205120000_create_comment_checklists';
import * as createCommentRents from './20261205220000_create_comment_rents';
import * as addAnswerNotFixedOn from './20261206040000_add_answer_not_fixed_on';
import * as createRecordCells from './20261206080000_create_record_cells';
import * as addWatchedAreaNotMet from './20261206090000_add_watched_area_not_met';

/**
 * Every migration, by name. Listed in code rather than read from the folder so the same
 * list works from src (jest) and from dist (node); Kysely runs them in name order.
 */
export const migrations: Record<string, Migration> = {
  '20251121130000_create_users': createUsers,
  '20251121130100_create_marker_comments': createMarkerComments,
  '20261121140000_create_photos': createPhotos,
  '20261121141000_create_geocoder_cache': createGeocoderCache,
  '20261121150000_create_account_tokens': createAccountTokens,
  '20261123190000_add_users_sessions_revoked_at': addUsersSessionsRevokedAt,
  '20261124090000_create_marker_cells': createMarkerCells,
  '20261125090000_add_marker_cell_facets': addMarkerCellFacets,
  '20261126090000_add_user_preferences': addUserPreferences,
  '20261126090100_create_marker_likes': createMarkerLikes,
  '20261126110000_add_marker_comments_user_time_index': addMarkerCommentsUserTimeIndex,
  '20261127090000_add_comment_moderation': addCommentModeration,
  '20261127091000_add_photo_hashes': addPhotoHashes,
  '20261127092000_create_photo_uploads': createPhotoUploads,
  '20261128090000_create_watched_areas_and_alerts': createWatchedAreasAndAlerts,
  '20261129090000_add_alert_purge_indexes': addAlertPurgeIndexes,
  '20261130090000_add_refresh_tokens_revoked_family_index': addRefreshTokensRevokedFamilyIndex,
  '20261201090000_create_buildings_and_units': createBuildingsAndUnits,
  '20261202090000_add_comment_publication': addCommentPublication,
  '20261203090000_create_place_merges': createPlaceMerges,
  '20261204090000_add_watched_area_building': addWatchedAreaBuilding,
  '20261205090000_add_building_gnaf_pid': addBuildingGnafPid,
  '20261205100000_create_comment_notices': createCommentNotices,
  '20261205110000_add_marker_comments_view_indexes': addMarkerCommentsViewIndexes,
  '20261205120000_create_comment_checklists': createCommentChecklists,
  '20261205220000_create_comment_rents': createCommentRents,
  '20261206040000_add_answer_not_fixed_on': addAnswerNotFixedOn,
  '20261206080000_create_record_cells': createRecordCells,
  '20261206090000_add_watched_area_not_met': addWatchedAreaNotMet,
};
