import { TEXTS, call, useClientConfig, withErrorText, type AuthResult } from 'shared';
import { assertAuthResult } from './session';

/** POST /auth/google with the identity provider's access token (no auth). */
export async function googleLogin(accessToken: string, remember = false): Promise<AuthResult> {
  const data = await withErrorText(
    call('googleLogin', { body: { accessToken, remember } }),
    TEXTS.auth.googleLoginFailed,
  );
  return assertAuthResult(data, TEXTS.auth.googleLoginFailed);
}

/** The run-time config may name a Google OAuth client; without one there is no Google button. */
function googleClientIdOf(config: { googleClientId?: unknown } | null): string | null {
  const clientId = config?.googleClientId;
  return typeof clientId === 'string' && clientId.trim() !== '' ? clientId : null;
}

/**
 * From the page's one GET /api/config: null until known, when it names no client and when
 * it cannot be read.
 */
export function useGoogleClientId(): string | null {
  return googleClientIdOf(useClientConfig().config);
}
