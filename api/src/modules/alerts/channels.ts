import type { App } from '../../http/app-instance';
import { sendPushToUser, type PushMessage } from '../push/push.sender';
import { sendAlertSms } from '../sms/sms.sender';

/**
 * The push and SMS sends of the alert handlers, in one place (modules/push and modules/sms
 * own them). Each throws on a failure worth retrying; the queue retries.
 */
export interface AlertChannels {
  push(app: App, userId: string, message: PushMessage): Promise<void>;
  sms(app: App, to: string, text: string, options: { idempotencyKey: string }): Promise<void>;
}

export const DEFAULT_CHANNELS: AlertChannels = {
  push: (app, userId, message) => sendPushToUser(app, userId, message),
  sms: (app, to, text, options) => sendAlertSms(app, to, text, options),
};
