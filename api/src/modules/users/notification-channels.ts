import type { NotificationChannel, Settings } from 'shared/contract';

/**
 * Security messages are always sent, whatever the user's notification settings: a person who
 * turned email off must still be able to verify their address, reset a forgotten password and
 * hear that their account was deleted.
 */
export const SECURITY_MESSAGES = [
  'email-verification',
  'password-reset',
  'account-deletion',
] as const;
export type SecurityMessage = (typeof SECURITY_MESSAGES)[number];

/**
 * Every other message the product sends: the alerts of watched areas, and "Was it fixed?"
 * to the author of something reported not met. Each new kind is added here, so that it goes
 * through `maySend`.
 */
export type NonSecurityMessage = 'area-alert' | 'repair-follow-up';

export type MessageKind = SecurityMessage | NonSecurityMessage;

export const NOTIFICATION_CHANNELS = [
  'email',
  'push',
  'sms',
] as const satisfies readonly NotificationChannel[];

export type NotificationSettings = Pick<
  Settings,
  'emailNotifications' | 'pushNotifications' | 'smsNotifications'
>;

const TOGGLE_OF: Record<NotificationChannel, keyof NotificationSettings> = {
  email: 'emailNotifications',
  push: 'pushNotifications',
  sms: 'smsNotifications',
};

export function isSecurityMessage(kind: MessageKind): kind is SecurityMessage {
  return (SECURITY_MESSAGES as readonly string[]).includes(kind);
}

/**
 * Whether a message of this kind may go to the user through this channel: security messages
 * always; any other only when the user's toggle for the channel is on (/settings).
 */
export function maySend(
  settings: NotificationSettings,
  channel: NotificationChannel,
  kind: MessageKind,
): boolean {
  if (isSecurityMessage(kind)) return true;
  return settings[TOGGLE_OF[channel]] === true;
}

/** The channels a message of this kind may use for this user, in a stable order. */
export function allowedChannels(
  settings: NotificationSettings,
  kind: MessageKind,
): NotificationChannel[] {
  return NOTIFICATION_CHANNELS.filter((channel) => maySend(settings, channel, kind));
}
