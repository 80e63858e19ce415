import { loadConfig } from '../src/config';
import { configProblems } from './helpers/config';

describe('account and mail settings', () => {
  it('has safe defaults: 15-minute access tokens, 30-day sign-ins, outbox mail, no Google', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      accessTokenTtl: 900,
      refreshTokenTtl: 30 * 24 * 60 * 60,
      sessionRefreshTokenTtl: 12 * 60 * 60,
      googleApiBaseUrl: 'https://www.googleapis.com',
      mailFrom: 'RentMap <no-reply@rentmap.localhost>',
    });
    expect(config.jwtSecret).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.googleClientId).toBeUndefined();
  });

  it('reads them when set', () => {
    const config = loadConfig({
      JWT_SECRET: 'Zx8-very-long-random-secret-value-0123456789',
      ACCESS_TOKEN_TTL: '60',
      REFRESH_TOKEN_TTL: '86400',
      GOOGLE_CLIENT_ID: '123-abc.apps.googleusercontent.com',
      GOOGLE_API_BASE_URL: 'http://127.0.0.1:9999/',
      SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
      MAIL_FROM: 'RentMap <hello@example.com>',
    });
    expect(config).toMatchObject({
      jwtSecret: 'Zx8-very-long-random-secret-value-0123456789',
      accessTokenTtl: 60,
      refreshTokenTtl: 86400,
      googleClientId: '123-abc.apps.googleusercontent.com',
      googleApiBaseUrl: 'http://127.0.0.1:9999',
      smtpUrl: 'smtps://user:pass@smtp.example.com:465',
      mailFrom: 'RentMap <hello@example.com>',
    });
  });

  it("never lets a browser-session sign-in outlive a 'Keep me logged in' one", () => {
    expect(
      loadConfig({ REFRESH_TOKEN_TTL: '7200', SESSION_REFRESH_TOKEN_TTL: '86400' }),
    ).toMatchObject({ refreshTokenTtl: 7200, sessionRefreshTokenTtl: 7200 });
    expect(loadConfig({ SESSION_REFRESH_TOKEN_TTL: '3600' }).sessionRefreshTokenTtl).toBe(3600);
  });

  it.each([
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ JWT_SECRET: 'a'.repeat(64) }, 'JWT_SECRET'],
    [{ ACCESS_TOKEN_TTL: '901' }, 'ACCESS_TOKEN_TTL'],
    [{ ACCESS_TOKEN_TTL: '0' }, 'ACCESS_TOKEN_TTL'],
    [{ REFRESH_TOKEN_TTL: '60' }, 'REFRESH_TOKEN_TTL'],
    [{ SESSION_REFRESH_TOKEN_TTL: '10' }, 'SESSION_REFRESH_TOKEN_TTL'],
    [{ SESSION_REFRESH_TOKEN_TTL: String(8 * 24 * 60 * 60) }, 'SESSION_REFRESH_TOKEN_TTL'],
    [{ GOOGLE_CLIENT_ID: 'has spaces in it' }, 'GOOGLE_CLIENT_ID'],
    [{ GOOGLE_API_BASE_URL: 'file:///etc/passwd' }, 'GOOGLE_API_BASE_URL'],
    [{ SMTP_URL: 'http://smtp.example.com' }, 'SMTP_URL'],
    [{ MAIL_FROM: 'RentMap <a@b.c>\r\nBcc: victim@example.com' }, 'MAIL_FROM'],
  ])('refuses the dangerous value %j', (env, name) => {
    const problems = configProblems(env);
    expect(problems.join('\n')).toContain(name);
    // Never echoes a secret value.
    if ('JWT_SECRET' in env) expect(problems.join('\n')).not.toContain(env.JWT_SECRET);
  });
});
