import type { Db } from '../../db/kysely';
import { NotFoundError } from '../../errors';
import { disableEmailAlertsByToken, findAreaByUnsubscribeToken } from './alerts.repository';

export const UNKNOWN_UNSUBSCRIBE_LINK =
  'This unsubscribe link is not valid: its watched area may have been deleted.';

export interface UnsubscribeResult {
  areaName: string;
  emailAlerts: boolean;
}

/** The area an unsubscribe link is for, without changing anything (the GET page). */
export async function describeUnsubscribeLink(db: Db, token: string): Promise<UnsubscribeResult> {
  const area = await findAreaByUnsubscribeToken(db, token);
  if (!area) throw new NotFoundError(UNKNOWN_UNSUBSCRIBE_LINK);
  return { areaName: area.name, emailAlerts: Boolean(area.email_alerts) };
}

/** The one-click unsubscribe: the area's alert emails off (again is fine), 404 for no area. */
export async function unsubscribe(
  db: Db,
  token: string,
  now = new Date(),
): Promise<UnsubscribeResult> {
  const area = await disableEmailAlertsByToken(db, token, now);
  if (!area) throw new NotFoundError(UNKNOWN_UNSUBSCRIBE_LINK);
  return { areaName: area.name, emailAlerts: false };
}
