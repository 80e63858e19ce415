import {
  allowedChannels,
  isSecurityMessage,
  maySend,
  SECURITY_MESSAGES,
} from '../src/modules/users/notification-channels';

const ALL_ON = { emailNotifications: true, pushNotifications: true, smsNotifications: true };
const ALL_OFF = { emailNotifications: false, pushNotifications: false, smsNotifications: false };

describe('notification channels', () => {
  it('sends a non-security message only through the channels the user left on', () => {
    const settings = { emailNotifications: true, pushNotifications: false, smsNotifications: true };
    expect(maySend(settings, 'email', 'area-alert')).toBe(true);
    expect(maySend(settings, 'push', 'area-alert')).toBe(false);
    expect(maySend(settings, 'sms', 'area-alert')).toBe(true);
    expect(allowedChannels(settings, 'area-alert')).toEqual(['email', 'sms']);
    expect(allowedChannels(ALL_OFF, 'area-alert')).toEqual([]);
    expect(allowedChannels(ALL_ON, 'area-alert')).toEqual(['email', 'push', 'sms']);
  });

  it.each(SECURITY_MESSAGES)('always sends %s, whatever the toggles', (kind) => {
    expect(isSecurityMessage(kind)).toBe(true);
    for (const channel of ['email', 'push', 'sms'] as const) {
      expect(maySend(ALL_OFF, channel, kind)).toBe(true);
    }
    expect(allowedChannels(ALL_OFF, kind)).toEqual(['email', 'push', 'sms']);
  });

  it('knows the security messages: verification, password reset, account deletion', () => {
    expect([...SECURITY_MESSAGES].sort()).toEqual(
      ['account-deletion', 'email-verification', 'password-reset'].sort(),
    );
    expect(isSecurityMessage('area-alert')).toBe(false);
  });
});
