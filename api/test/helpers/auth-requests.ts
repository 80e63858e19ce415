import type { TestApp } from './test-app';

let address = 0;

/**
 * app.inject from a fresh client address each call: the per-IP rate limits stay out of
 * tests that are not about them.
 */
export function injectFrom(
  testApp: Pick<TestApp, 'app'>,
  options: {
    method: 'GET' | 'POST' | 'PUT';
    url: string;
    payload?: unknown;
    headers?: Record<string, string>;
  },
) {
  address += 1;
  return testApp.app.inject({
    remoteAddress: `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
    ...options,
    payload: options.payload as Record<string, unknown> | undefined,
  });
}

export function login(testApp: Pick<TestApp, 'app'>, identifier: string, password: string) {
  return injectFrom(testApp, {
    method: 'POST',
    url: '/api/auth/login',
    payload: { identifier, password },
  });
}

export function refresh(testApp: Pick<TestApp, 'app'>, refreshToken: string) {
  return injectFrom(testApp, {
    method: 'POST',
    url: '/api/auth/refresh-token',
    payload: { refreshToken },
  });
}

export function getMe(testApp: Pick<TestApp, 'app'>, accessToken: string) {
  return injectFrom(testApp, {
    method: 'GET',
    url: '/api/users/me',
    headers: { authorization: `Bearer ${accessToken}` },
  });
}
