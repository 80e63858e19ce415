import { useEffect, useRef, useState } from 'react';
import { TEXTS, errorText } from 'shared';
import { FormMessage } from '../../components/form-message';
import { AUTH_UI } from '../../texts';
import formStyles from '../../components/form.module.css';
import { googleLogin, useGoogleClientId } from './api/google-login';
import { startSession } from './api/session';
import { requestGoogleAccessToken } from './lib/google-identity';

/** How long 'Google login successful!' shows before the modal closes. */
export const GOOGLE_SUCCESS_NOTICE_MS = 1000;

/**
 * 'Continue with Google'. Hidden while the run-time config names no Google client, so a
 * deployment without Google sign-in shows no dead button.
 */
export function GoogleSignInButton({
  onSignedIn,
  disabled = false,
  onBusyChange,
  remember = false,
}: {
  onSignedIn: () => void;
  disabled?: boolean;
  /** 'Keep me logged in' of the form below. */
  remember?: boolean;
  onBusyChange?: (busy: boolean) => void;
}) {
  const clientId = useGoogleClientId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [signedIn, setSignedIn] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  if (!clientId) return null;

  async function signIn(id: string) {
    setError(null);
    setBusy(true);
    onBusyChange?.(true);
    try {
      const accessToken = await requestGoogleAccessToken(id);
      await startSession(await googleLogin(accessToken, remember), { remember });
      setSignedIn(true);
      closeTimer.current = setTimeout(onSignedIn, GOOGLE_SUCCESS_NOTICE_MS);
    } catch (failure) {
      setError(errorText(failure, TEXTS.auth.googleLoginFailed));
      setBusy(false);
      onBusyChange?.(false);
    }
  }

  return (
    <>
      <button
        type="button"
        className={formStyles.secondaryButton}
        onClick={() => void signIn(clientId)}
        disabled={busy || disabled}
        aria-busy={busy || undefined}
      >
        <GoogleLogo />
        {busy ? AUTH_UI.signingInWithGoogle : AUTH_UI.continueWithGoogle}
      </button>
      {error && <FormMessage tone="error">{error}</FormMessage>}
      {signedIn && <FormMessage tone="success">{TEXTS.auth.googleLoginSuccess}</FormMessage>}
      <p className={formStyles.divider}>{AUTH_UI.orWithEmail}</p>
    </>
  );
}

function GoogleLogo() {
  return (
    <svg viewBox="0 0 48 48" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        fill="#EA4335"
        d="M24 9.5c3.5 0 6.6 1.2 9 3.6l6.7-6.7C35.6 2.4 30.2 0 24 0 14.6 0 6.6 5.4 2.7 13.2l7.8 6.1C12.4 13.6 17.7 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.1 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.4c-.5 2.9-2.2 5.3-4.6 7l7.4 5.7c4.3-4 6.9-9.9 6.9-17.2z"
      />
      <path
        fill="#FBBC05"
        d="M10.5 28.7c-.5-1.4-.8-3-.8-4.7s.3-3.2.8-4.7l-7.8-6.1C1 16.6 0 20.2 0 24s1 7.4 2.7 10.8l7.8-6.1z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.4-5.7c-2.1 1.4-4.8 2.3-8.5 2.3-6.3 0-11.6-4.1-13.5-9.8l-7.8 6.1C6.6 42.6 14.6 48 24 48z"
      />
    </svg>
  );
}
