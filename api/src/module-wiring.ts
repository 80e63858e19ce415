import type { AppConfig } from './config';
import { queueCommentPublished } from './modules/alerts/comment-published';
import { queueRepairFollowUp } from './modules/alerts/repair-follow-up';
import { repairsReported } from './modules/conditions/repairs';
import { commentPublished, publishingChecks } from './modules/markers/comment-hooks';
import { exportCommentsOf } from './modules/markers/comments-export';
import { MODERATION_PUBLISHING_CHECKS } from './modules/moderation/publishing-checks';
import { exportedComments } from './modules/users/account-data-hooks';
import { findWatchableBuilding } from './modules/buildings/buildings.service';
import { watchedBuilding } from './modules/watched-areas/watched-building';

/**
 * Attaches each module's part in what a lower module does (hooks.ts): a lower module never
 * imports a higher one, so the higher one is connected here. Each attachment replaces an
 * earlier one of the same name, so building several apps in one process connects each once.
 */
export function wireModules(config: AppConfig): void {
  // Moderation decides whether a comment is published or held.
  publishingChecks.provide(MODERATION_PUBLISHING_CHECKS);
  // A published comment is matched against the watched areas, queued in its transaction.
  commentPublished.on('alerts', queueCommentPublished);
  // Something reported not met is followed up: its author is asked "Was it fixed?" later.
  repairsReported.on('alerts', queueRepairFollowUp(config.alerts.repairFollowUpDays));
  // The account export lists the comments the markers module owns.
  exportedComments.provide(exportCommentsOf);
  // A building area is about a building the buildings module knows.
  watchedBuilding.provide(findWatchableBuilding);
}
