import { boundsContain, type NotificationChannel } from 'shared/contract';
import type { Db } from '../../db/kysely';
import type { WatchedAreaRow } from '../../db/types';
import { metresBetween } from '../geo/distance';
import { allowedChannels, type NonSecurityMessage } from '../users/notification-channels';
import {
  findActiveAreasAt,
  type AlertComment,
  type AreaWithOwner,
  type Recipient,
} from './alerts.repository';

function hasPhotos(comment: AlertComment): boolean {
  try {
    const names = JSON.parse(comment.photo_urls || '[]') as unknown;
    return Array.isArray(names) && names.length > 0;
  } catch {
    return false;
  }
}

function typesOf(area: Pick<WatchedAreaRow, 'types'>): string[] {
  try {
    const types = JSON.parse(area.types || '[]') as unknown;
    return Array.isArray(types) ? types.filter((t): t is string => typeof t === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Whether the comment falls in the area: inside its bounds (across the antimeridian too),
 * within the radius of a radius area (great-circle), in the building of a building area, of
 * one of its types (none listed: any), with photos when it asks for them and reporting
 * something not met when it asks for that. Paused areas and the author's own are left out by
 * `findMatchingAreas`.
 */
export function areaMatches(
  area: Pick<
    WatchedAreaRow,
    | 'west'
    | 'south'
    | 'east'
    | 'north'
    | 'center_lat'
    | 'center_lon'
    | 'radius_m'
    | 'types'
    | 'photos'
    | 'not_met'
    | 'building_id'
  >,
  comment: AlertComment,
): boolean {
  if (!boundsContain(area, comment.lat, comment.lon)) return false;
  // A building area hears of its building's comments only.
  if (area.building_id !== null && comment.building_id !== area.building_id) return false;
  if (area.radius_m !== null && area.center_lat !== null && area.center_lon !== null) {
    const metres = metresBetween(
      { lat: area.center_lat, lon: area.center_lon },
      { lat: comment.lat, lon: comment.lon },
    );
    if (metres > area.radius_m) return false;
  }
  const types = typesOf(area);
  if (types.length > 0 && !types.includes(comment.location_type)) return false;
  if (Boolean(area.photos) && !hasPhotos(comment)) return false;
  if (Boolean(area.not_met) && !comment.reports_not_met) return false;
  return true;
}

/**
 * The areas a published comment is to be told to: active, not its author's, containing it.
 * SQL narrows to the areas whose bounds hold it (findActiveAreasAt); the exact checks (the
 * radius, the filters) run here, the same code for both databases.
 */
export async function findMatchingAreas(db: Db, comment: AlertComment): Promise<AreaWithOwner[]> {
  if (comment.status !== 'published') return [];
  const candidates = await findActiveAreasAt(
    db,
    { lat: comment.lat, lon: comment.lon },
    comment.user_id,
  );
  return candidates.filter((area) => !area.paused && areaMatches(area, comment));
}

/**
 * The channels a message of this kind reaches the recipient by: those their settings allow,
 * email only to a verified address, push only with a subscribed browser, SMS only to a
 * verified number.
 */
export function reachableChannels(
  recipient: Recipient,
  kind: NonSecurityMessage,
): NotificationChannel[] {
  const settings = {
    emailNotifications: Boolean(recipient.email_notifications),
    pushNotifications: Boolean(recipient.push_notifications),
    smsNotifications: Boolean(recipient.sms_notifications),
  };
  return allowedChannels(settings, kind).filter((channel) => {
    if (channel === 'email') return Boolean(recipient.email_verified);
    if (channel === 'push') return Boolean(Number(recipient.has_push));
    return recipient.phone_number !== null && recipient.phone_verified_at !== null;
  });
}

/** The channels the owner is told by about this area: email only while its emails are on. */
export function channelsFor(area: AreaWithOwner): NotificationChannel[] {
  return reachableChannels(area, 'area-alert').filter(
    (channel) => channel !== 'email' || Boolean(area.email_alerts),
  );
}
