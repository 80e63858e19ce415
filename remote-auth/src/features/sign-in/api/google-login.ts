import { useEffect, useState } from 'react';
import { TEXTS, api, apiClient, withErrorText, type AuthResult, type ClientConfig } from 'shared';
import { assertAuthResult } from './session';

/** POST /auth/google with the identity provider's access token (no auth). */
export async function googleLogin(accessToken: string): Promise<AuthResult> {
  const data = await withErrorText(
    api.post<AuthResult>('/auth/google', { accessToken }, { skipAuth: true }),
    TEXTS.auth.googleLoginFailed,
  );
  return assertAuthResult(data, TEXTS.auth.googleLoginFailed);
}

/** The run-time config may name a Google OAuth client; without one there is no Google button. */
type ConfigWithGoogle = Partial<ClientConfig> & { googleClientId?: unknown };

export async function getGoogleClientId(): Promise<string | null> {
  try {
    const response = await apiClient.get<{ success?: boolean; data?: ConfigWithGoogle }>(
      '/config',
      { skipAuth: true },
    );
    const clientId = response.data?.data?.googleClientId;
    return typeof clientId === 'string' && clientId.trim() !== '' ? clientId : null;
  } catch {
    return null;
  }
}

/** null until known, and when Google sign-in is not configured. */
export function useGoogleClientId(): string | null {
  const [clientId, setClientId] = useState<string | null>(null);
  useEffect(() => {
    let active = true;
    void getGoogleClientId().then((id) => {
      if (active) setClientId(id);
    });
    return () => {
      active = false;
    };
  }, []);
  return clientId;
}
